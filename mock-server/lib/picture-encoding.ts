import sharp from 'sharp';
import { rgbaToThumbHash } from 'thumbhash';
import { PHOTO_WIDTHS } from '../../src/shared/pictures';

/** A served format: AVIF where the browser takes it, WebP otherwise. */
export type PictureFormat = 'avif' | 'webp';

/**
 * Encoder settings of uploads, chosen for time (tests/bench/uploads.ts prints the figures): AVIF
 * effort 2 costs a fraction of the default effort 4 for the same quality, WebP effort 4 little.
 */
const ENCODE: Record<PictureFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72, effort: 4 }),
};

/** Pixels a decoded upload may hold: a 48 MP phone photo, not a decompression bomb. */
const MAX_INPUT_PIXELS = 2 ** 26;
const WIDEST = Math.max(...PHOTO_WIDTHS);

/** The ThumbHash placeholder (base64url) of a picture. */
export async function thumbhashOf(input: Buffer | string): Promise<string> {
  const { data, info } = await sharp(input)
    .resize(100, 100, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Buffer.from(rgbaToThumbHash(info.width, info.height, data)).toString('base64url');
}

export interface CleanPicture {
  /** WebP, orientation applied, no metadata, at most the widest served width. */
  data: Buffer;
  width: number;
  height: number;
  thumbhash: string;
}

/**
 * The upload as the server keeps it: decoded (the first frame of an animation), turned upright
 * by its EXIF orientation, shrunk to the widest served size, re-encoded without any metadata
 * (sharp writes none unless asked: no EXIF, GPS, XMP or ICC leaves with it). Null when the bytes
 * do not decode as a picture.
 */
export async function cleanPicture(bytes: Buffer): Promise<CleanPicture | null> {
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: WIDEST, withoutEnlargement: true })
      .webp({ quality: 90, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, thumbhash: await thumbhashOf(data) };
  } catch {
    return null;
  }
}

/** A kept upload at a served width and format. */
export function encodeVariant(clean: Buffer, width: number, format: PictureFormat): Promise<Buffer> {
  return ENCODE[format](sharp(clean).resize({ width, withoutEnlargement: true })).toBuffer();
}
