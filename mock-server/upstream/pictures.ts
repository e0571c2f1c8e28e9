import { sniffImage } from '../services/images';

/**
 * A picture's path as the API hands it out (`/files/<id>`). No dot segment, slash or escape can
 * be in the id, so a forwarded picture path stays a picture path on the real host.
 */
const PICTURE_PATH = /^\/files\/[\w-][\w.-]*$/;

export const isPicturePath = (path: string): boolean => PICTURE_PATH.test(path);

/**
 * The only request headers a picture is fetched with. Pictures are public: no token or cookie of
 * the real host ever goes with one, so a page of another origin that makes the browser load one
 * gets nothing it could not fetch itself. No conditional header either: a recorded 304 would be
 * an empty picture for the next browser.
 */
export const PICTURE_REQUEST_HEADERS = new Set(['accept', 'accept-language', 'user-agent']);

/** An SVG document by its first element (after an XML declaration, comments or a doctype). */
const SVG_START = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/i;

/** The type of a picture's bytes: the upload formats, or SVG (the seed draws its pictures so). */
const pictureType = (bytes: Buffer): string | null =>
  sniffImage(bytes) ?? (SVG_START.test(bytes.subarray(0, 1024).toString('utf8')) ? 'image/svg+xml' : null);

/**
 * An SVG can hold scripts and links, which would run on this origin if someone opened the picture
 * itself: served sandboxed, with nothing to load.
 */
export const SVG_POLICY = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox";

export interface PictureAnswer {
  status: number;
  /** The type the bytes are (JPEG, PNG, GIF, WebP, SVG); absent when there is no picture to show. */
  contentType?: string;
  cacheControl?: string;
  bytes: Uint8Array<ArrayBuffer>;
  source: 'proxy' | 'replay';
}

/**
 * What of a real host's (or a recording's) picture answer this origin serves: a 200 only when the
 * bytes are a picture, typed by the bytes, never by what the host or the file claims. Anything
 * else (a page, a script, a redirect) is served as its status without a body: on this origin a
 * served page or script could call the API with the visitor's session.
 */
export function servedPicture(
  status: number,
  headers: Iterable<[string, string]>,
  bytes: Uint8Array<ArrayBuffer>,
  source: PictureAnswer['source'],
): PictureAnswer {
  const cacheControl = [...headers].find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
  const contentType =
    status === 200 ? pictureType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : null;
  if (!contentType) return { status: status === 200 ? 502 : status, bytes: new Uint8Array(), source };
  return { status, contentType, ...(cacheControl && { cacheControl }), bytes, source };
}
