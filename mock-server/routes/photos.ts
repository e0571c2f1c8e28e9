import type { Handler } from 'hono';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { widthsOf } from '../../src/shared/pictures';

interface PhotoSize {
  width: number;
  height: number;
}

/** The folder's list of photos (index.json, written by scripts/photos.ts), read once. */
function readIndex(folder: string): Map<string, PhotoSize> {
  const raw = JSON.parse(readFileSync(join(folder, 'index.json'), 'utf8')) as Record<string, PhotoSize>;
  return new Map(Object.entries(raw));
}

const acceptsAvif = (accept: string | undefined) => /\bimage\/avif\b/.test(accept ?? '');

/**
 * The shipped photographs (`/photos/<name>?w=<width>`), AVIF to a browser that says it reads it,
 * WebP otherwise. A name is looked up in the folder's index, never joined into a path as given, so
 * no request reaches another file. Without `w` the largest width is served. The files never change
 * under a name: browsers keep them for a year.
 */
export function servePhotos(folder: string): Handler {
  let index: Map<string, PhotoSize> | undefined;
  return async (c) => {
    index ??= readIndex(folder);
    const name = c.req.param('name') ?? '';
    const photo = index.get(name);
    if (!photo) return c.body(null, 404);
    const widths = widthsOf(photo.width);
    const asked = c.req.query('w');
    const width = asked === undefined ? widths.at(-1)! : Number(asked);
    if (!widths.includes(width) || (asked !== undefined && String(width) !== asked)) return c.body(null, 404);
    const format = acceptsAvif(c.req.header('accept')) ? 'avif' : 'webp';
    const bytes = await readFile(join(folder, `${name}-${width}.${format}`));
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': `image/${format}`,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'x-content-type-options': 'nosniff',
    });
  };
}
