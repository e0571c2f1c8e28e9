import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** Issue 38, finding 7: a page reaching the server under another name (DNS rebinding) gets nothing. */
const s = createTestServer();
const themes = (host: string) => s.request(api.reference.themeList.path, {}, { headers: { host } });
const consent = (headers: Record<string, string>) =>
  s.app.request('/oauth/google/consent', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email: 'a@example.com', password: 'secret12', redirect_uri: '/' }).toString(),
  });

describe('the Host a request names', () => {
  it('the API answers loopback names and the public origin, and refuses any other name with 403', async () => {
    for (const host of ['127.0.0.1:5170', 'localhost:5170', '[::1]:5170', new URL(s.deps.config.publicOrigin).host])
      expect((await themes(host)).status).toBe(200);
    for (const host of ['evil.example', 'evil.example:5170', '127.0.0.1.nip.io:5170']) {
      const res = await themes(host);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
    }
  });

  it('the consent page and form refuse another name, and the form refuses a foreign page', async () => {
    expect(
      (await s.app.request('/oauth/google/authorize?redirect_uri=/', { headers: { host: 'evil.example' } })).status,
    ).toBe(403);
    expect((await consent({ host: 'evil.example' })).status).toBe(403);
    expect((await consent({ host: '127.0.0.1:5170', origin: 'http://127.0.0.1:9999' })).status).toBe(403);
    expect((await consent({ host: '127.0.0.1:5170', origin: 'http://127.0.0.1:5170' })).status).not.toBe(403);
  });
});
