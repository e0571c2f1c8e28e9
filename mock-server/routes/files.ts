import type { Handler } from 'hono';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema';
import type { AppDeps } from '../deps';

/** Pictures are immutable once stored (the id names the content), so browsers may keep them. */
export const serveFiles = (deps: AppDeps): Handler => (c) => {
  const row = deps.store.db.select().from(files).where(eq(files.id, c.req.param('id') ?? '')).get();
  if (!row) return c.body(null, 404);
  return c.body(new Uint8Array(row.data), 200, {
    'content-type': row.mime,
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
};
