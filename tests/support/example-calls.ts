import { desc, eq } from 'drizzle-orm';
import { mails } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { seedUsers } from '../../db/seed/data';
import { createTestUser } from '../../mock-server/services/test-users';
import { grantConsent } from '../../mock-server/services/oauth';
import { allEndpoints, api } from '../../src/shared/api';
import type { Language } from '../../src/shared/constants';
import type { Envelope } from '../../src/shared/envelope';
import { refreshCookie, type createTestServer } from './api';

/**
 * The calls the OpenAPI document's examples are recorded from (`npm run openapi:examples`) and the
 * API sweep holds to the published document: one run of every operation with a valid body.
 */

type TestServer = ReturnType<typeof createTestServer>;
type RecordApiCall = (operationId: string, lang: Language, request: Record<string, unknown>, answer: Envelope) => void;
/**
 * `key`: the method and the path as the document writes it (`post /__mock/users/{id}/missions`);
 * `sent`: its path parameters and query; `answer` undefined for a redirect or an event stream.
 */
type RecordControlCall = (
  key: string,
  request: unknown,
  answer: unknown,
  sent: { params: Record<string, string | number>; query: string },
) => void;

const ORIGIN = 'http://localhost:5170';
/** Lists asked for in pages ask for a few entries: enough to show the shape, short enough to read. */
const LIST_ENTRIES = 2;
const operationOf = new Map(allEndpoints().map(({ domain, name, endpoint }) => [endpoint.path, `${domain}.${name}`]));

const TEXT = {
  ko: {
    nickname: '새여행자',
    title: '성수동 카페 산책',
    contents: '골목마다 작은 카페가 있어요. 오후 햇살이 좋았습니다.',
    comment: '저도 다음 주에 가 보려고요!',
    reason: '광고 글입니다',
    search: '카페',
    place: '경복궁',
    memo: '오전에는 궁, 오후에는 시장',
    planTitle: '서울 2박 3일',
    recipient: { lastName: '김', firstName: '하늘', phone: '010-1234-5678' },
  },
  ja: {
    nickname: 'たびびと',
    title: '聖水洞カフェ散歩',
    contents: '路地ごとに小さなカフェがあります。午後の日差しが気持ちよかったです。',
    comment: '私も来週行ってみます！',
    reason: '宣伝の投稿です',
    search: 'カフェ',
    place: '景福宮',
    memo: '午前は王宮、午後は市場',
    planTitle: 'ソウル2泊3日',
    recipient: { lastName: '山田', firstName: '花子', phone: '090-1234-5678' },
  },
} as const;

/**
 * Every call of the contract once, as a member of the seeded demo data would make it, in one
 * language: a request the data accepts, each answer handed to `record`. A refusal throws.
 */
export async function apiExampleCalls(server: TestServer, lang: Language, record: RecordApiCall) {
  const text = TEXT[lang];
  const demo = DEMO_ACCOUNTS[lang === 'ko' ? 0 : 1];
  let token: string | null = null;
  let cookie: string | undefined;

  /** One call, recorded as this language's example of its operation; a refusal stops the script. */
  async function call(path: string, body: Record<string, unknown> = {}, as: string | null = token) {
    const res = await server.request(path, body, { lang, token: as, cookie });
    if (res.status !== 200 || res.body.result !== 'success')
      throw new Error(`${path} (${lang}): ${res.status} ${res.body?.code} ${res.body?.message}`);
    record(operationOf.get(path)!, lang, body, res.body as Envelope);
    const set = refreshCookie(res.headers);
    if (set) cookie = set;
    return res.body.data;
  }

  await call(api.auth.publicKey.path);
  const newEmail = `new-${lang}@tabi.test`;
  await call(api.auth.checkEmail.path, { email: newEmail });
  await call(api.auth.sendVerificationCode.path, { email: newEmail });
  const mailed = server.store.db.select().from(mails).where(eq(mails.to, newEmail)).orderBy(desc(mails.id)).get()!;
  await call(api.auth.verifyCode.path, { email: newEmail, code: mailed.code });
  await call(api.auth.checkNickname.path, { nickname: text.nickname });
  await call(api.auth.joinUser.path, {
    email: newEmail,
    ...(await server.encrypt('trip2026')),
    nickname: text.nickname,
    language: lang,
    nationality: lang === 'ko' ? 'KR' : 'JP',
    themeIds: [1, 3],
    regionIds: [1],
    ageGroup: '30s',
    gender: lang === 'ko' ? 'female' : 'male',
    consents: { privacy: true, terms: true, marketing: false },
    keepLoggedIn: false,
  });
  // A member of the seed who forgot the password (the Postman collection cannot make the join above).
  await call(api.auth.tempPassword.path, { email: seedUsers.find((member) => member.language === lang)!.email });
  token = (
    await call(api.auth.loginEmail.path, {
      email: demo.email,
      ...(await server.encrypt(demo.password)),
      keepLoggedIn: true,
    })
  ).access;
  await call(api.auth.reissue.path, {}, null);
  const redirectUri = `${ORIGIN}/login`;
  await call(api.auth.googleLogin.path, { redirectUri, state: 'a1b2c3', language: lang });
  await call(api.auth.appleLogin.path, { redirectUri, state: 'a1b2c3', language: lang });
  const consent = await grantConsent(
    server.deps,
    'google',
    { email: `social-${lang}@tabi.test`, name: text.nickname, secret: 'secret12' },
    redirectUri,
    '127.0.0.1',
  );
  if (consent.status !== 'granted') throw new Error(`consent: ${consent.status}`);
  await call(api.auth.appGoogleLogin.path, { code: consent.code, redirectUri, keepLoggedIn: true });

  await call(api.reference.themeList.path);
  await call(api.reference.regionList.path);

  await call(api.notice.importantNotice.path);
  const notices = await call(api.notice.noticeList.path, { size: LIST_ENTRIES });
  await call(api.notice.noticeDetail.path, { noticeId: notices.items[0].id });
  await call(api.notice.bannerList.path);

  await call(api.user.userPoint.path);
  await call(api.user.userAttendance.path, { draw: false });
  await call(api.user.monthlyActivity.path);
  const info = await call(api.user.userInfo.path);
  await call(api.user.saveUserInfo.path, {
    nickname: info.nickname,
    instagram: info.instagram,
    themeIds: info.themeIds,
    regionIds: info.regionIds,
    ageGroup: info.ageGroup,
    gender: info.gender,
  });
  await call(api.user.saveNationality.path, { nationality: info.nationality });
  await call(api.user.saveMarketingAgree.path, { agree: true });
  await call(api.user.pointHistory.path, { size: LIST_ENTRIES });

  await call(api.feed.checkFirstFeed.path);
  const feed = await call(api.feed.mainFeedList.path, { tab: 'latest', size: LIST_ENTRIES });
  const post = feed.items[0];
  await call(api.feed.feedDetail.path, { feedId: post.id });
  const comments = await call(api.feed.commentList.path, { feedId: post.id, size: LIST_ENTRIES });
  await call(api.feed.likeFeed.path, { feedId: post.id });
  await call(api.feed.bookmark.path, { feedId: post.id, bookmarked: true });
  await call(api.feed.bookmarkList.path, { size: LIST_ENTRIES });
  const written = await call(api.feed.writeComment.path, { feedId: post.id, contents: text.comment });
  await call(api.feed.deleteComment.path, { commentId: written.commentId ?? written.id });
  await call(api.feed.reportFeed.path, { feedId: post.id, reason: text.reason });
  if (comments.items[0])
    await call(api.feed.reportComment.path, { commentId: comments.items[0].id, reason: text.reason });
  await call(api.feed.userFeed.path, { size: LIST_ENTRIES });
  await call(api.search.feed.path, { query: text.search, size: LIST_ENTRIES });
  const mine = await call(api.feed.writeFeed.path, {
    themeId: 1,
    title: text.title,
    contents: text.contents,
    language: lang,
    images: [],
  });
  await call(api.feed.deleteFeed.path, { feedId: mine.feedId });

  const places = await call(api.search.place.path, { query: text.place, size: LIST_ENTRIES });
  const place = places.items[0];
  await call(api.place.placeDetail.path, { placeId: place.id });
  await call(api.place.likePlace.path, { placeId: place.id });
  await call(api.place.bookmark.path, { placeId: place.id, bookmarked: !place.bookmarked });
  await call(api.place.bookmarkList.path, { size: LIST_ENTRIES });
  const placeComments = await call(api.place.commentList.path, { placeId: place.id, size: LIST_ENTRIES });
  const placeComment = await call(api.place.writeComment.path, { placeId: place.id, contents: text.comment });
  await call(api.place.deleteComment.path, { commentId: placeComment.commentId ?? placeComment.id });
  const others = placeComments.items.find((c: { mine?: boolean }) => !c.mine);
  if (others) await call(api.place.reportComment.path, { commentId: others.id, reason: text.reason });
  await call(api.user.myReports.path, { size: LIST_ENTRIES });

  const plans = await call(api.travel.planList.path, { size: LIST_ENTRIES });
  if (plans.items[0]) await call(api.travel.planDetail.path, { planId: plans.items[0].id });
  await call(api.travel.holidayList.path, { from: '2026-09-01', to: '2026-10-31', countries: ['KR', 'JP'] });
  const plan = await call(api.travel.savePlan.path, {
    title: text.planTitle,
    regionIds: [1],
    startDate: '2026-07-10',
    nights: 2,
  });
  await call(api.travel.savePlanDay.path, { planId: plan.planId ?? plan.id, day: 1, memo: text.memo });
  await call(api.travel.addDayFeed.path, { planId: plan.planId ?? plan.id, day: 1, feedId: post.id });
  await call(api.travel.addDayPlace.path, { planId: plan.planId ?? plan.id, day: 1, placeId: place.id });
  const shareOf = { planId: plan.planId ?? plan.id };
  const { share } = await call(api.travel.savePlanShare.path, {
    ...shareOf,
    showDates: false,
    planMemo: true,
    dayMemos: true,
  });
  await call(api.travel.planShare.path, shareOf);
  await call(api.travel.sharedPlan.path, { token: share.token }, null);
  await call(api.travel.revokePlanShare.path, shareOf);
  await call(api.travel.deletePlan.path, { planId: plan.planId ?? plan.id });

  // An order and a withdrawal on a member of their own, so the demo members keep their points and account.
  const shopper = await createTestUser(server.deps, { language: lang, points: 100_000, missionMet: true });
  const shopperToken = (await server.login(shopper.email, shopper.password)).token;
  const products = await call(api.pointShop.productList.path, { size: LIST_ENTRIES }, shopperToken);
  const productId = products.items.find((p: { soldOut: boolean }) => !p.soldOut).id;
  await call(api.pointShop.productDetail.path, { productId }, shopperToken);
  await call(api.pointShop.checkCondition.path, { productId }, shopperToken);
  await call(
    api.pointShop.productOrder.path,
    lang === 'ko'
      ? {
          productId,
          country: 'KR',
          recipient: text.recipient,
          address: { zip: '04524', basic: '서울특별시 중구 세종대로 110', detail: '3층' },
        }
      : {
          productId,
          country: 'JP',
          recipient: text.recipient,
          address: { zip: '1500001', prefecture: '東京都', city: '渋谷区神宮前', block: '1-2-3' },
        },
    shopperToken,
  );
  await call(api.pointShop.orderList.path, { size: LIST_ENTRIES }, shopperToken);
  await call(api.user.userProfileImage.path, { image: null }, shopperToken);
  await call(api.user.withdraw.path, {}, shopperToken);
  await call(api.auth.logout.path);
}

const NOTICE = {
  titleKo: '점검',
  titleJa: '点検',
  bodyKo: '새벽 2시에 점검합니다.',
  bodyJa: '午前2時に点検します。',
  important: false,
};
const BANNER = { titleKo: '가을 선물', titleJa: '秋のギフト', imageUrl: '/files/1', linkPath: '/pointShop' };
const PRODUCT = {
  nameKo: '한지 엽서 세트',
  nameJa: '韓紙はがきセット',
  descriptionKo: '전통 한지로 만든 엽서 다섯 장',
  descriptionJa: '伝統韓紙のはがき5枚',
  requiredPoints: 3000,
  stock: 20,
  images: ['/files/1'],
};

/**
 * Every call of the control API and the operators' admin API once, after the members' calls of
 * `apiExampleCalls` (so there are reports and orders to act on); each JSON answer handed to `record`.
 */
export async function controlExampleCalls(server: TestServer, record: RecordControlCall) {
  async function control(
    method: 'get' | 'post' | 'put' | 'delete',
    path: string,
    {
      params = {},
      body,
      query = '',
    }: { params?: Record<string, string | number>; body?: unknown; query?: string } = {},
  ) {
    const url = `${path.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]))}${query}`;
    const init =
      body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    const res = await server.app.request(url, { method: method.toUpperCase(), ...init });
    const key = `${method} ${path}`;
    // The sandbox pages a browser opens answer a redirect on to the app, with no body.
    if (res.status === 303) return record(key, body, undefined, { params, query });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
      await res.body?.cancel();
      return record(key, body, undefined, { params, query });
    }
    const answer = (await res.json()) as any;
    record(key, body, answer, { params, query });
    return answer;
  }
  const admin = (method: 'get' | 'post' | 'put' | 'delete', path: string, options?: Parameters<typeof control>[2]) =>
    control(method, `/__mock/admin${path}`, options);
  const reason = '운영 정책 위반';
  /** Lists, writes, changes and deletes one kind of the operators' content. */
  async function publish(path: string, body: Record<string, unknown>, change: Record<string, unknown>) {
    await admin('get', path);
    const { id } = await admin('post', path, { body });
    await admin('put', `${path}/{id}`, { params: { id }, body: change });
    await admin('delete', `${path}/{id}`, { params: { id } });
  }

  await control('get', '/__mock/health');
  await control('get', '/__mock/openapi.json');
  await control('get', '/__mock/postman/collection.json');
  await control('get', '/__mock/postman/environment.json');
  await control('get', '/__mock/clock');
  await control('post', '/__mock/clock', { body: { advanceMs: 0 } });
  const fault = await control('post', '/__mock/faults', {
    body: { path: '/api/feed/like-feed', status: 503, times: 1 },
  });
  await control('get', '/__mock/faults');
  await control('delete', '/__mock/faults/{id}', { params: { id: fault.id } });
  await control('delete', '/__mock/faults');
  const [scenario] = await control('get', '/__mock/scenarios');
  await control('post', '/__mock/scenarios', { body: { name: scenario.name } });
  await control('delete', '/__mock/faults');
  await control('get', '/__mock/requests', { query: `?limit=${LIST_ENTRIES}` });
  await control('get', '/__mock/requests/stream', { query: '?for=1' });
  await control('delete', '/__mock/requests');
  // One call in the log, so the HAR file has an entry to show.
  await server.request(api.reference.themeList.path, {});
  await control('get', '/__mock/requests.har');
  await control('post', '/__mock/verify', {
    body: { request: { method: 'POST', path: api.reference.themeList.path }, expect: { count: 1 } },
  });
  await control('get', '/__mock/mailbox', { query: '?email=new-ko@tabi.test' });
  await control('get', '/__mock/drift');
  await control('delete', '/__mock/drift');
  const user = await control('post', '/__mock/users', { body: { language: 'ja', points: 5000 } });
  await control('post', '/__mock/users/{id}/missions', { params: { id: user.id } });
  await control('get', '/__mock/users/{id}/orders', { params: { id: user.id } });
  await control('get', '/__mock/users');
  await control('post', '/__mock/tokens', { body: { email: 'demo-ja@tabi.test' } });
  await control('post', '/__mock/social-code', {
    body: { provider: 'google', email: 'social-ko@tabi.test', redirectUri: `${ORIGIN}/login` },
  });
  const [product] = await control('get', '/__mock/products');
  await control('post', '/__mock/products/{id}/stock', { params: { id: product.id }, body: { stock: 10 } });
  await control('get', '/__mock/reports');

  // A sandbox made ahead, listed, joined and left as a browser would, then deleted.
  const sandbox = 'example';
  await control('post', '/__mock/sandboxes/{name}', { params: { name: sandbox }, body: {} });
  await control('get', '/__mock/sandboxes');
  await control('get', '/__mock/sandbox/{name}', { params: { name: sandbox }, query: '?to=/feed' });
  await control('get', '/__mock/sandbox', { query: '?to=/feed' });
  await control('delete', '/__mock/sandboxes/{name}', { params: { name: sandbox } });

  const reader = await server.signedInUser();
  const [report] = await admin('get', '/reports');
  await admin('post', '/reports/{id}/resolve', { params: { id: report.id }, body: { action: 'dismiss', reason } });
  const post = (await reader.call(api.feed.mainFeedList.path, { tab: 'latest', size: 1 })).body.data.items[0];
  await admin('post', '/feeds/{id}/hide', { params: { id: post.id }, body: { reason } });
  await admin('post', '/feeds/{id}/restore', { params: { id: post.id }, body: {} });
  const comment = (await reader.call(api.feed.commentList.path, { feedId: post.id, size: 1 })).body.data.items[0];
  await admin('post', '/comments/{id}/hide', { params: { id: comment.id }, body: { reason, type: 'feedComment' } });
  await admin('post', '/comments/{id}/restore', { params: { id: comment.id }, body: { type: 'feedComment' } });
  await publish('/notices', NOTICE, { important: true });
  await publish('/banners', BANNER, { sort: 1 });
  await admin('get', '/products');
  const created = await admin('post', '/products', { body: PRODUCT });
  await admin('put', '/products/{id}', { params: { id: created.id }, body: { stock: 15 } });
  const [first, second] = await admin('get', '/orders');
  await admin('post', '/orders/{id}/status', { params: { id: first.id }, body: { status: 'preparing' } });
  await admin('post', '/orders/{id}/cancel', { params: { id: second.id }, body: { reason } });
  await admin('post', '/orders/ship-placed', { body: {} });
  const [member] = await admin('get', '/users', { query: '?query=demo' });
  await admin('post', '/users/{id}/points', { params: { id: member.id }, body: { amount: 100, reason } });
  await admin('post', '/users/{id}/suspend', { params: { id: member.id }, body: { days: 1, reason } });
  await admin('post', '/users/{id}/reinstate', { params: { id: member.id }, body: {} });
  await admin('get', '/audit', { query: `?limit=${LIST_ENTRIES}` });

  // Last: these end every session and put the data back.
  const name = 'before-reset';
  await control('post', '/__mock/snapshots/{name}', { params: { name } });
  await control('get', '/__mock/snapshots');
  await control('post', '/__mock/snapshots/{name}/restore', { params: { name } });
  await control('delete', '/__mock/snapshots/{name}', { params: { name } });
  await control('post', '/__mock/tokens/expire');
  await control('post', '/__mock/reset');
}
