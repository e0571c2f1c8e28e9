/**
 * Builds the app's own photographs of Seoul from the licensed originals in ../shared/data/photos:
 * AVIF and WebP at 480, 640, 960 and 1600 px wide (never wider than the original), metadata stripped,
 * into mock-server/static/photos/, with index.json (each photo's size and ThumbHash placeholder)
 * and CREDITS.md (source and licence of each). The seed's banner photos are also cut to a banner's
 * shape (`<name>-banner`, its entry saying `of` which photo): a banner draws a 16:7 strip of its
 * photo, and the feed's first photo on a phone's network should not carry the third it crops away.
 * The originals are never shipped; nothing at run time reads ../shared. Run once after the
 * originals or the seed's banners change: node --import tsx scripts/photos.ts [DIR]
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { seedBanners } from '../db/seed/data/banners';
import { widthsOf } from '../src/shared/pictures';

const source = process.argv[2] ?? join(import.meta.dirname, '../../shared/data/photos');
const target = join(import.meta.dirname, '../mock-server/static/photos');
/** A banner's shape: styles.css `.banner img`. */
const BANNER_ASPECT = 16 / 7;

interface Entry {
  width: number;
  height: number;
  thumbhash: string;
  /** For a cut, the photograph it is cut from (its credits). */
  of?: string;
}

/** The picture of `file` at `width`, cut to `aspect` (its middle, as the banner's `object-fit: cover` drew it) when given. */
const picture = (file: string, width: number, aspect?: number) =>
  sharp(file)
    .rotate()
    .resize(aspect ? { width, height: Math.round(width / aspect), fit: 'cover' } : { width });

async function placeholder(file: string, aspect?: number): Promise<string> {
  const small = aspect
    ? { width: 100, height: Math.round(100 / aspect), fit: 'cover' as const }
    : { width: 100, height: 100, fit: 'inside' as const };
  const { data, info } = await sharp(file).resize(small).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64url');
}

async function derive(file: string, name: string, aspect?: number): Promise<Entry> {
  const { width, height: photoHeight } = await sharp(file).rotate().metadata();
  const height = aspect ? Math.round(width / aspect) : photoHeight;
  for (const w of widthsOf(width)) {
    await picture(file, w, aspect)
      .avif({ quality: 50, effort: 6 })
      .toFile(join(target, `${name}-${w}.avif`));
    await picture(file, w, aspect)
      .webp({ quality: 72, effort: 6 })
      .toFile(join(target, `${name}-${w}.webp`));
  }
  return { width, height, thumbhash: await placeholder(file, aspect) };
}

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const index: Record<string, Entry> = {};
for (const file of readdirSync(source)
  .filter((f) => f.endsWith('.jpg'))
  .sort()) {
  const name = basename(file, '.jpg');
  index[name] = await derive(join(source, file), name);
  console.log(file, index[name]);
}
for (const photo of new Set(seedBanners.map((banner) => banner.photo))) {
  const cut = `${photo}-banner`;
  index[cut] = { ...(await derive(join(source, `${photo}.jpg`), cut, BANNER_ASPECT)), of: photo };
  console.log(cut, index[cut]);
}
writeFileSync(join(target, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
writeFileSync(join(target, 'CREDITS.md'), readFileSync(join(source, 'CREDITS.md'), 'utf8'));
