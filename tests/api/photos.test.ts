import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import index from '../../mock-server/static/photos/index.json' with { type: 'json' };
import { widthsOf } from '../../src/shared/pictures';
import { createTestServer } from '../support/api';

const server = createTestServer();
const webRoot = mkdtempSync(join(tmpdir(), 'tabi-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><html><head><title>app</title></head><body></body></html>');
// With a built client too: its static files and single page must not answer for a photo.
const withClient = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });
const AVIF = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
const names = Object.keys(index) as (keyof typeof index)[];

const get = (path: string, accept = AVIF) => withClient.request(path, { headers: { accept } });

describe('the shipped photographs', () => {
  it('every photo at every width is a real image of that width, AVIF when asked for, WebP otherwise', async () => {
    for (const name of names) {
      for (const width of widthsOf(index[name].width)) {
        for (const [accept, format] of [
          [AVIF, 'heif'],
          ['image/webp,*/*', 'webp'],
          ['*/*', 'webp'],
        ] as const) {
          const res = await get(`/photos/${name}?w=${width}`, accept);
          expect(res.status, `${name} ${width} ${accept}`).toBe(200);
          expect(res.headers.get('content-type')).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
          const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
          expect(meta.format).toBe(format);
          expect(meta.width).toBe(width);
        }
      }
    }
  });

  it('are kept by browsers for a year, per format', async () => {
    const res = await get(`/photos/${names[0]}?w=480`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toMatch(/accept/i);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('without a width, the largest one', async () => {
    const res = await get(`/photos/${names[0]}`);
    expect(res.status).toBe(200);
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta.width).toBe(Math.max(...widthsOf(index[names[0]!].width)));
  });

  it('answers 404, not a file or the page, for an unknown name, width or a path outside the folder', async () => {
    for (const path of [
      '/photos/no-such-photo',
      '/photos/no-such-photo?w=480',
      `/photos/${names[0]}?w=481`,
      `/photos/${names[0]}?w=480.0`,
      `/photos/${names[0]}?w=0480`,
      `/photos/${names[0]}?w=`,
      `/photos/${names[0]}-480.avif`,
      '/photos/index.json',
      '/photos/CREDITS.md',
      '/photos/..%2F..%2Fpackage.json',
      '/photos/%2e%2e%2fpackage.json',
      '/photos/__proto__',
      '/photos/constructor?w=480',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).not.toContain('<title>app</title>');
    }
  });
});

describe("a seeded post's share page", () => {
  it('names its photo at 960 px for link previews, an address the server answers', async () => {
    const { feedId } = server.deps.store.sqlite
      .prepare("SELECT feed_id AS feedId FROM feed_images WHERE url LIKE '/photos/%' ORDER BY feed_id LIMIT 1")
      .get() as { feedId: number };
    const html = await (await withClient.request(`/shareFeedDetail?id=${feedId}`)).text();
    const image = /<meta property="og:image" content="http:\/\/localhost:5170(\/photos\/[\w-]+\?w=960)">/.exec(
      html,
    )?.[1];
    expect(image).toBeDefined();
    const res = await get(image!, 'image/webp,*/*');
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(960);
  });
});
