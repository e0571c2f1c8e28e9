/**
 * Place search with 100,000 places (issue 7): map-box searches must reach 2,000 requests/s; so
 * must name searches with the search keys of every script (issue 17: a katakana reading, initials).
 * Seeds a temp database (the demo data plus 100,000 generated places spread over Seoul), starts
 * the mock server on it as its own process and loads /api/search/place. Run: npm run bench:place
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../db/client';
import { DEMO_ACCOUNTS, seedDemoData } from '../../db/seed';
import { createPrng } from '../../db/seed/data/prng';
import { placeSearchKeys } from '../../mock-server/lib/search/keys';
import { load, printResults, signIn, startServerProcess } from './lib';

const PLACES = 100_000;
const TARGET_RPS = 2_000;
const SEOUL = { south: 37.43, north: 37.7, west: 126.8, east: 127.18 };
const dir = mkdtempSync(join(tmpdir(), 'tabi-bench-place-'));
const dbFile = join(dir, 'bench.sqlite');
const port = 5291;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

function seedPlaces(): void {
  const store = openStore(dbFile);
  seedDemoData(store, Date.now());
  const prng = createPrng(7);
  const insert = store.sqlite
    .prepare(`INSERT INTO places (area, name_ko, name_ja, name_en, search_keys, area_keys, lat, lng, address_ko, address_ja, closed_days, info_ko, info_ja, images, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', '', '', '[]', ?)`);
  const started = performance.now();
  store.sqlite.transaction(() => {
    for (let i = 0; i < PLACES; i++) {
      const lat = SEOUL.south + prng.next() * (SEOUL.north - SEOUL.south);
      const lng = SEOUL.west + prng.next() * (SEOUL.east - SEOUL.west);
      const names = {
        area: 'bench',
        nameKo: `벤치 장소 ${i}`,
        nameJa: `ベンチスポット ${i}`,
        nameEn: `Bench place ${i}`,
      };
      const keys = placeSearchKeys(names);
      insert.run(
        names.area,
        names.nameKo,
        names.nameJa,
        names.nameEn,
        keys.searchKeys,
        keys.areaKeys,
        lat,
        lng,
        `서울 벤치로 ${i}`,
        `ソウル ベンチ路 ${i}`,
        Date.now(),
      );
    }
  })();
  store.sqlite.exec('ANALYZE');
  store.sqlite.close();
  console.log(
    `seeded ${PLACES.toLocaleString()} places (with their name and R*Tree indexes) in ${Math.round(performance.now() - started)} ms`,
  );
}

try {
  seedPlaces();
  const server = await startServerProcess(['--db', dbFile, '--web', dir], port);
  const headers = { access: await signIn(server.url, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password) };
  const url = `${server.url}/api/search/place`;
  // A phone's viewport at zoom 15 around Myeong-dong: ~150 of the 100,000 places, 50 answered.
  const viewport = { box: { south: 37.558, north: 37.568, west: 126.978, east: 126.993 }, size: 50 };
  const results = [
    await load('search/place box (viewport, 50 of ~150)', url, viewport, { seconds, headers }),
    await load(
      'search/place near (500 m, nearest 20)',
      url,
      { near: { lat: 37.5636, lng: 126.985, radiusM: 500 }, size: 20 },
      { seconds, headers },
    ),
    await load('search/place name (trigram "明洞聖堂")', url, { query: '明洞聖堂' }, { seconds, headers }),
    // Issue 17's keys: a katakana reading (trigrams) and initials (the word-prefix index).
    await load('search/place reading (katakana "ミョンドン")', url, { query: 'ミョンドン' }, { seconds, headers }),
    await load('search/place initials ("ㅁㄷ")', url, { query: 'ㅁㄷ' }, { seconds, headers }),
    // The same machine's floor at the same moment: the lightest public call.
    await load('theme-list (baseline)', `${server.url}/api/theme/theme-list`, {}, { seconds }),
  ];
  printResults(`Place search, ${PLACES.toLocaleString()} places, 50 connections, loopback`, results);
  const box = results[0]!;
  console.log(
    `box search: ${box.requestsPerSecond} req/s (target ${TARGET_RPS}): ${box.requestsPerSecond >= TARGET_RPS && box.errors === 0 && box.non2xx === 0 ? 'met' : 'NOT met'}`,
  );
  await server.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
