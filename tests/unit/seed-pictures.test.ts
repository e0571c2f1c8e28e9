import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';
import { SCENE_ALT } from '../../db/seed/pictures';

/** Every picture the demo seed stores, as served at /files/:id. */
function seededPictures(): Map<string, string> {
  const store = openStore(':memory:');
  seedDemoData(store, Date.UTC(2026, 10, 1));
  const rows = store.sqlite
    .prepare("SELECT id, data FROM files WHERE mime = 'image/svg+xml' ORDER BY id")
    .all() as Array<{ id: string; data: Buffer }>;
  store.sqlite.close();
  return new Map(rows.map((r) => [r.id, r.data.toString('utf8')]));
}

/** The element names of an SVG in document order, or an error if its tags do not nest. */
function tagsNest(svg: string): string | null {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (closing) {
      if (open.pop() !== name) return `</${name}> closes nothing open`;
    } else if (!selfClosing) open.push(name!);
  }
  return open.length ? `<${open.join('>, <')}> left open` : null;
}

let pictures: Map<string, string>;
beforeAll(() => {
  pictures = seededPictures();
}, 60_000);

describe('seeded pictures', () => {
  it('covers the places and products; posts and banners show shipped photos, not stored files', () => {
    for (const prefix of ['place-', 'product-']) {
      expect(
        [...pictures.keys()].some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    for (const prefix of ['feed-', 'banner-']) {
      expect(
        [...pictures.keys()].some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(false);
    }
  });

  it('draws no text, so nothing depends on the fonts of the machine showing them', () => {
    for (const [id, svg] of pictures) {
      expect(svg, id).not.toMatch(/<text|font-family|<foreignObject|<image/);
    }
  });

  it('are well-formed, small SVG files', () => {
    for (const [id, svg] of pictures) {
      expect(svg, id).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 640 480"/);
      expect(tagsNest(svg), id).toBeNull();
      expect(svg.length, id).toBeLessThan(8_000);
    }
  });

  it('describe themselves in Korean and Japanese', () => {
    for (const [id, svg] of pictures) {
      const ko = svg.match(/<title lang="ko">([^<]+)<\/title>/)?.[1];
      const ja = svg.match(/<title lang="ja">([^<]+)<\/title>/)?.[1];
      expect(ko, id).toMatch(/\p{Script=Hangul}/u);
      expect(ja, id).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
  });

  it("vary: no two pictures alike, every scene used, an item's pictures show different scenes", () => {
    expect(new Set(pictures.values()).size).toBe(pictures.size);
    const sceneOf = (svg: string) => Object.entries(SCENE_ALT).find(([, alt]) => svg.includes(alt.ko))![0];
    expect(new Set([...pictures.values()].map(sceneOf))).toEqual(new Set(Object.keys(SCENE_ALT)));
    const place = ['place-gyeongbokgung-0', 'place-gyeongbokgung-1'].map((id) => pictures.get(id));
    expect(place.every(Boolean)).toBe(true);
    expect(sceneOf(place[0]!)).not.toBe(sceneOf(place[1]!));
  });

  it('are the same on every run', () => {
    expect(seededPictures()).toEqual(pictures);
  }, 60_000);
});
