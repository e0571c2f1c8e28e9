import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWINGS_FOLDER } from '../../mock-server/routes/drawings';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const server = createTestServer();
const get = (path: string) => server.app.request(path);

describe('/drawings/', () => {
  it('serves every gift and place drawing the API hands out, immutable, as sandboxed SVG', async () => {
    const member = await server.signedInUser();
    const list = await member.call(api.pointShop.productList.path, { size: 20 });
    expect(list.body.result).toBe('success');
    const pictures = (list.body.data.items as Array<{ imageUrl: string }>).map((p) => p.imageUrl);
    expect(pictures).toHaveLength(12);
    const cathedral = server.store.sqlite
      .prepare("SELECT images FROM places WHERE name_en = 'Myeongdong Cathedral'")
      .get() as { images: string };
    pictures.push(...(JSON.parse(cathedral.images) as string[]));
    for (const url of pictures) {
      expect(url).toMatch(/^\/drawings\/[\w-]+\.svg$/);
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
      expect(await res.text()).toBe(readFileSync(join(DRAWINGS_FOLDER, url.slice('/drawings/'.length)), 'utf8'));
    }
  });

  it('answers 404 for a name it does not ship and never reads outside its folder', async () => {
    for (const path of [
      '/drawings/unicorn.svg',
      '/drawings/cathedral',
      '/drawings/CATHEDRAL.SVG',
      `/drawings/${encodeURIComponent('../../../package.json')}`,
      `/drawings/${encodeURIComponent('../routes/drawings.ts')}`,
      '/drawings/..%2f..%2fapp.ts',
      '/drawings/%2e%2e/%2e%2e/app.ts',
      '/drawings/../../package.json',
      '/drawings/photos/../cathedral.svg/x',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type') ?? '', path).not.toMatch(/svg|javascript|typescript/);
      expect(await res.text(), path).not.toMatch(/"name": "tabi|import /);
    }
  });
});
