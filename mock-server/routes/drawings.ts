import type { Handler } from 'hono';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SVG_POLICY } from '../upstream/pictures';

/**
 * The seed's drawings (a kind of place, a gift): hand-written SVG shipped with the server, not rows
 * of `files`, so no sandbox copies them. Two folders up from this file and from the bundles in
 * dist/server and out/main alike, as the shipped scenarios are found.
 */
export const DRAWINGS_FOLDER = fileURLToPath(new URL('../../mock-server/static/drawings/', import.meta.url));

let drawings: Map<string, Buffer> | undefined;

/** Every drawing by its file name, read once: a name is looked up, never joined into a path. */
function shippedDrawings(): Map<string, Buffer> {
  drawings ??= new Map(
    readdirSync(DRAWINGS_FOLDER)
      .filter((name) => name.endsWith('.svg'))
      .map((name) => [name, readFileSync(join(DRAWINGS_FOLDER, name))]),
  );
  return drawings;
}

/** `/drawings/<name>.svg`: a drawing never changes under its name (a new look gets a new name). */
export const serveDrawings: Handler = (c) => {
  const svg = shippedDrawings().get(c.req.param('name') ?? '');
  if (!svg) return c.body(null, 404);
  return c.body(new Uint8Array(svg), 200, {
    'content-type': 'image/svg+xml',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
    // A drawing opened on its own runs nothing and loads nothing (decision 082's policy for SVG).
    'content-security-policy': SVG_POLICY,
  });
};
