import type { Handler } from 'hono';
import type { AppDeps } from '../deps';
import { servedFile } from '../services/images';

const WIDTH = /^\d{1,5}$/;

/**
 * Pictures are immutable once stored (the id names the content), so browsers may keep them; an
 * upload comes in AVIF when the request accepts it, WebP otherwise, at the width `?w=` names.
 * Any page may read them (no credentials, public content): a client built for this API host keeps
 * them in its trip packs from its own origin.
 */
export const serveFiles =
  (deps: AppDeps): Handler =>
  async (c) => {
    const w = c.req.query('w');
    if (w !== undefined && !WIDTH.test(w)) return c.body(null, 404);
    const format = /\bimage\/avif\b/.test(c.req.header('accept') ?? '') ? 'avif' : 'webp';
    const file = await servedFile(deps.store.db, c.req.param('id') ?? '', w === undefined ? w : Number(w), format);
    if (!file) return c.body(null, 404);
    return c.body(new Uint8Array(file.data), 200, {
      'content-type': file.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept',
      'access-control-allow-origin': '*',
      'x-content-type-options': 'nosniff',
    });
  };
