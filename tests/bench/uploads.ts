/**
 * What an upload costs the server: a 12 MP phone photo (one of the app's own photos, enlarged to
 * 4032×3024 and saved as a camera would) read into the kept picture, then each served variant
 * encoded on its first request. Prints milliseconds and bytes; run: node --import tsx tests/bench/uploads.ts
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { cleanPicture, encodeVariant } from '../../mock-server/lib/picture-encoding';
import { widthsOf } from '../../src/shared/pictures';

const photos = join(import.meta.dirname, '../../mock-server/static/photos');
const source = join(
  photos,
  readdirSync(photos).find((f) => f.endsWith('-1600.webp'))!,
);
const phone = await sharp(source).resize(4032, 3024, { fit: 'cover' }).jpeg({ quality: 92 }).toBuffer();

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
};

const [clean, readMs] = await timed(() => cleanPicture(phone));
console.log(
  `upload ${(phone.length / 1e6).toFixed(1)} MB JPEG → kept WebP ${clean!.width}×${clean!.height}, ${Math.round(clean!.data.length / 1024)} KB: ${readMs} ms`,
);
for (const width of widthsOf(clean!.width))
  for (const format of ['avif', 'webp'] as const) {
    const [bytes, ms] = await timed(() => encodeVariant(clean!.data, width, format));
    console.log(`first request ${format} ${width} px: ${ms} ms, ${Math.round(bytes.length / 1024)} KB`);
  }
