import { getChoseong, romanize } from 'es-hangul';
import { toHiragana } from 'wanakana';
import { beforeAll, describe, expect, it } from 'vitest';
import { dictionaryEntries } from '../../mock-server/lib/search/dictionary';
import { hangulToKatakana } from '../../mock-server/lib/search/katakana';
import { placeSearchKeys } from '../../mock-server/lib/search/keys';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const server = createTestServer();
type Found = { id: number; name: string; area: string; matched: string[] };
type Post = { id: number; title: string; matched: string[] };

let user: Awaited<ReturnType<typeof server.signedInUser>>;
beforeAll(async () => {
  user = await server.signedInUser({ language: 'ja', points: 0, password: 'test1234' });
});

async function places(query: string, lang: 'ko' | 'ja' = 'ja', size = 3) {
  const res = await user.call(api.search.place.path, { query, size }, lang);
  expect(res.body.result).toBe('success');
  return res.body.data as { items: Found[]; nextCursor: number | null };
}

async function posts(query: string, lang: 'ko' | 'ja' = 'ja', size = 50) {
  const res = await user.call(api.search.feed.path, { query, size }, lang);
  expect(res.body.result).toBe('success');
  return res.body.data as { items: Post[]; nextCursor: number | null };
}

const seeded = () =>
  server.store.sqlite
    .prepare(
      'SELECT id, area, name_ko AS nameKo, name_ja AS nameJa, name_en AS nameEn, search_keys AS searchKeys, area_keys AS areaKeys FROM places',
    )
    .all() as Array<{
    id: number;
    area: string;
    nameKo: string;
    nameJa: string;
    nameEn: string;
    searchKeys: string;
    areaKeys: string;
  }>;

describe('place search, typed the way visitors type (issue 17)', () => {
  it.each([
    '명동',
    '明洞',
    'myeongdong',
    'ミョンドン',
    'みょんどん',
    'Myeong-dong',
    'MYEONG DONG',
    'ｍｙｅｏｎｇｄｏｎｇ',
    'ㅁㄷ',
  ])('%s finds only Myeong-dong places first', async (query) => {
    const { items } = await places(query, 'ja', 10);
    expect(items).toHaveLength(10);
    for (const place of items) expect(place.area).toBe('myeongdong');
  });

  it('hand-written readings find their place first: katakana, hiragana, romanisation, initials', async () => {
    const rows: Array<[string, string[]]> = [
      ['명동교자 본점', ['ミョンドンギョジャ', 'みょんどんぎょじゃ ぽんじょむ', 'Myeong-dong Gyoja', 'ㅁㄷㄱㅈ ㅂㅈ']],
      ['경복궁', ['キョンボックン', 'きょんぼっくん', 'Gyeongbokgung', 'gyeongbok-gung', 'ㄱㅂㄱ']],
      ['북촌한옥마을', ['プッチョンハノンマウル', 'ぷっちょんはのんまうる', 'Bukchon-Hanok-Maeul', 'ㅂㅊㅎㅇㅁㅇ']],
      ['광장시장', ['クァンジャンシジャン', 'Gwangjang Market', 'gwangjang-sijang', 'ㄱㅈㅅㅈ']],
    ];
    for (const [nameKo, typed] of rows) {
      const id = seeded().find((p) => p.nameKo === nameKo)?.id;
      expect(id, nameKo).toBeDefined();
      for (const query of typed) expect((await places(query)).items[0]?.id, query).toBe(id);
    }
  });

  it('for every seeded place, each script finds it in the first three', async () => {
    const all = seeded();
    expect(all.length).toBeGreaterThanOrEqual(30);
    const misses: string[] = [];
    for (const place of all) {
      const romanised = romanize(place.nameKo);
      const firstSyllable = romanize([...place.nameKo][0]!);
      const katakana = hangulToKatakana(place.nameKo);
      const typed = [
        place.nameKo,
        place.nameJa,
        katakana,
        toHiragana(katakana, { passRomaji: true }),
        romanised,
        romanised.replace(/(^|\s)\p{Ll}/gu, (c) => c.toUpperCase()),
        romanised.startsWith(firstSyllable)
          ? `${firstSyllable}-${romanised.slice(firstSyllable.length)}`.toUpperCase()
          : romanised.toUpperCase(),
        romanised.replaceAll(' ', ''),
        getChoseong(place.nameKo),
      ];
      for (const query of typed) {
        const ids = (await places(query)).items.map((p) => p.id);
        if (!ids.includes(place.id)) misses.push(`${place.nameKo}: ${query}`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('every stored place carries the keys its names give (computed when it was written)', () => {
    for (const place of seeded())
      expect({ searchKeys: place.searchKeys, areaKeys: place.areaKeys }, place.nameKo).toEqual(placeSearchKeys(place));
  });

  it('highlights what matched in the name shown, whatever script was typed', async () => {
    const kyoja = async (query: string, lang: 'ko' | 'ja') =>
      (await places(query, lang, 50)).items.find((p) => p.name.startsWith(lang === 'ko' ? '명동교자' : '明洞餃子'))!
        .matched;
    for (const query of ['ミョンドン', 'みょんどん', 'myeongdong', 'ㅁㄷ', '明洞', '명동']) {
      expect(await kyoja(query, 'ko'), query).toEqual(['명동']);
      expect(await kyoja(query, 'ja'), query).toEqual(['明洞']);
    }
    expect((await places('キョンボックン', 'ja')).items[0]!.matched).toEqual(['景福宮']);
    expect((await places('キョンボックン', 'ko')).items[0]!.matched).toEqual(['경복궁']);
    expect((await places('ぶるーぼとる', 'ja')).items[0]!.matched).toEqual(['ブルーボトル']);
  });

  it('a query of nothing but separators finds nothing, and pages of a ranked search neither repeat nor skip', async () => {
    expect((await places('・-・')).items).toEqual([]);
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const res = await user.call(api.search.place.path, { query: '명동', size: 4, ...(cursor ? { cursor } : {}) });
      const page = res.body.data as { items: Found[]; nextCursor: number | null };
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await places('명동', 'ko', 200)).items.map((p) => p.id);
    expect(seen).toEqual(all);
    expect(new Set(seen).size).toBe(seen.length);
  });
});

describe('post search across languages (issue 17)', () => {
  it('a word finds posts written with its counterpart, for every dictionary entry; the typed script first', async () => {
    const areas = [...new Set(seeded().map((p) => p.area))];
    const misses: string[] = [];
    for (const [n, forms] of dictionaryEntries(areas).entries()) {
      const written = new Map<string, number>();
      for (const form of forms) {
        const res = await user.call(api.feed.writeFeed.path, {
          themeId: 1,
          title: `사전 시험 ${n} ${form}`,
          contents: `테스트 ${n}`,
          language: 'ko',
          images: [],
        });
        written.set(form, res.body.data.feedId as number);
      }
      for (const typed of forms) {
        const found = (await posts(typed)).items.map((p) => p.id);
        for (const [form, id] of written) if (!found.includes(id)) misses.push(`${typed} → ${form}`);
        const exact = found.indexOf(written.get(typed)!);
        for (const [form, id] of written)
          if (form !== typed && found.indexOf(id) < exact && !form.toLowerCase().includes(typed.toLowerCase()))
            misses.push(`${typed}: ${form} ranked above the typed script`);
      }
    }
    expect(misses).toEqual([]);
  });

  it('the issue examples: cafe finds the café posts, ソンス and seongsu find posts about 성수', async () => {
    for (const query of ['cafe', 'カフェ', '카페']) expect((await posts(query)).items.length).toBeGreaterThan(3);
    const seongsu = (await posts('聖水')).items.map((p) => p.id);
    expect(seongsu.length).toBeGreaterThan(3);
    for (const query of ['ソンス', 'seongsu', 'そんす'])
      expect((await posts(query)).items.map((p) => p.id).sort()).toEqual([...seongsu].sort());
  });

  it('a query of nothing but separators (a lone NUL, spaces) finds nothing instead of failing', async () => {
    expect((await posts('\u0000', 'ko')).items).toEqual([]);
    expect((await posts('\u0000 \u0000', 'ja')).items).toEqual([]);
  });

  it('answers what matched in the title or excerpt shown, for highlighting', async () => {
    const { items } = await posts('cafe', 'ko');
    expect(items.length).toBeGreaterThan(0);
    for (const post of items.slice(0, 5))
      expect(post.matched.some((m) => ['카페', 'カフェ', 'cafe'].includes(m))).toBe(true);
  });
});
