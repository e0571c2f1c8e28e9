import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real pictures the server's decoder reads: a red 1×1 PNG and a green 2×1 JPEG. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGN4Z2wMAANnAVV2kQURAAAAAElFTkSuQmCC';
export const TINY_JPEG =
  'data:image/jpeg;base64,/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAH/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAARn/2Q==';

export const dataUrlOf = (bytes: Buffer, mime = 'image/jpeg') => `data:${mime};base64,${bytes.toString('base64')}`;

/** A photo never uploaded before (random pixels): its bytes grow with its size. */
export function noisePhoto(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A plain picture of a size (quick to encode at any width). */
export function plainPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
}

/** Where a phone's camera stood: Gwanghwamun, in EXIF's GPS block. */
export const GPS_EXIF = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '37/1 34/1 33/1',
  GPSLongitudeRef: 'E',
  GPSLongitude: '126/1 58/1 37/1',
};

/**
 * A phone photo as a camera writes it: stored sideways (left half red, right half blue, 300×200)
 * with EXIF orientation 6 (shown turned a quarter clockwise: 200×300, red on top), a camera make
 * and the GPS position.
 */
export async function sidewaysPhotoWithGps(): Promise<Buffer> {
  const red = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg()
    .withExif({ IFD0: { Make: 'TabiCam' }, IFD3: GPS_EXIF })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The start of a HEIC photo (an iPhone's default): an ISO box naming the `heic` brand. */
export const HEIC_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'),
  randomBytes(64),
]);
