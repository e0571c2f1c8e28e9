import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../mock-server/app';
import { escapeHtml } from '../../mock-server/lib/html';
import { renderSharePage } from '../../mock-server/lib/share-page';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** Issue 38, finding 10: `$` patterns in a member's text never copy parts of the page. */
const PAGE = '<html><head><title>Tabi-log</title></head><body><div id="root"></div></body></html>';
const PATTERNS = ['$`', '$&', "$'", '$1', '$$', '$<x>', '$0'];
const at = { lang: 'ko' as const, origin: 'http://localhost:5170', url: 'http://localhost:5170/shareFeedDetail?id=1' };

/** A seeded generator, so a failing title can be found again. */
function randomTexts(seed: number, count: number): string[] {
  const pieces = [...PATTERNS, '$', '`', "'", '&', '<', '>', '"', '1', ' ', '성수', 'カフェ', '</head>'];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + (next() % 12) }, () => pieces[next() % pieces.length]).join(''),
  );
}

const ogContent = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('share pages with replacement patterns in the text', () => {
  it('keep every title and text as written and the page whole (500 fuzzed texts)', () => {
    for (const text of randomTexts(38, 500)) {
      const html = renderSharePage(PAGE, { type: 'article', title: text, description: text }, at);
      expect(ogContent(html, 'og:title')).toBe(escapeHtml(text));
      expect(html.split('<title>')).toHaveLength(2);
      expect(html.startsWith('<html><head><title>Tabi-log</title>')).toBe(true);
      expect(html.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
    }
  });

  it('a post titled with every pattern is shared with that title, through the share page', async () => {
    const server = createTestServer();
    const webRoot = mkdtempSync(join(tmpdir(), 'tabi-share-'));
    writeFileSync(join(webRoot, 'index.html'), PAGE);
    const app = createApp({ ...server.deps, config: { ...server.deps.config, webRoot } });
    const member = await server.signedInUser();
    const title = PATTERNS.join(' ');
    const written = await member.call(api.feed.writeFeed.path, {
      themeId: 1,
      title,
      contents: `본문 ${title}`,
      language: 'ko',
      images: [],
    });
    expect(written.body.result).toBe('success');
    const html = await (await app.request(`/shareFeedDetail?id=${written.body.data.feedId}`)).text();
    expect(ogContent(html, 'og:title')).toBe(escapeHtml(title));
    expect(html.split('<title>')).toHaveLength(2);
  });
});
