import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';
import { appControl, expectRequest, serverNow, verifyRequests } from '../support/expect-request';

const server = createTestServer();
const control = appControl(server.app);
const inSandbox = (name: string) => appControl(server.app, { 'x-mock-sandbox': name });
const like = api.feed.likeFeed.path;

beforeEach(async () => {
  await server.app.request('/__mock/requests', { method: 'DELETE' });
});

describe('POST /__mock/verify', () => {
  it('counts the calls a member made, matched by method, path and partial body, newest first', async () => {
    const member = await server.signedInUser();
    await member.call(like, { feedId: 1 });
    await member.call(like, { feedId: 2 });
    await member.call(like, { feedId: 1 });
    await member.call(api.reference.themeList.path);

    const onPostOne = await verifyRequests(control, { request: { method: 'post', path: like, body: { feedId: 1 } } });
    expect(onPostOne.count).toBe(2);
    expect(onPostOne.requests.map((r) => JSON.parse(r.requestBody!))).toEqual([{ feedId: 1 }, { feedId: 1 }]);
    expect(onPostOne.requests[0]!.id).toBeGreaterThan(onPostOne.requests[1]!.id);
    // Without an expectation there is nothing to pass or fail.
    expect(onPostOne.pass).toBeUndefined();
    expect((await verifyRequests(control, { request: { path: '/api/feed/*' } })).count).toBe(3);
    expect((await verifyRequests(control, { request: { path: like }, limit: 1 })).requests).toHaveLength(1);
  });

  it('passes and fails on count, atLeast and atMost', async () => {
    const member = await server.signedInUser();
    await member.call(like, { feedId: 3 });
    await member.call(like, { feedId: 3 });
    const twice = { path: like, body: { feedId: 3 } };
    expect(await expectRequest(control, twice, { count: 2 })).toHaveLength(2);
    expect(await expectRequest(control, twice, { atLeast: 1, atMost: 2 })).toHaveLength(2);
    await expect(expectRequest(control, twice, { count: 1 })).rejects.toThrow(/expected exactly 1 .*found 2/);
    await expect(expectRequest(control, twice, { atMost: 1 })).rejects.toThrow(/expected at most 1 .*found 2/);
    await expect(expectRequest(control, twice, { atLeast: 3 })).rejects.toThrow(/expected at least 3 .*found 2/);
    const failed = await verifyRequests(control, { request: twice, expect: { atMost: 1 } });
    expect(failed).toMatchObject({ pass: false, count: 2 });
    // Too many: the matches are the story, not near misses.
    expect(failed.nearMisses).toEqual([]);
  });

  it('lists the nearest misses first, each with a field-by-field difference', async () => {
    const member = await server.signedInUser();
    await member.call(api.reference.themeList.path);
    await member.call(like, { feedId: 4 });
    await member.call(api.place.likePlace.path, { placeId: 4 });

    const answer = await verifyRequests(control, {
      request: { method: 'POST', path: like, body: { feedId: 5 } },
      expect: { count: 1 },
    });
    expect(answer.pass).toBe(false);
    expect(answer.count).toBe(0);
    const [nearest, second] = answer.nearMisses!;
    expect(nearest!.request.path).toBe(like);
    expect(nearest!.differences).toEqual([{ field: 'body.feedId', expected: '5', received: '4' }]);
    expect(second!.request.path).toBe(api.place.likePlace.path);
    expect(second!.differences.map((d) => d.field)).toEqual(['path', 'body.feedId']);
    expect(nearest!.distance).toBeLessThan(second!.distance);
    expect(answer.message).toContain(
      `nearest: #${nearest!.request.id} POST ${like} (body.feedId: expected 5, received 4)`,
    );
  });

  it('matches JSONPath expressions and headers, credentials only as hidden', async () => {
    const member = await server.signedInUser();
    await member.call(api.feed.writeComment.path, { feedId: 1, contents: '사진이 정말 멋져요' }, 'ja', {
      'idempotency-key': 'comment-key-1',
    });
    const pattern = {
      path: api.feed.writeComment.path,
      jsonPaths: [
        '$.feedId',
        { expression: '$.contents', contains: '멋져요' },
        { expression: '$.parentId', absent: true as const },
      ],
      headers: { 'Accept-Language': 'ja', 'idempotency-key': { matches: '^comment-' }, access: '(hidden)' },
    };
    const [call] = await expectRequest(control, pattern, { count: 1 });
    expect(call!.requestHeaders).toMatchObject({ access: '(hidden)', 'accept-language': 'ja' });
    expect(JSON.stringify(call)).not.toContain(member.token);

    const miss = await verifyRequests(control, {
      request: {
        ...pattern,
        jsonPaths: [{ expression: '$.feedId', equalTo: 2 }],
        headers: { 'accept-language': 'ko' },
      },
      expect: { count: 1 },
    });
    expect(miss.nearMisses![0]!.differences).toEqual([
      { field: '$.feedId', expected: '2', received: '1' },
      { field: 'headers.accept-language', expected: '"ko"', received: '"ja"' },
    ]);
  });

  it("keeps to a time window on the server's clock", async () => {
    await server.request(api.reference.themeList.path);
    const start = await serverNow(control);
    server.deps.clock.set(start + 60_000);
    await server.request(api.reference.themeList.path);
    const path = api.reference.themeList.path;
    expect((await verifyRequests(control, { request: { path, since: start + 1 } })).count).toBe(1);
    expect((await verifyRequests(control, { request: { path, until: new Date(start + 1).toISOString() } })).count).toBe(
      1,
    );
    const outside = await verifyRequests(control, {
      request: { path, since: start + 120_000 },
      expect: { atLeast: 1 },
    });
    expect(outside.nearMisses![0]!.differences[0]!.field).toBe('at');
    server.deps.clock.reset();
  });

  it("reads each sandbox's own journal: from the shared data any, from inside one only itself", async () => {
    await server.request(api.reference.themeList.path, {}, { headers: { 'x-mock-sandbox': 'verify-a' } });
    await server.request(api.reference.themeList.path, {}, { headers: { 'x-mock-sandbox': 'verify-a' } });
    await server.request(api.reference.themeList.path, {}, { headers: { 'x-mock-sandbox': 'verify-b' } });
    const path = api.reference.themeList.path;
    expect(await expectRequest(inSandbox('verify-a'), { path }, { count: 2 })).toHaveLength(2);
    expect(await expectRequest(inSandbox('verify-b'), { path }, { count: 1 })).toHaveLength(1);
    // The shared data's journal saw none of them; it may read a sandbox's by name.
    await expectRequest(control, { path }, { count: 0 });
    const named = await verifyRequests(control, { request: { path, sandbox: 'verify-a' } });
    expect(named).toMatchObject({ count: 2, journal: { sandbox: 'verify-a' } });
    // From inside a sandbox, another is as if it did not exist.
    const peek = await inSandbox('verify-b').post('/__mock/verify', { request: { sandbox: 'verify-a' } });
    expect(peek).toEqual({ status: 404, json: { ok: false, error: 'no sandbox named "verify-a"' } });
    expect((await control.post('/__mock/verify', { request: { sandbox: 'nowhere' } })).status).toBe(404);
  });

  it('refuses a bad pattern in the control envelope, naming each wrong field', async () => {
    const { status, json } = await control.post('/__mock/verify', {
      request: { path: 'feed', headers: { x: { matches: '(' } }, jsonPaths: ['feedId'] },
      expect: { count: 1, atLeast: 1 },
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ ok: false });
    const error = (json as { error: string }).error;
    for (const said of [
      'must start with / or *\n  → at request.path',
      'not a regular expression\n  → at request.headers.x.matches',
      'a JSONPath starts with $',
      'count stands alone',
    ])
      expect(error).toContain(said);
    expect((await control.post('/__mock/verify', 'not json')).status).toBe(400);
    expect((await control.post('/__mock/verify', { request: {}, expect: {} })).status).toBe(400);
  });
});
