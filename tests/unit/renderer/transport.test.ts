import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../src/shared/api';
import { ApiError, createTransport, type TransportDeps } from '../../../src/renderer/lib/transport';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function setup(route: (path: string, headers: Record<string, string>) => Reply | Promise<Reply>) {
  let token: string | null = 'old-token';
  const calls: Array<{ path: string; headers: Record<string, string>; body: string; credentials?: string }> = [];
  const deps: TransportDeps = {
    baseUrl: () => 'http://api.test',
    fetch: vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const path = String(input).replace('http://api.test', '');
      const headers = init!.headers as Record<string, string>;
      calls.push({ path, headers, body: String(init!.body), credentials: init!.credentials });
      const reply = await route(path, headers);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: reply.headers,
      });
    }) as unknown as typeof fetch,
    token: {
      get: () => token,
      set: (t) => {
        token = t;
      },
      clear: () => {
        token = null;
      },
    },
    language: () => 'ja',
    loading: { start: vi.fn(), end: vi.fn() },
    reload: vi.fn(),
  };
  return { transport: createTransport(deps), deps, calls, token: () => token };
}

const ok = (data: unknown): Reply => ({ status: 200, body: { result: 'success', message: 'OK', data } });

describe('transport', () => {
  it('posts JSON with the access and Accept-Language headers and cookies', async () => {
    const { transport, calls } = setup(() => ok([]));
    await transport.call(api.reference.themeList);
    expect(calls[0]).toMatchObject({ path: '/api/theme/theme-list', body: '{}', credentials: 'include' });
    expect(calls[0]!.headers).toMatchObject({
      access: 'old-token',
      'accept-language': 'ja',
      'content-type': 'application/json',
    });
  });

  it('a 401 answered after another call already reissued replays with the new token, no second reissue', async () => {
    let release!: () => void;
    const late = new Promise<void>((resolve) => (release = resolve));
    const { transport, calls } = setup(async (path, headers) => {
      if (path === api.auth.reissue.path)
        return { status: 200, body: { result: 'success', message: 'OK' }, headers: { access: 'new-token' } };
      if (headers.access === 'new-token') return ok({ balance: 1, cumulative: 1, earned: 1, used: 0 });
      if (path === api.user.userInfo.path) await late; // answers its 401 only after the reissue
      return { status: 401, body: { result: 'error', message: 'x', code: 'UNAUTHORIZED' } };
    });
    const slow = transport.call(api.user.userInfo);
    await transport.call(api.user.userPoint);
    release();
    await slow;
    expect(calls.filter((c) => c.path === api.auth.reissue.path)).toHaveLength(1);
  });

  it('concurrent 401s cause one reissue, then every request replays with the new token', async () => {
    const { transport, calls, token } = setup((path, headers) => {
      if (path === api.auth.reissue.path)
        return { status: 200, body: { result: 'success', message: 'OK' }, headers: { access: 'new-token' } };
      return headers.access === 'new-token'
        ? ok({ balance: 1, cumulative: 1, earned: 1, used: 0 })
        : { status: 401, body: { result: 'error', message: 'x', code: 'UNAUTHORIZED' } };
    });
    const results = await Promise.all([1, 2, 3].map(() => transport.call(api.user.userPoint)));
    expect(results).toHaveLength(3);
    expect(calls.filter((c) => c.path === api.auth.reissue.path)).toHaveLength(1);
    expect(calls.filter((c) => c.path === api.user.userPoint.path && c.headers.access === 'new-token')).toHaveLength(3);
    expect(token()).toBe('new-token');
  });

  it('a failed refresh clears the token, reloads, and rejects the call', async () => {
    const { transport, deps, token } = setup(() => ({
      status: 401,
      body: { result: 'error', message: 'login', code: 'UNAUTHORIZED' },
    }));
    await expect(transport.call(api.user.userPoint)).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(token()).toBeNull();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('another 4xx clears the token and rejects', async () => {
    const { transport, token } = setup(() => ({
      status: 403,
      body: { result: 'error', message: 'no', code: 'FORBIDDEN' },
    }));
    await expect(transport.call(api.reference.themeList)).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
    expect(token()).toBeNull();
  });

  it("a host without an extension call answers 404: the sign-in stays and the call is named missing; a spec call's 404 still signs out", async () => {
    const { transport, deps, token } = setup(() => ({ status: 404, body: '<html>Not Found</html>' }));
    const lacking = vi.fn();
    const withLacking = createTransport({ ...deps, lacking });
    await expect(withLacking.call(api.feed.bookmarkList, {})).rejects.toMatchObject({ code: 'EXTENSION_MISSING' });
    expect(lacking).toHaveBeenCalledWith(api.feed.bookmarkList.path);
    expect(token()).toBe('old-token');
    await expect(transport.call(api.feed.mainFeedList, {})).rejects.toMatchObject({ status: 404 });
    expect(token()).toBeNull();
  });

  it('a 5xx becomes the Korean server-error message and keeps the token', async () => {
    const { transport, token } = setup(() => ({ status: 502, body: '<html>bad gateway</html>' }));
    const error = await transport.call(api.reference.themeList).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '[502] 서버 오류가 발생했습니다', code: 'SERVER_ERROR' });
    expect(token()).toBe('old-token');
  });

  it('an OK answer whose result is not success is rejected with its code and message', async () => {
    const { transport } = setup(() => ({
      status: 200,
      body: { result: 'error', message: '품절된 상품입니다.', code: 'SOLD_OUT' },
    }));
    await expect(transport.call(api.reference.themeList)).rejects.toMatchObject({
      code: 'SOLD_OUT',
      message: '품절된 상품입니다.',
    });
  });

  it('a write with an idempotency key carries it, also when replayed after a reissue; other calls carry none', async () => {
    const { transport, calls } = setup((path, headers) =>
      path === api.auth.reissue.path
        ? { status: 200, body: { result: 'success', message: 'OK' }, headers: { access: 'new-token' } }
        : headers.access === 'new-token'
          ? ok({ likeCount: 1, myLikes: 1 })
          : { status: 401, body: { result: 'error', message: 'x', code: 'UNAUTHORIZED' } },
    );
    await transport.call(api.feed.likeFeed, { feedId: 1 }, { idempotencyKey: 'key-123456' });
    const likes = calls.filter((c) => c.path === api.feed.likeFeed.path);
    expect(likes.map((c) => c.headers['idempotency-key'])).toEqual(['key-123456', 'key-123456']);
    expect(calls.find((c) => c.path === api.auth.reissue.path)!.headers['idempotency-key']).toBeUndefined();
  });

  it('a dropped connection is a NETWORK error', async () => {
    const { transport } = setup(() => {
      throw new TypeError('fetch failed');
    });
    await expect(transport.call(api.reference.themeList)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('opens and closes the loading indicator once per call, even on failure; silent calls do not', async () => {
    const { transport, deps } = setup(() => ({ status: 500 }));
    await transport.call(api.reference.themeList).catch(() => undefined);
    await transport.call(api.reference.themeList, {}, { silent: true }).catch(() => undefined);
    expect(deps.loading.start).toHaveBeenCalledTimes(1);
    expect(deps.loading.end).toHaveBeenCalledTimes(1);
  });

  it('every picture of an answer is drawn from the API host, its size fragment kept; other hosts and nulls stay', async () => {
    const { transport } = setup(() =>
      ok({
        id: 1,
        images: ['/files/abc#1600x900:AbC-1', 'https://cdn.example/x.jpg', '/photos/han-river#960x640:x'],
        author: { id: 2, nickname: 'ゆい', profileImage: null },
        title: '/files/not-a-picture',
      }),
    );
    const post = (await transport.call(api.feed.feedDetail, { feedId: 1 })) as unknown as Record<string, unknown>;
    expect(post.images).toEqual([
      'http://api.test/files/abc#1600x900:AbC-1',
      'https://cdn.example/x.jpg',
      'http://api.test/photos/han-river#960x640:x',
    ]);
    expect(post.author).toEqual({ id: 2, nickname: 'ゆい', profileImage: null });
    expect(post.title).toBe('/files/not-a-picture');
  });

  it('the contract marks the pictures of the feed, places, the shop, banners, plans and members', () => {
    const paths = (e: { pictures?: readonly (readonly string[])[] }) => (e.pictures ?? []).map((p) => p.join('.'));
    expect(paths(api.feed.mainFeedList)).toEqual(['items.*.imageUrl', 'items.*.author.profileImage']);
    expect(paths(api.place.placeDetail)).toEqual(['thumbnail', 'images.*', 'feeds.*.thumbnail']);
    expect(paths(api.pointShop.productDetail)).toEqual(['imageUrl', 'images.*']);
    expect(paths(api.notice.bannerList)).toEqual(['*.imageUrl']);
    expect(paths(api.travel.planDetail)).toEqual(['dayList.*.items.*.place.image', 'dayList.*.items.*.feed.image']);
    expect(paths(api.user.userInfo)).toEqual(['profileImage']);
    expect(paths(api.reference.themeList)).toEqual([]);
  });
});
