import type { Handler } from 'hono';
import type { AppDeps } from '../deps';
import { storedFile } from '../services/images';

/** Pictures are immutable once stored (the id names the content), so browsers may keep them. */
export const serveFiles =
  (deps: AppDeps): Handler =>
  (c) => {
    const row = storedFile(deps.store.db, c.req.param('id') ?? '');
    if (!row) return c.body(null, 404);
    return c.body(new Uint8Array(row.data), 200, {
      'content-type': row.mime,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  };
