import { Hono } from 'hono';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from '../lib/html';

/**
 * Redoc's browser build: beside the server bundle (copied there by its build, for the package, which
 * has no Redocly CLI), else as Redocly CLI (a pinned dev dependency) ships it for `build-docs`. Served
 * from this machine, so the reference renders offline and under the pages' CSP (no inline script).
 */
function redocScript(): string | null {
  const beside = fileURLToPath(new URL('./redoc.standalone.js', import.meta.url));
  if (existsSync(beside)) return readFileSync(beside, 'utf8');
  try {
    const cli = dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json'));
    const file = join(cli, 'lib', 'chunks', 'redoc.standalone.js');
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  } catch {
    return null;
  }
}

/** Starts Redoc on the document; the page's `?token=` (the control token, when needed) goes along with each fetch. */
const START = `const { init } = await import(\`./redoc.js\${location.search}\`);
init(\`/__mock/openapi.json\${location.search}\`, { disableTelemetry: true }, document.getElementById('redoc'));
`;

const page = (query: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tabi-log API reference</title>
<script type="module" src="/__mock/docs/start.js${query}"></script>
</head>
<body>
<div id="redoc"></div>
</body>
</html>
`;

/** `/__mock/docs`: the API reference rendered by Redoc from the OpenAPI document. */
export function docsRoutes(): Hono {
  const docs = new Hono();
  let script: string | null | undefined;
  const query = (url: string) => {
    const token = new URL(url).searchParams.get('token');
    return token ? `?token=${encodeURIComponent(token)}` : '';
  };
  docs.get('/docs', (c) => {
    script ??= redocScript();
    if (!script) return c.text('The API reference needs Redocly CLI: run npm install.', 404);
    return c.html(page(escapeHtml(query(c.req.url))));
  });
  docs.get('/docs/start.js', (c) => c.body(START, 200, { 'content-type': 'text/javascript; charset=utf-8' }));
  docs.get('/docs/redoc.js', (c) => {
    script ??= redocScript();
    if (!script) return c.notFound();
    return c.body(script, 200, { 'content-type': 'text/javascript; charset=utf-8' });
  });
  return docs;
}
