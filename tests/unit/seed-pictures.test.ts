import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';
import { seedPosts } from '../../db/seed/data';
import { SCENE_ALT } from '../../db/seed/pictures';
import { tagsNest, titlesOf } from '../support/svg';

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

let pictures: Map<string, string>;
beforeAll(() => {
  pictures = seededPictures();
}, 60_000);

describe('seeded pictures', () => {
  // Places and gifts show shipped photos and drawings instead (seed-drawings.test.ts).
  it('covers the posts and banners', () => {
    for (const prefix of ['feed-', 'banner-']) {
      expect(
        [...pictures.keys()].some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
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
      const { ko, ja } = titlesOf(svg);
      expect(ko, id).toMatch(/\p{Script=Hangul}/u);
      expect(ja, id).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
  });

  it("vary: no two pictures alike, every scene used, an item's pictures show different scenes", () => {
    expect(new Set(pictures.values()).size).toBe(pictures.size);
    const sceneOf = (svg: string) => Object.entries(SCENE_ALT).find(([, alt]) => svg.includes(alt.ko))![0];
    expect(new Set([...pictures.values()].map(sceneOf))).toEqual(new Set(Object.keys(SCENE_ALT)));
    const index = seedPosts.findIndex((p) => p.pictures >= 2);
    const post = [0, 1].map((v) => pictures.get(`feed-${index}-${v}`));
    expect(post.every(Boolean)).toBe(true);
    expect(sceneOf(post[0]!)).not.toBe(sceneOf(post[1]!));
  });

  it('are the same on every run', () => {
    expect(seededPictures()).toEqual(pictures);
  }, 60_000);
});
