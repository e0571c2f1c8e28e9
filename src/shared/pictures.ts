/**
 * How a picture URL of this server says its size and placeholder. The contract carries pictures as
 * bare URL strings; a picture the server can size (a seeded photo under /photos/, an upload under
 * /files/) carries `#<width>x<height>:<thumbhash>` in its fragment, which never reaches a server
 * and survives any API host. The server answers `?w=<one of the widths>` in AVIF or WebP by the
 * request's Accept. A URL without the fragment (another host's picture) is drawn as it is.
 */

/** The widths every sized picture exists at (a narrower original stops at its own width). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const;

/** The widths a picture `width` pixels wide is served at. */
export function widthsOf(width: number): number[] {
  return [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
}

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
