import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const server = createTestServer();
const control = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(`/__mock${path}`, { headers });

/** HAR 1.2 as the specification names its required fields (what Chromium's import reads). */
const nameValue = z.object({ name: z.string(), value: z.string() }).strict();
const harEntry = z
  .object({
    startedDateTime: z.iso.datetime({ offset: true }),
    time: z.number().min(0),
    request: z
      .object({
        method: z.string(),
        url: z.url(),
        httpVersion: z.string(),
        cookies: z.array(z.unknown()),
        headers: z.array(nameValue),
        queryString: z.array(nameValue),
        postData: z.object({ mimeType: z.string(), text: z.string() }).strict().optional(),
        headersSize: z.number().int(),
        bodySize: z.number().int(),
      })
      .strict(),
    response: z
      .object({
        status: z.number().int(),
        statusText: z.string(),
        httpVersion: z.string(),
        cookies: z.array(z.unknown()),
        headers: z.array(nameValue),
        content: z.object({ size: z.number().int(), mimeType: z.string(), text: z.string().optional() }).strict(),
        redirectURL: z.string(),
        headersSize: z.number().int(),
        bodySize: z.number().int(),
      })
      .strict(),
    cache: z.object({}).strict(),
    timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }).strict(),
    comment: z.string().optional(),
  })
  .strict();
const har = z
  .object({
    log: z
      .object({
        version: z.literal('1.2'),
        creator: z.object({ name: z.string(), version: z.string() }).strict(),
        pages: z.array(z.unknown()),
        entries: z.array(harEntry),
      })
      .strict(),
  })
  .strict();

describe('GET /__mock/requests.har', () => {
  it('exports the calls of a journey as HAR 1.2, oldest first, with bodies, statuses and faults', async () => {
    await server.app.request('/__mock/requests', { method: 'DELETE' });
    const { token } = await server.login();
    await server.request(api.feed.mainFeedList.path, { tab: 'latest' }, { token });
    await server.app.request('/__mock/faults', {
      method: 'POST',
      body: JSON.stringify({ path: api.reference.themeList.path, status: 503, times: 1 }),
    });
    await server.request(api.reference.themeList.path);

    const res = await control('/requests.har');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="requests\.har"/);
    const parsed = har.parse(await res.json());
    const paths = parsed.log.entries.map((e) => new URL(e.request.url).pathname);
    expect(paths).toEqual([
      api.auth.publicKey.path,
      api.auth.loginEmail.path,
      api.feed.mainFeedList.path,
      api.reference.themeList.path,
    ]);
    const feed = parsed.log.entries[2]!;
    expect(feed.request.method).toBe('POST');
    expect(JSON.parse(feed.request.postData!.text)).toEqual({ tab: 'latest' });
    expect(JSON.parse(feed.response.content.text!).result).toBe('success');
    const faulted = parsed.log.entries[3]!;
    expect(faulted.response.status).toBe(503);
    expect(faulted.comment).toMatch(/^fault /);
    // The sign-in's password travels encrypted and no token or cookie is in the log at all.
    expect(JSON.stringify(parsed)).not.toContain(token);
  });

  it('in a sandbox, holds that sandbox’s calls only', async () => {
    await server.app.request(api.reference.themeList.path, {
      method: 'POST',
      headers: { 'x-mock-sandbox': 'har', 'content-type': 'application/json' },
      body: '{}',
    });
    const inside = har.parse(await (await control('/requests.har', { 'x-mock-sandbox': 'har' })).json());
    expect(inside.log.entries.map((e) => new URL(e.request.url).pathname)).toEqual([api.reference.themeList.path]);
    const outside = har.parse(await (await control('/requests.har')).json());
    expect(outside.log.entries.length).toBeGreaterThan(1);
  });
});
