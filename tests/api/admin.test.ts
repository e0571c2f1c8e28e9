import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema';
import { createApp } from '../../mock-server/app';
import { api } from '../../src/shared/api';
import type { AuditEntry } from '../../src/shared/admin';
import { createTestServer } from '../support/api';

const server = createTestServer();
const { db } = server.store;
type Member = Awaited<ReturnType<typeof server.signedInUser>>;

const admin = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const res = await server.app.request(`/__mock/admin${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
};
const ok = async (res: Promise<{ body: { result: string; data?: any; code?: string } }>) => {
  const { body } = await res;
  expect(body.result, JSON.stringify(body)).toBe('success');
  return body.data;
};
const auditCount = async () => ((await admin('GET', '/audit?limit=1000')).json as AuditEntry[]).length;
/** Runs an admin action and checks it wrote exactly `entries` audit rows (one per action, one per order shipped). */
const audited = async (method: string, path: string, body?: unknown, entries = 1) => {
  const before = await auditCount();
  const res = await admin(method, path, body);
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  expect(await auditCount()).toBe(before + entries);
  return res.json;
};
const post = (title: string) => ({
  themeId: 1,
  title,
  contents: `${title} 명동 산책 기록`,
  language: 'ko',
  images: [],
});
const KR_ORDER = {
  country: 'KR',
  recipient: { lastName: '김', firstName: '민지', phone: '010-1234-5678' },
  address: { zip: '04524', basic: '서울 중구 세종대로 110', detail: '301호' },
};
const JP_ORDER = {
  country: 'JP',
  recipient: { lastName: '山田', firstName: '花子', phone: '090-1234-5678' },
  address: { zip: '1500001', prefecture: '東京都', city: '渋谷区神宮前', block: '1-2-3' },
};

let author: Member;
let reader: Member;
beforeAll(async () => {
  author = await server.signedInUser({ points: 100_000, missionMet: true });
  reader = await server.signedInUser({ points: 100_000, missionMet: true, language: 'ja' });
});

describe('guard', () => {
  const remote = { incoming: { socket: { remoteAddress: '192.168.0.9' } } };
  const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };

  it('refuses another machine without the token, and another local page, changing nothing', async () => {
    const target = author.id;
    const before = db.select().from(users).where(eq(users.id, target)).get()!.pointBalance;
    const body = JSON.stringify({ amount: 1_000_000, reason: 'x' });
    const fromAfar = await server.app.request(`/__mock/admin/users/${target}/points`, { method: 'POST', body }, remote);
    expect(fromAfar.status).toBe(403);
    const attempts: Array<Record<string, string>> = [
      { origin: 'http://127.0.0.1:5222', 'content-type': 'text/plain;charset=UTF-8' },
      { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
    ];
    for (const headers of attempts) {
      const res = await server.app.request(
        `/__mock/admin/users/${target}/points`,
        { method: 'POST', headers: { host: '127.0.0.1:5170', ...headers }, body },
        local,
      );
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(db.select().from(users).where(eq(users.id, target)).get()!.pointBalance).toBe(before);
  });

  it('answers the token from anywhere when one is configured', async () => {
    const withToken = createApp({ ...server.deps, config: { ...server.deps.config, controlToken: 's3cret' } });
    expect((await withToken.request('/__mock/admin/audit', {}, remote)).status).toBe(403);
    expect(
      (await withToken.request('/__mock/admin/audit', { headers: { 'x-control-token': 's3cret' } }, remote)).status,
    ).toBe(200);
  });

  it('answers bad input with a clear 400 or 404, never a crash', async () => {
    expect(await admin('POST', '/feeds/1/hide', '{not json')).toMatchObject({
      status: 400,
      json: { error: 'the body must be JSON' },
    });
    const wrong = await admin('POST', `/users/${author.id}/points`, { amount: 'lots', reason: '' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error).toContain('amount');
    expect(wrong.json.error).toContain('reason');
    expect((await admin('POST', '/orders/999999/cancel', { reason: 'x' })).status).toBe(404);
    expect(
      (
        await admin('POST', '/banners', {
          titleKo: 'a',
          titleJa: 'a',
          imageUrl: '/files/1',
          linkPath: 'javascript:alert(1)',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await admin('POST', '/banners', {
          titleKo: 'a',
          titleJa: 'a',
          imageUrl: '//evil.example/x.png',
          linkPath: '/pointShop',
        })
      ).status,
    ).toBe(400);
    expect((await admin('PATCH', '/notices/1', {})).status).toBe(405);
    expect((await admin('GET', '/nothing')).status).toBe(404);
  });

  it('publishes the admin calls in the OpenAPI document', async () => {
    const doc = (await (await server.app.request('/__mock/openapi.json')).json()) as { paths: Record<string, any> };
    expect(doc.paths['/__mock/admin/orders/{id}/status']!.post.requestBody).toBeDefined();
    expect(doc.paths['/__mock/admin/notices/{id}']!.put.tags).toEqual(['admin']);
  });
});

describe('reports and hiding', () => {
  it('groups reports by target; hiding one hides the post and resolves every report of it', async () => {
    const feedId = (await ok(author.call(api.feed.writeFeed.path, post('신고될 글 보라색')))).feedId;
    const third = await server.signedInUser();
    await ok(reader.call(api.feed.bookmark.path, { feedId, bookmarked: true }));
    await ok(reader.call(api.feed.reportFeed.path, { feedId, reason: 'スパム' }));
    await ok(third.call(api.feed.reportFeed.path, { feedId, reason: '광고' }));
    const groups = (await admin('GET', '/reports?state=open')).json as any[];
    const group = groups.find((g) => g.targetType === 'feed' && g.targetId === feedId);
    expect(group).toMatchObject({ count: 2, state: 'open', author: { id: author.id } });
    expect(group.reasons.sort()).toEqual(['スパム', '광고'].sort());
    expect(group.content.title).toBe('신고될 글 보라색');

    const result = await audited('POST', `/reports/${group.id}/resolve`, { action: 'hide', reason: '광고성 게시물' });
    expect(result).toEqual({ state: 'hidden', resolved: 2 });
    // Reporters see their report handled.
    const mine = await ok(reader.call(api.user.myReports.path, {}));
    expect(mine.items[0]).toMatchObject({ targetType: 'feed', targetId: feedId, state: 'hidden' });
    // The author sees the post, marked hidden with the reason.
    const own = await ok(author.call(api.feed.feedDetail.path, { feedId }));
    expect(own.hiddenReason).toBe('광고성 게시물');
    const ownList = await ok(author.call(api.feed.userFeed.path, {}));
    expect(ownList.items.find((p: any) => p.id === feedId)?.hiddenReason).toBe('광고성 게시물');
    // Others no longer find it anywhere.
    expect((await reader.call(api.feed.feedDetail.path, { feedId })).body.code).toBe('NOT_FOUND');
    const latest = await ok(reader.call(api.feed.mainFeedList.path, { tab: 'latest', size: 50 }));
    expect(latest.items.map((p: any) => p.id)).not.toContain(feedId);
    const found = await ok(reader.call(api.search.feed.path, { query: '보라색' }));
    expect(found.items.map((p: any) => p.id)).not.toContain(feedId);
    const theirs = await ok(reader.call(api.feed.userFeed.path, { userId: author.id }));
    expect(theirs.items.map((p: any) => p.id)).not.toContain(feedId);
    expect(theirs.profile.feedCount).toBe(ownList.profile.feedCount - 1);
    const saved = await ok(reader.call(api.feed.bookmarkList.path, {}));
    expect(saved.items.map((p: any) => p.id)).not.toContain(feedId);
    expect((await reader.call(api.feed.likeFeed.path, { feedId })).body.code).toBe('NOT_FOUND');
    expect((await reader.call(api.feed.writeComment.path, { feedId, contents: 'x' })).body.code).toBe('NOT_FOUND');

    await audited('POST', `/feeds/${feedId}/restore`, {});
    expect((await ok(reader.call(api.feed.feedDetail.path, { feedId }))).hiddenReason).toBeNull();
    const again = await ok(reader.call(api.search.feed.path, { query: '보라색' }));
    expect(again.items.map((p: any) => p.id)).toContain(feedId);
  });

  it("a hidden post reads as removed in another member's plan, and the dismissed report is handled", async () => {
    const feedId = (await ok(author.call(api.feed.writeFeed.path, post('계획에 담긴 글')))).feedId;
    const startDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const regions = await ok(server.request(api.reference.regionList.path));
    const planId = (
      await ok(
        reader.call(api.travel.savePlan.path, { title: 'trip', regionIds: [regions[0].id], startDate, nights: 1 }),
      )
    ).planId;
    await ok(reader.call(api.travel.addDayFeed.path, { planId, day: 1, feedId }));
    await audited('POST', `/feeds/${feedId}/hide`, { reason: '저작권 침해' });
    const plan = await ok(reader.call(api.travel.planDetail.path, { planId }));
    // Neither its title nor its picture reaches the other member.
    expect(plan.dayList[0].items[0].feed).toEqual({ id: feedId, title: '', image: null, place: null, deleted: true });
    const own = await ok(author.call(api.feed.feedDetail.path, { feedId }));
    expect(own.title).toBe('계획에 담긴 글');

    await ok(
      reader.call(api.feed.reportFeed.path, {
        feedId: (await ok(author.call(api.feed.writeFeed.path, post('멀쩡한 글')))).feedId,
        reason: '?',
      }),
    );
    const open = ((await admin('GET', '/reports?state=open')).json as any[])[0];
    expect(
      await audited('POST', `/reports/${open.id}/resolve`, { action: 'dismiss', reason: '문제 없음' }),
    ).toMatchObject({ state: 'dismissed' });
    const mine = await ok(reader.call(api.user.myReports.path, {}));
    expect(mine.items[0]).toMatchObject({ state: 'dismissed', resolvedAt: expect.any(Number) });
    expect((await admin('POST', `/reports/${open.id}/resolve`, { action: 'dismiss', reason: 'x' })).status).toBe(400);
  });

  it('hides a feed comment and a place comment: counts follow, the author still sees theirs', async () => {
    const feedId = (await ok(reader.call(api.feed.writeFeed.path, post('댓글 달릴 글')))).feedId;
    const commentId = (await ok(author.call(api.feed.writeComment.path, { feedId, contents: '나쁜 댓글' }))).commentId;
    const countBefore = (await ok(reader.call(api.feed.feedDetail.path, { feedId }))).commentCount;
    await audited('POST', `/comments/${commentId}/hide`, { reason: '욕설' });
    expect((await ok(reader.call(api.feed.commentList.path, { feedId }))).items).toEqual([]);
    expect((await ok(reader.call(api.feed.feedDetail.path, { feedId }))).commentCount).toBe(countBefore - 1);
    const own = await ok(author.call(api.feed.commentList.path, { feedId }));
    expect(own.items[0]).toMatchObject({ id: commentId, hiddenReason: '욕설' });
    // Its reward stays (hiding is not the author undoing it), and the author may still delete it.
    expect((await ok(author.call(api.feed.deleteComment.path, { commentId }))).takenBack).toBeGreaterThanOrEqual(0);
    expect((await ok(reader.call(api.feed.feedDetail.path, { feedId }))).commentCount).toBe(countBefore - 1);

    const placeId = (server.store.sqlite.prepare('SELECT id FROM places ORDER BY id LIMIT 1').get() as { id: number })
      .id;
    const placeComment = (await ok(author.call(api.place.writeComment.path, { placeId, contents: '장소 댓글 광고' })))
      .commentId;
    await audited('POST', `/comments/${placeComment}/hide`, { reason: '광고', type: 'placeComment' });
    const seen = await ok(reader.call(api.place.commentList.path, { placeId }));
    expect(seen.items.map((c: any) => c.id)).not.toContain(placeComment);
    const ownPlace = await ok(author.call(api.place.commentList.path, { placeId }));
    expect(ownPlace.items.find((c: any) => c.id === placeComment)?.hiddenReason).toBe('광고');
    await audited('POST', `/comments/${placeComment}/restore`, { type: 'placeComment' });
    expect((await ok(reader.call(api.place.commentList.path, { placeId }))).items.map((c: any) => c.id)).toContain(
      placeComment,
    );
  });
});

describe('notices, banners and products', () => {
  it('publishes a notice now or at a time; the important one is what important-notice answers', async () => {
    const created = await audited('POST', '/notices', {
      titleKo: '긴급 점검',
      titleJa: '緊急メンテナンス',
      bodyKo: '오늘 밤 점검합니다.',
      bodyJa: '今夜メンテナンスします。',
      important: true,
    });
    expect(await ok(server.request(api.notice.importantNotice.path, {}, { lang: 'ja' }))).toMatchObject({
      id: created.id,
      title: '緊急メンテナンス',
    });
    const later = await audited('POST', '/notices', {
      titleKo: '예약 공지',
      titleJa: '予約',
      bodyKo: '본문',
      bodyJa: '本文',
      important: true,
      publishAt: server.deps.clock.now() + 3_600_000,
    });
    expect((await ok(server.request(api.notice.importantNotice.path))).id).toBe(created.id);
    expect((await server.request(api.notice.noticeDetail.path, { noticeId: later.id })).body.code).toBe('NOT_FOUND');
    server.deps.clock.set(server.deps.clock.now() + 2 * 3_600_000);
    expect((await ok(server.request(api.notice.importantNotice.path))).id).toBe(later.id);
    server.deps.clock.reset();

    await audited('PUT', `/notices/${created.id}`, { titleKo: '점검 완료' });
    expect((await ok(server.request(api.notice.noticeDetail.path, { noticeId: created.id }))).title).toBe('점검 완료');
    await audited('DELETE', `/notices/${created.id}`);
    const list = await ok(server.request(api.notice.noticeList.path, { size: 50 }));
    expect(list.items.map((n: any) => n.id)).not.toContain(created.id);
  });

  it("adds, changes and removes banners in the feed's row, within their period", async () => {
    const banner = await audited('POST', '/banners', {
      titleKo: '가을 이벤트',
      titleJa: '秋のイベント',
      imageUrl: '/files/autumn.png',
      linkPath: '/pointShop',
      sort: 0,
    });
    expect(
      (await ok(server.request(api.notice.bannerList.path, {}, { lang: 'ja' }))).find((b: any) => b.id === banner.id),
    ).toMatchObject({ title: '秋のイベント', linkPath: '/pointShop' });
    await audited('PUT', `/banners/${banner.id}`, { startsAt: server.deps.clock.now() + 86_400_000 });
    expect((await ok(server.request(api.notice.bannerList.path))).map((b: any) => b.id)).not.toContain(banner.id);
    await audited('DELETE', `/banners/${banner.id}`);
    expect((await admin('DELETE', `/banners/${banner.id}`)).status).toBe(404);
  });

  it('adds a product to the shop, changes its stock, takes it off sale', async () => {
    const product = await audited('POST', '/products', {
      nameKo: '한정 머그컵',
      nameJa: '限定マグカップ',
      descriptionKo: '설명',
      descriptionJa: '説明',
      requiredPoints: 1200,
      stock: 3,
      images: ['/files/mug.png'],
    });
    const listed = async () => {
      const items: any[] = [];
      let cursor: number | undefined;
      do {
        const page = await ok(author.call(api.pointShop.productList.path, { size: 50, ...(cursor ? { cursor } : {}) }));
        items.push(...page.items);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return items;
    };
    expect((await listed()).find((p) => p.id === product.id)).toMatchObject({
      name: '한정 머그컵',
      stock: 3,
      requiredPoints: 1200,
    });
    await audited('PUT', `/products/${product.id}`, { stock: 0 });
    expect((await listed()).find((p) => p.id === product.id)).toMatchObject({ soldOut: true });
    await audited('PUT', `/products/${product.id}`, { onSale: false, stock: 5 });
    expect((await listed()).map((p) => p.id)).not.toContain(product.id);
    expect((await author.call(api.pointShop.productDetail.path, { productId: product.id })).body.code).toBe(
      'NOT_FOUND',
    );
  });
});

describe('orders', () => {
  const orderOf = async (member: Member, id: number) =>
    (await ok(member.call(api.pointShop.orderList.path, { size: 50 }))).items.find((o: any) => o.id === id);

  it('moves an order to shipped with its tracking number and a window that skips the destination holidays', async () => {
    // Tuesday 28 April 2026 in Seoul: Golden Week (29 April, 4-6 May) lies ahead for a Japanese address.
    server.deps.clock.set(Date.parse('2026-04-28T10:00:00+09:00'));
    const buyer = await server.signedInUser({ points: 10_000, missionMet: true });
    await ok(buyer.call(api.pointShop.productOrder.path, { productId: 1, ...JP_ORDER }));
    const placed = (await ok(buyer.call(api.pointShop.orderList.path, {}))).items[0];
    server.deps.clock.reset();
    expect(placed).toMatchObject({
      status: 'received',
      trackingNumber: null,
      deliveryWindow: { from: '2026-05-13', to: '2026-05-22' },
    });

    await audited('POST', `/orders/${placed.id}/status`, { status: 'preparing' });
    expect((await admin('POST', `/orders/${placed.id}/status`, { status: 'shipped' })).status).toBe(400);
    await audited('POST', `/orders/${placed.id}/status`, { status: 'shipped', trackingNumber: 'CJ1234567890' });
    expect(await orderOf(buyer, placed.id)).toMatchObject({
      status: 'shipped',
      trackingNumber: 'CJ1234567890',
      deliveryWindow: { from: '2026-05-13' },
    });
    await audited('POST', `/orders/${placed.id}/status`, { status: 'delivered' });
    expect(await orderOf(buyer, placed.id)).toMatchObject({ status: 'delivered', deliveryWindow: null });
    expect((await admin('POST', `/orders/${placed.id}/cancel`, { reason: 'x' })).status).toBe(400);
  });

  it('cancels: the points come back with the reason in the history, the stock returns', async () => {
    const buyer = await server.signedInUser({ points: 50_000, missionMet: true });
    const stock = () => db.select().from(products).where(eq(products.id, 2)).get()!.stock;
    const before = stock();
    await ok(buyer.call(api.pointShop.productOrder.path, { productId: 2, ...KR_ORDER }));
    const order = (await ok(buyer.call(api.pointShop.orderList.path, {}))).items[0];
    const paid = await ok(buyer.call(api.user.userPoint.path));
    await audited('POST', `/orders/${order.id}/cancel`, { reason: '재고 파손' });
    expect(stock()).toBe(before);
    expect(await orderOf(buyer, order.id)).toMatchObject({
      status: 'cancelled',
      cancelReason: '재고 파손',
      deliveryWindow: null,
    });
    const after = await ok(buyer.call(api.user.userPoint.path));
    expect(after).toMatchObject({ balance: 50_000, used: 0, earned: paid.earned, cumulative: paid.cumulative });
    const history = await ok(buyer.call(api.user.pointHistory.path, {}));
    expect(history.items[0]).toMatchObject({
      amount: order.requiredPoints,
      reason: 'orderCancelled',
      note: '재고 파손',
    });
    expect((await admin('POST', `/orders/${order.id}/cancel`, { reason: 'again' })).status).toBe(400);
  });

  it('ships every order placed so far, one audit entry each', async () => {
    const buyer = await server.signedInUser({ points: 20_000, missionMet: true });
    await ok(buyer.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER }));
    await ok(buyer.call(api.pointShop.productOrder.path, { productId: 2, ...KR_ORDER }));
    const waiting = ((await admin('GET', '/orders')).json as any[]).filter(
      (o) => o.status === 'received' || o.status === 'preparing',
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    expect(await audited('POST', '/orders/ship-placed', { trackingPrefix: 'CJ' }, waiting.length)).toEqual({
      shipped: waiting.length,
    });
    const mine = (await ok(buyer.call(api.pointShop.orderList.path, {}))).items;
    expect(mine.every((o: any) => o.status === 'shipped' && /^CJ\d{10}$/.test(o.trackingNumber))).toBe(true);
  });
});

describe('members', () => {
  it('finds members by e-mail or nickname with points, orders and reports', async () => {
    const byNick = (await admin('GET', `/users?query=${encodeURIComponent(author.nickname)}`)).json as any[];
    expect(byNick.find((u) => u.id === author.id)).toMatchObject({
      status: 'active',
      reportsAgainst: expect.any(Number),
    });
    const byMail = (await admin('GET', `/users?query=${encodeURIComponent(reader.email)}`)).json as any[];
    expect(byMail.map((u) => u.id)).toEqual([reader.id]);
    expect(byMail[0].reportsMade).toBeGreaterThan(0);
  });

  it('adjusts points with the reason the member reads; never below zero', async () => {
    const member = await server.signedInUser({ points: 300 });
    await audited('POST', `/users/${member.id}/points`, { amount: 500, reason: '이벤트 당첨' });
    expect((await ok(member.call(api.user.userPoint.path))).balance).toBe(800);
    expect((await ok(member.call(api.user.pointHistory.path, {}))).items[0]).toMatchObject({
      amount: 500,
      reason: 'adminAdjust',
      note: '이벤트 당첨',
    });
    const refused = await admin('POST', `/users/${member.id}/points`, { amount: -801, reason: '회수' });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toContain('800');
    await audited('POST', `/users/${member.id}/points`, { amount: -800, reason: '부정 적립 회수' });
    expect((await ok(member.call(api.user.userPoint.path))).balance).toBe(0);
  });

  it('suspends: sessions end at once, sign-in is refused with the end date until then; reinstate ends it', async () => {
    const member = await server.signedInUser({ points: 0 });
    expect((await member.call(api.user.userPoint.path)).status).toBe(200);
    server.deps.clock.set(Date.parse('2026-11-23T10:00:00+09:00'));
    await audited('POST', `/users/${member.id}/suspend`, { days: 7, reason: '스팸 게시' });
    expect((await member.call(api.user.userPoint.path)).status).toBe(401);
    const login = async (lang: 'ko' | 'ja') =>
      (
        await server.request(
          api.auth.loginEmail.path,
          { email: member.email, ...(await server.encrypt(member.password)), keepLoggedIn: false },
          { lang },
        )
      ).body;
    expect(await login('ko')).toMatchObject({ result: 'error', code: 'SUSPENDED' });
    expect((await login('ko')).message).toContain('2026년 11월 30일');
    expect((await login('ja')).message).toContain('2026年11月30日');
    expect((await login('ja')).message).toContain('管理者');
    server.deps.clock.set(Date.parse('2026-12-01T10:00:00+09:00'));
    expect((await login('ko')).result).toBe('success');
    server.deps.clock.set(Date.parse('2026-11-23T10:00:00+09:00'));
    await audited('POST', `/users/${member.id}/reinstate`, {});
    server.deps.clock.reset();
    expect((await login('ko')).result).toBe('success');
    expect((await admin('POST', `/users/${member.id}/reinstate`, {})).status).toBe(400);
  });

  it('reinstate brings back a withdrawn account', async () => {
    const member = await server.signedInUser();
    await ok(member.call(api.user.withdraw.path, {}));
    expect(
      (
        await server.request(api.auth.loginEmail.path, {
          email: member.email,
          ...(await server.encrypt(member.password)),
          keepLoggedIn: false,
        })
      ).body.code,
    ).toBe('WITHDRAWN');
    await audited('POST', `/users/${member.id}/reinstate`, {});
    expect((await server.login(member.email, member.password)).token).toBeTruthy();
  });
});

describe('audit log and scenarios', () => {
  it('records what, on what, before and after, newest first', async () => {
    const member = await server.signedInUser({ points: 10 });
    await audited('POST', `/users/${member.id}/points`, { amount: 5, reason: '보정' });
    const [entry] = (await admin('GET', '/audit?limit=1')).json as AuditEntry[];
    expect(entry).toMatchObject({
      action: 'user.points',
      targetType: 'user',
      targetId: member.id,
      before: { balance: 10 },
      after: { balance: 15, amount: 5, reason: '보정' },
      at: expect.any(Number),
    });
  });

  it('a scenario ships the orders placed so far and publishes a notice; a wrong admin step is named', async () => {
    const buyer = await server.signedInUser({ points: 10_000, missionMet: true });
    await ok(buyer.call(api.pointShop.productOrder.path, { productId: 1, ...KR_ORDER }));
    const res = await server.app.request('/__mock/scenarios', {
      method: 'POST',
      body: JSON.stringify({ name: 'gifts-shipped' }),
    });
    expect(res.status).toBe(200);
    expect((await ok(buyer.call(api.pointShop.orderList.path, {}))).items[0]).toMatchObject({
      status: 'shipped',
      trackingNumber: expect.stringMatching(/^CJ/),
    });
    expect((await ok(server.request(api.notice.importantNotice.path))).title).toBe('선물 발송 안내');

    const bad = await server.app.request('/__mock/scenarios', {
      method: 'POST',
      body: JSON.stringify({ name: 'bad', steps: [{ admin: 'POST /users/1/points', body: { amount: 0 } }] }),
    });
    expect(bad.status).toBe(400);
    const error = ((await bad.json()) as { error: string }).error;
    expect(error).toContain('steps[0].body.amount');
    expect(error).toContain('steps[0].body.reason');
    const refused = await server.app.request('/__mock/scenarios', {
      method: 'POST',
      body: JSON.stringify({
        name: 'missing',
        steps: [{ admin: 'POST /orders/999999/cancel', body: { reason: 'x' } }],
      }),
    });
    expect(((await refused.json()) as { error: string }).error).toContain(
      'step 1 (POST /orders/999999/cancel) was refused',
    );
  });
});
