/**
 * Builds the app's own photographs of Seoul from the licensed originals in ../shared/data/photos:
 * AVIF and WebP at 480, 640, 960 and 1600 px wide (never wider than the original), metadata stripped,
 * into mock-server/static/photos/, with index.json (each photo's size and ThumbHash placeholder)
 * and CREDITS.md (source and licence of each). The originals are never shipped; nothing at run time
 * reads ../shared. Run once after the originals change: node --import tsx scripts/photos.ts [DIR]
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { widthsOf } from '../src/shared/pictures';

const source = process.argv[2] ?? join(import.meta.dirname, '../../shared/data/photos');
const target = join(import.meta.dirname, '../mock-server/static/photos');

async function placeholder(file: string): Promise<string> {
  const { data, info } = await sharp(file)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64url');
}

async function derive(file: string): Promise<{ width: number; height: number; thumbhash: string }> {
  const name = basename(file, '.jpg');
  const { width, height } = await sharp(file).rotate().metadata();
  for (const w of widthsOf(width)) {
    const resized = () => sharp(file).rotate().resize({ width: w });
    await resized()
      .avif({ quality: 50, effort: 6 })
      .toFile(join(target, `${name}-${w}.avif`));
    await resized()
      .webp({ quality: 72, effort: 6 })
      .toFile(join(target, `${name}-${w}.webp`));
  }
  return { width, height, thumbhash: await placeholder(file) };
}

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
const index: Record<string, { width: number; height: number; thumbhash: string }> = {};
for (const file of readdirSync(source)
  .filter((f) => f.endsWith('.jpg'))
  .sort()) {
  index[basename(file, '.jpg')] = await derive(join(source, file));
  console.log(file, index[basename(file, '.jpg')]);
}
writeFileSync(join(target, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);
writeFileSync(join(target, 'CREDITS.md'), readFileSync(join(source, 'CREDITS.md'), 'utf8'));
