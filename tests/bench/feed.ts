/**
 * Community figures: main-feed-list and like-feed with 100,000 posts, and main-feed-list's median
 * at 1,000 and 1,000,000 posts (a cursor page must cost the same at any depth).
 * Run: npm run bench:feed   (BENCH_SECONDS to shorten, BENCH_SIZES=1000,100000 to skip the million)
 */
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';
import { load, printResults, signIn, startServerProcess, type LoadResult } from './lib';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const sizes = (process.env.BENCH_SIZES ?? '1000,100000,1000000').split(',').map(Number);
const port = Number(process.env.BENCH_PORT ?? 5292);

/**
 * The demo seed, then `count` posts by bulk SQL in one transaction: every third with a picture,
 * every fiftieth recommended, alternating languages. The search-index trigger is dropped for the
 * load (search is not measured here); the server re-creates it at start.
 */
function seedDatabase(file: string, count: number): number {
  const started = performance.now();
  const store = openStore(file);
  seedDemoData(store, Date.now());
  const { sqlite } = store;
  const existing = (sqlite.prepare('SELECT count(*) AS n FROM feeds').get() as { n: number }).n;
  const extra = Math.max(0, count - existing);
  sqlite.exec('DROP TRIGGER IF EXISTS feed_fts_insert');
  sqlite.transaction(() => {
    sqlite
      .prepare(
        `
      WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < @extra),
        u AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM users),
        th AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM themes)
      INSERT INTO feeds (user_id, theme_id, language, title, contents, recommended, like_count, view_count, created_at)
      SELECT (SELECT id FROM u WHERE k = n % (SELECT count(*) FROM u)), (SELECT id FROM th WHERE k = n % (SELECT count(*) FROM th)),
        CASE n % 2 WHEN 0 THEN 'ko' ELSE 'ja' END,
        '벤치마크 게시물 ' || n || ' ベンチマーク投稿',
        '성수동 카페 골목을 걸으며 찍은 사진과 짧은 후기입니다. ' || n || ' 聖水洞のカフェ通りを歩いて撮った写真と短いレビューです。',
        n % 50 = 0, n % 97, n % 1013, @now - (@extra - n) * 1000
      FROM seq`,
      )
      .run({ extra, now: Date.now() });
    const picture = (sqlite.prepare('SELECT url FROM feed_images LIMIT 1').get() as { url: string }).url;
    sqlite
      .prepare('INSERT INTO feed_images (feed_id, url, sort) SELECT id, ?, 0 FROM feeds WHERE id > ? AND id % 3 = 0')
      .run(picture, existing);
  })();
  sqlite.exec('ANALYZE');
  sqlite.close();
  return performance.now() - started;
}

/** A tester's account with no history, signed in. */
async function signInFresh(url: string): Promise<string> {
  const user = (await (
    await fetch(`${url}/__mock/users`, { method: 'POST', body: JSON.stringify({ points: 0 }) })
  ).json()) as { email: string; password: string };
  return signIn(url, user.email, user.password);
}

const storedLikes = (file: string) => {
  const sqlite = new Database(file, { readonly: true });
  try {
    return (sqlite.prepare('SELECT coalesce(sum(count), 0) AS n FROM feed_likes').get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
};

/**
 * One applause per request, each on another post: every request is a real write. Afterwards the
 * stored applause must match the answered requests, so an error answer can never pass for speed.
 */
async function likeLoad(url: string, token: string, posts: number, file: string): Promise<LoadResult> {
  const before = storedLikes(file);
  let next = 0;
  const options = {
    url: `${url}/api/feed/like-feed`,
    method: 'POST',
    connections: 50,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-language': 'ko', access: token },
    requests: [
      {
        setupRequest: (req: Record<string, unknown>) => ({
          ...req,
          body: JSON.stringify({ feedId: 1 + (next++ % posts) }),
        }),
      },
    ],
  };
  const result = await autocannon(options as unknown as Parameters<typeof autocannon>[0]);
  const stored = storedLikes(file) - before;
  // Calls still in flight when the clock stops are stored but not counted: at most one per connection.
  if (stored < result.requests.total || stored > result.requests.total + options.connections) {
    throw new Error(`like-feed: ${result.requests.total} answers but ${stored} applause stored`);
  }
  return {
    name: 'like-feed',
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const dir = mkdtempSync(join(tmpdir(), 'tabi-bench-feed-'));
const medians = new Map<number, number>();
try {
  for (const size of sizes) {
    const file = join(dir, `feed-${size}.sqlite`);
    const seedMs = seedDatabase(file, size);
    const server = await startServerProcess(['--db', file, '--web', dir], port);
    console.log(
      `\n${size.toLocaleString('en')} posts: seeded in ${Math.round(seedMs)} ms, server ready in ${Math.round(server.readyMs)} ms`,
    );
    try {
      const headers = { access: await signInFresh(server.url) };
      const list = `${server.url}/api/feed/main-feed-list`;
      const results = [
        await load('main-feed-list (first page)', list, { tab: 'latest', size: 20 }, { seconds, headers }),
        await load(
          'main-feed-list (deepest page)',
          list,
          { tab: 'latest', size: 20, cursor: 21 },
          { seconds, headers },
        ),
        await load('main-feed-list (recommended)', list, { tab: 'recommended', size: 20 }, { seconds, headers }),
        // Every request another page: no cached read, no cached compressed answer.
        await load(
          'main-feed-list (random page)',
          list,
          { tab: 'latest', size: 20 },
          {
            seconds,
            headers,
            nextBody: () => ({ tab: 'latest', size: 20, cursor: 1 + Math.floor(Math.random() * size) }),
          },
        ),
      ];
      if (size === 100_000) results.push(await likeLoad(server.url, headers.access, size, file));
      medians.set(size, results[0]!.p50);
      printResults(`Feed with ${size.toLocaleString('en')} posts, 50 connections, loopback`, results);
    } finally {
      await server.stop();
    }
  }
  const small = medians.get(1000);
  const large = medians.get(1_000_000);
  if (small !== undefined && large !== undefined)
    console.log(
      `\nmain-feed-list median: ${small} ms at 1,000 posts, ${large} ms at 1,000,000 (ratio ${(large / Math.max(small, 1)).toFixed(2)}; goal ≤ 1.5)`,
    );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
