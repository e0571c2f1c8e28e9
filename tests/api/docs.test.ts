import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { createTestServer } from '../support/api';

const server = createTestServer();
const remote = { incoming: { socket: { remoteAddress: '192.168.0.9' } } };

describe('the API reference at /__mock/docs', () => {
  it('is a page without inline script that loads Redoc and the document from this server', async () => {
    const res = await server.app.request('/__mock/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    // Scripts from this server only; no inline script, no CDN.
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toEqual([' type="module" src="/__mock/docs/start.js"']);
    expect(scripts.every(([, , body]) => body!.trim() === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);

    const start = await server.app.request('/__mock/docs/start.js');
    expect(start.headers.get('content-type')).toContain('text/javascript');
    const code = await start.text();
    expect(code).toContain('./redoc.js');
    expect(code).toContain('/__mock/openapi.json');
    expect(code).toContain('disableTelemetry: true');

    const redoc = await server.app.request('/__mock/docs/redoc.js');
    expect(redoc.status).toBe(200);
    expect(redoc.headers.get('content-type')).toContain('text/javascript');
    const bundle = await redoc.text();
    expect(bundle.length).toBeGreaterThan(500_000);
    expect(bundle).toMatch(/export\s*\{[^}]*\binit\b/);
  });

  it('is the control API: refused off loopback, and with the token carries it to its script', async () => {
    expect((await server.app.request('/__mock/docs', {}, remote)).status).toBe(403);
    expect((await server.app.request('/__mock/docs/redoc.js', {}, remote)).status).toBe(403);
    const withToken = createApp({ ...server.deps, config: { ...server.deps.config, controlToken: 'a"b<c' } });
    const page = await withToken.request('/__mock/docs?token=a%22b%3Cc', {}, remote);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('src="/__mock/docs/start.js?token=a%22b%3Cc"');
    const script = await withToken.request('/__mock/docs/redoc.js?token=a%22b%3Cc', {}, remote);
    expect(script.status).toBe(200);
  });
});
