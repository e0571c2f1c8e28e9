import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/client';
import { seedDemoData } from '../../db/seed';
import { seedPlaces, seedProducts } from '../../db/seed/data';
import type { SeedPlace } from '../../db/seed/data/types';
import { EXTRA_PLACES } from '../../db/seed/place';
import { DRAWINGS_FOLDER } from '../../mock-server/routes/drawings';
import photoIndex from '../../mock-server/static/photos/index.json' with { type: 'json' };
import { readPictureUrl } from '../../src/shared/pictures';
import { tagsNest, titlesOf } from '../support/svg';

const PHOTOS_FOLDER = join(DRAWINGS_FOLDER, '../photos');
/** The drawings' colours: the design tokens (docs/design.md) and one gold for what is golden. */
const PALETTE = new Set(
  [
    ['#f6f7f9', '#fff', '#e4e6ea', '#c9ccd2', '#5f6570', '#1d1f24'],
    ['#e8553a', '#b83a22', '#fde4de', '#1a7f4b', '#146c3f', '#e3f4ea', '#2f6fed'],
    ['#f2b33d'],
  ].flat(),
);

interface SeededRow {
  name: string;
  images: string[];
}

let places: Array<SeededRow & { seed: SeedPlace }>;
let products: SeededRow[];
let storedIds: string[];
beforeAll(() => {
  const store = openStore(':memory:');
  seedDemoData(store, Date.UTC(2026, 10, 1));
  const rows = (sql: string) =>
    (store.sqlite.prepare(sql).all() as Array<{ name: string; images: string }>).map((r) => ({
      name: r.name,
      images: JSON.parse(r.images) as string[],
    }));
  const seedOf = new Map([...seedPlaces, ...EXTRA_PLACES].map((p) => [p.nameEn, p]));
  places = rows('SELECT name_en AS name, images FROM places').map((r) => ({ ...r, seed: seedOf.get(r.name)! }));
  products = rows('SELECT name_ko AS name, images FROM products ORDER BY sort');
  storedIds = (store.sqlite.prepare('SELECT id FROM files').all() as Array<{ id: string }>).map((r) => r.id);
  store.sqlite.close();
}, 60_000);

const drawingFiles = () => readdirSync(DRAWINGS_FOLDER).filter((name) => name.endsWith('.svg'));
const drawingOf = (url: string) => /^\/drawings\/([\w-]+\.svg)$/.exec(url)?.[1];
const photoOf = (url: string) => /^\/photos\/([\w-]+)$/.exec(readPictureUrl(url).src)?.[1];

describe('pictures of places and gifts', () => {
  it('are files the server ships, not rows every sandbox copies', () => {
    expect(places.length).toBe(seedPlaces.length + EXTRA_PLACES.length);
    expect(storedIds.filter((id) => id.startsWith('place-') || id.startsWith('product-'))).toEqual([]);
    for (const { name, images } of [...places, ...products]) {
      expect(images.length, name).toBeGreaterThan(0);
      for (const url of images) {
        const drawing = drawingOf(url);
        const photo = photoOf(url);
        if (drawing) expect(existsSync(join(DRAWINGS_FOLDER, drawing)), url).toBe(true);
        else {
          expect(photo && Object.hasOwn(photoIndex, photo), `${name}: ${url}`).toBe(true);
          expect(existsSync(join(PHOTOS_FOLDER, `${photo}-480.webp`)), url).toBe(true);
        }
      }
    }
  });

  it('a place shows the photos of itself, else the drawing of its kind; no photo shows two places', () => {
    const photoPlaces = new Map<string, string>();
    for (const { name, images, seed } of places) {
      if (seed.photos?.length) {
        expect(images.map(photoOf), name).toEqual(seed.photos);
        for (const photo of seed.photos) {
          expect(photoPlaces.get(photo), `${photo} shows ${name} too`).toBeUndefined();
          photoPlaces.set(photo, name);
        }
      } else expect(images, name).toEqual([`/drawings/${seed.kind}.svg`]);
    }
    // The famous sights are shown, not drawn.
    for (const key of ['gyeongbokgung', 'n-seoul-tower', 'gwangjang-market'])
      expect(places.find((p) => p.seed.key === key)!.images.every(photoOf), key).toBe(true);
  });

  it('one drawing per kind, one per gift, and nothing else in the folder', () => {
    const kinds = new Set(places.map((p) => p.seed.kind));
    expect(kinds.size).toBeGreaterThanOrEqual(20);
    const gifts = seedProducts.map((p) => `gift-${p.key}.svg`);
    expect(drawingFiles().sort()).toEqual([...[...kinds].map((kind) => `${kind}.svg`), ...gifts].sort());
  });

  it('each of the 12 gifts is drawn as itself', () => {
    expect(products).toHaveLength(12);
    const drawings = products.map((p) => p.images);
    expect(drawings.every((images) => images.length === 1 && drawingOf(images[0]!)?.startsWith('gift-'))).toBe(true);
    const files = drawings.map(([url]) => readFileSync(join(DRAWINGS_FOLDER, drawingOf(url!)!), 'utf8'));
    expect(new Set(files).size).toBe(12);
  });
});

describe('the drawings', () => {
  const svgs = () => drawingFiles().map((name) => [name, readFileSync(join(DRAWINGS_FOLDER, name), 'utf8')] as const);

  it('are small, well-formed 4:3 SVG with no text, script, link or outside file', () => {
    for (const [name, svg] of svgs()) {
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*viewBox="0 0 640 480"/);
      expect(tagsNest(svg), name).toBeNull();
      expect(svg, name).not.toMatch(/<text|font-family|<foreignObject|<image|<script|href|\son\w+=/);
      expect(svg.length, name).toBeLessThan(3_000);
    }
  });

  it('describe themselves in Korean and Japanese, each its own', () => {
    const all = svgs().map(([name, svg]) => ({ name, ...titlesOf(svg) }));
    for (const { name, ko, ja } of all) {
      expect(ko, name).toMatch(/\p{Script=Hangul}/u);
      expect(ja, name).toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}]/u);
    }
    expect(new Set(all.map((t) => t.ko)).size).toBe(all.length);
    expect(new Set(all.map((t) => t.ja)).size).toBe(all.length);
  });

  it("share one style: the same frame and the app's palette only", () => {
    for (const [name, svg] of svgs()) {
      expect(svg, name).toContain('<rect width="640" height="480" fill="#f6f7f9"/><circle cx="320" cy="232" r="196"');
      const colours = svg.match(/#[0-9a-fA-F]{3,6}\b/g) ?? [];
      expect(
        colours.filter((c) => !PALETTE.has(c.toLowerCase())),
        name,
      ).toEqual([]);
    }
  });
});
