/**
 * How a picture URL of this server says its size and placeholder. The contract carries pictures as
 * bare URL strings; a picture the server can size (a seeded photo under /photos/, an upload under
 * /files/) carries `#<width>x<height>:<thumbhash>` in its fragment, which never reaches a server
 * and survives any API host. The server answers `?w=<one of the widths>` in AVIF or WebP by the
 * request's Accept. A URL without the fragment (another host's picture) is drawn as it is.
 */

/** The widths every sized picture exists at (a narrower original stops at its own width). */
export const PHOTO_WIDTHS = [480, 640, 960, 1600] as const;

/** The widths a picture `width` pixels wide is served at. */
export function widthsOf(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
}

/**
 * A sized picture's files as an `<img>` (or an image preload) asks for them: the smallest as its
 * src, every width in its srcset. One function for the screen and the page's head, so a preload and
 * the `<img>` name the same files and the browser reuses what it fetched.
 */
export function sourcesOf(src: string, width: number): { src: string; srcSet: string } {
  const widths = widthsOf(width);
  return { src: `${src}?w=${widths[0]}`, srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', ') };
}

/**
 * Where a picture sits in an answer: keys from the top, `*` for every item of a list. The contract
 * finds them (picture-field.ts); the client, which carries no schemas, reads them.
 */
export type PicturePath = readonly string[];
export const EVERY_ITEM = '*';

export interface PictureInfo {
  /** The URL without its fragment. */
  src: string;
  /** Present when the URL says its size: the server serves it at `widthsOf(width)`. */
  size?: { width: number; height: number; thumbhash: string };
}

const FRAGMENT = /^(.*)#(\d{1,5})x(\d{1,5}):([\w-]{0,64})$/;

/** A sized picture's URL: its path with the size and placeholder in the fragment. */
export function sizedPictureUrl(path: string, size: { width: number; height: number; thumbhash: string }): string {
  return `${path}#${size.width}x${size.height}:${size.thumbhash}`;
}

/** Reads a picture URL: its address and, for a sized picture, its size and placeholder. */
export function readPictureUrl(url: string): PictureInfo {
  const match = FRAGMENT.exec(url);
  if (!match) return { src: url };
  return { src: match[1]!, size: { width: Number(match[2]), height: Number(match[3]), thumbhash: match[4]! } };
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The picture formats a member may upload (what the server's decoder reads), told by the bytes,
 * never by the name or the declared type. HEIC is not among them: the decoder has no HEVC.
 */
const UPLOAD_SIGNATURES: Array<{ mime: string; test: (b: Uint8Array) => boolean }> = [
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/png', test: (b) => PNG.every((v, i) => b[i] === v) },
  { mime: 'image/gif', test: (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a' },
  { mime: 'image/webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
  { mime: 'image/avif', test: (b) => ascii(b, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(b, 8, 12)) },
];

/** Bytes a picture's type can be told from. */
export const PICTURE_HEAD_BYTES = 12;

/** The uploadable picture type of these bytes (their first PICTURE_HEAD_BYTES suffice), or null. */
export function uploadTypeOf(bytes: Uint8Array): string | null {
  return UPLOAD_SIGNATURES.find((s) => s.test(bytes))?.mime ?? null;
}

/** What a file input offers (the bytes decide in the end). */
export const UPLOAD_ACCEPT = UPLOAD_SIGNATURES.map((s) => s.mime).join(',');
