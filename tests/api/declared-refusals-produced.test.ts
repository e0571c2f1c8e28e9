import { describe, expect, it } from 'vitest';
import { OPENAPI_EXAMPLES } from '../../mock-server/control/openapi-examples';
import { grantConsent } from '../../mock-server/services/oauth';
import { allEndpoints, api } from '../../src/shared/api';
import { LIMITS } from '../../src/shared/constants';
import { refusalsOf, type Endpoint } from '../../src/shared/endpoint';
import type { ErrorCode } from '../../src/shared/errors';
import { createTestServer } from '../support/api';
import { fillQuota } from '../support/fill-quota';
import { dataUrlOf, noisePhoto } from '../support/pictures';

/**
 * Every refusal code the document lists for a call is one the server answers: one scenario per
 * call and code makes it happen. A code declared without a scenario fails here, so a declaration
 * that can no longer happen is found (and removed) instead of going stale in the document.
 */

const server = createTestServer();
type Answer = Awaited<ReturnType<typeof server.request>>;
type Scenario = () => Promise<Answer>;
const MISSING = 999_999;
const REDIRECT = 'http://localhost:5170/login';

/** The recorded Korean request of the call, with some fields changed. */
const example = (operationId: string, changes: Record<string, unknown> = {}) => ({
  ...OPENAPI_EXAMPLES[operationId]!.ko.request,
  ...changes,
});
const pathOf = (operationId: string) =>
  allEndpoints().find(({ domain, name }) => `${domain}.${name}` === operationId)!.endpoint.path;
const FUTURE_PLAN = example('travel.savePlan', { startDate: '2099-07-10' });
const member = (spec: Parameters<typeof server.signedInUser>[0] = {}) =>
  server.signedInUser({ points: 1_000_000, missionMet: true, ...spec });
let shared: Promise<Awaited<ReturnType<typeof member>>> | undefined;
/** One member for the scenarios that change nothing (a missing target, a body refused): sign-ins cost time. */
const reader = () => (shared ??= member());
/** Calls until the answer is the code (a limit being spent), at most `tries` times. */
async function until(code: ErrorCode, tries: number, call: () => Promise<Answer>): Promise<Answer> {
  let answer = await call();
  for (let i = 1; i < tries && answer.body.code !== code; i++) answer = await call();
  return answer;
}
async function socialCode(provider: 'google' | 'apple', email: string) {
  const consent = await grantConsent(
    server.deps,
    provider,
    { email, name: 'tester', secret: 'secret12' },
    REDIRECT,
    '127.0.0.1',
  );
  if (consent.status !== 'granted') throw new Error(consent.status);
  return consent.code;
}
const socialLogin = (path: string, code: string) =>
  server.request(path, {
    redirectUri: REDIRECT,
    state: 's1',
    language: 'ko',
    code,
    ...(path.includes('app_') ? { keepLoggedIn: false } : {}),
  });
const demoEmail = 'demo@tabi.test';
const socialPaths = {
  'auth.googleLogin': [api.auth.googleLogin.path, 'google'],
  'auth.appleLogin': [api.auth.appleLogin.path, 'apple'],
  'auth.appGoogleLogin': [api.auth.appGoogleLogin.path, 'google'],
} as const;
const adminCall = (path: string, body: unknown) =>
  server.app.request(`/__mock/admin${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
/** A new member makes the same call twice; the second answer. */
async function twice(path: string, body: Record<string, unknown>) {
  const user = await member();
  await user.call(path, body);
  return user.call(path, body);
}
/** A new member applauds one more time than a member may. */
async function likedPastTheLimit(path: string, body: Record<string, unknown>) {
  const user = await member();
  return until('LIKE_LIMIT', 11, () => user.call(path, body));
}
/** A new member's plan gets the same post or place on its first day twice. */
async function addedTwiceToADay(path: string, item: Record<string, number>) {
  const user = await member();
  const { planId } = (await user.call(api.travel.savePlan.path, FUTURE_PLAN)).body.data;
  await user.call(path, { planId, day: 1, ...item });
  return user.call(path, { planId, day: 1, ...item });
}
let socialMembers = 0;
/** A member who joined through the provider's code (no e-mail password), then was made to leave or was suspended. */
async function socialMemberWho(
  path: string,
  provider: 'google' | 'apple',
  fate: 'withdrew' | 'wasSuspended',
): Promise<string> {
  const email = `social-${++socialMembers}@tabi.test`;
  const pass = (await socialLogin(path, await socialCode(provider, email))).body.data;
  const { keyId: _k, password: _p, email: _e, ...tutorial } = example('auth.joinUser');
  const joined = await server.request(api.auth.joinUser.path, {
    ...tutorial,
    nickname: `소셜${socialMembers}`,
    socialToken: pass.socialToken,
  });
  const access = joined.body.data.access as string;
  if (fate === 'withdrew') await server.request(api.user.withdraw.path, {}, { token: access });
  else {
    const { id } = (await server.request(api.user.userInfo.path, {}, { token: access })).body.data;
    await adminCall(`/users/${id}/suspend`, { days: 3, reason: 'test' });
  }
  return socialCode(provider, email);
}
async function suspended() {
  const user = await member();
  await adminCall(`/users/${user.id}/suspend`, { days: 3, reason: 'test' });
  return user;
}
async function withdrawn() {
  const user = await member();
  await user.call(api.user.withdraw.path);
  return user;
}
/** A post, a feed comment and a place comment written by someone else. */
async function othersContent() {
  const author = await member();
  const { feedId } = (await author.call(api.feed.writeFeed.path, example('feed.writeFeed'))).body.data;
  const comment = (await author.call(api.feed.writeComment.path, { feedId, contents: '좋아요' })).body.data;
  const placeComment = (await author.call(api.place.writeComment.path, { placeId: 1, contents: '좋아요' })).body.data;
  return {
    feedId,
    commentId: comment.commentId ?? comment.id,
    placeCommentId: placeComment.commentId ?? placeComment.id,
  };
}
/** A picture no one uploaded before: stored bytes already held would cost nothing. */
const freshPicture = async () => dataUrlOf(await noisePhoto(8, 8));
async function storageFull() {
  const user = await member();
  fillQuota(server.store.sqlite, user.id, LIMITS.pictureStorageBytes);
  return user;
}
/** The call's example naming a target that does not exist. */
const notFound =
  (operationId: string, field: string): Scenario =>
  async () =>
    (await reader()).call(pathOf(operationId), example(operationId, { [field]: MISSING }));

const SCENARIOS: Record<string, Partial<Record<ErrorCode, Scenario>>> = {
  'auth.reissue': { UNAUTHORIZED: () => server.request(api.auth.reissue.path) },
  'auth.checkEmail': {
    INVALID_EMAIL: () => server.request(api.auth.checkEmail.path, { email: 'not-an-address' }),
    EMAIL_TAKEN: () => server.request(api.auth.checkEmail.path, { email: demoEmail }),
    RATE_LIMITED: () =>
      until('RATE_LIMITED', 40, () => server.request(api.auth.checkEmail.path, { email: 'probe@tabi.test' })),
  },
  'auth.sendVerificationCode': {
    INVALID_EMAIL: () => server.request(api.auth.sendVerificationCode.path, { email: 'not-an-address' }),
    RATE_LIMITED: () =>
      until('RATE_LIMITED', 20, () => server.request(api.auth.sendVerificationCode.path, { email: 'many@tabi.test' })),
  },
  'auth.verifyCode': {
    INVALID_EMAIL: () => server.request(api.auth.verifyCode.path, { email: 'not-an-address', code: '123456' }),
    INVALID_CODE: async () => {
      await server.request(api.auth.sendVerificationCode.path, { email: 'wrong-code@tabi.test' });
      return server.request(api.auth.verifyCode.path, { email: 'wrong-code@tabi.test', code: '000000' });
    },
    CODE_LOCKED: async () => {
      await server.request(api.auth.sendVerificationCode.path, { email: 'locked@tabi.test' });
      return until('CODE_LOCKED', 10, () =>
        server.request(api.auth.verifyCode.path, { email: 'locked@tabi.test', code: '000000' }),
      );
    },
  },
  'auth.checkNickname': {
    NICKNAME_TAKEN: async () => server.request(api.auth.checkNickname.path, { nickname: (await member()).nickname }),
  },
  'auth.joinUser': {
    INVALID_EMAIL: () => server.request(api.auth.joinUser.path, example('auth.joinUser', { email: 'not-an-address' })),
    EMAIL_TAKEN: async () =>
      server.request(
        api.auth.joinUser.path,
        example('auth.joinUser', { email: demoEmail, ...(await server.encrypt('trip2026')) }),
      ),
    NICKNAME_TAKEN: async () =>
      server.request(api.auth.joinUser.path, example('auth.joinUser', { nickname: (await member()).nickname })),
    EMAIL_NOT_VERIFIED: async () =>
      server.request(
        api.auth.joinUser.path,
        example('auth.joinUser', {
          email: 'unverified@tabi.test',
          nickname: '미인증',
          ...(await server.encrypt('trip2026')),
        }),
      ),
    NO_TUTORIAL_DATA: () =>
      server.request(api.auth.joinUser.path, example('auth.joinUser', { nickname: '빈선택', themeIds: [] })),
  },
  'auth.loginEmail': {
    INVALID_EMAIL: async () =>
      server.request(api.auth.loginEmail.path, {
        email: 'not-an-address',
        ...(await server.encrypt('x1234567')),
        keepLoggedIn: false,
      }),
    LOGIN_FAILED: async () =>
      server.request(api.auth.loginEmail.path, {
        email: 'nobody@tabi.test',
        ...(await server.encrypt('wrong123')),
        keepLoggedIn: false,
      }),
    RATE_LIMITED: async () => {
      const body = { email: 'throttled@tabi.test', ...(await server.encrypt('wrong123')), keepLoggedIn: false };
      return until('RATE_LIMITED', 10, () => server.request(api.auth.loginEmail.path, body));
    },
    WITHDRAWN: async () => {
      const user = await withdrawn();
      return server.request(api.auth.loginEmail.path, {
        email: user.email,
        ...(await server.encrypt(user.password)),
        keepLoggedIn: false,
      });
    },
    SUSPENDED: async () => {
      const user = await suspended();
      return server.request(api.auth.loginEmail.path, {
        email: user.email,
        ...(await server.encrypt(user.password)),
        keepLoggedIn: false,
      });
    },
  },
  'auth.tempPassword': {
    INVALID_EMAIL: () => server.request(api.auth.tempPassword.path, { email: 'not-an-address' }),
  },
  ...Object.fromEntries(
    Object.entries(socialPaths).map(([operationId, [path, provider]]) => [
      operationId,
      {
        LOGIN_FAILED: () => socialLogin(path, 'no-such-code'),
        EMAIL_TAKEN: async () => socialLogin(path, await socialCode(provider, demoEmail)),
        WITHDRAWN: async () => socialLogin(path, await socialMemberWho(path, provider, 'withdrew')),
        SUSPENDED: async () => socialLogin(path, await socialMemberWho(path, provider, 'wasSuspended')),
      },
    ]),
  ),
  'notice.noticeDetail': { NOT_FOUND: () => server.request(api.notice.noticeDetail.path, { noticeId: MISSING }) },
  'user.userProfileImage': {
    STORAGE_FULL: async () =>
      (await storageFull()).call(api.user.userProfileImage.path, { image: await freshPicture() }),
  },
  'user.userAttendance': {
    ALREADY_ATTENDED: async () =>
      (await member({ attendedToday: true })).call(api.user.userAttendance.path, { draw: true }),
  },
  'user.saveUserInfo': {
    NICKNAME_TAKEN: async () => {
      const [taken, user] = [await member(), await member()];
      return user.call(api.user.saveUserInfo.path, example('user.saveUserInfo', { nickname: taken.nickname }));
    },
  },
  'feed.writeFeed': {
    NOT_FOUND: notFound('feed.writeFeed', 'feedId'),
    FORBIDDEN: async () =>
      (await member()).call(
        api.feed.writeFeed.path,
        example('feed.writeFeed', { feedId: (await othersContent()).feedId }),
      ),
    DUPLICATE: () => twice(api.feed.writeFeed.path, example('feed.writeFeed')),
    STORAGE_FULL: async () =>
      (await storageFull()).call(
        api.feed.writeFeed.path,
        example('feed.writeFeed', { images: [await freshPicture()] }),
      ),
  },
  'feed.feedDetail': { NOT_FOUND: () => server.request(api.feed.feedDetail.path, { feedId: MISSING }) },
  'feed.commentList': { NOT_FOUND: () => server.request(api.feed.commentList.path, { feedId: MISSING }) },
  'feed.deleteFeed': {
    NOT_FOUND: notFound('feed.deleteFeed', 'feedId'),
    FORBIDDEN: async () => (await member()).call(api.feed.deleteFeed.path, { feedId: (await othersContent()).feedId }),
  },
  'feed.reportFeed': {
    NOT_FOUND: notFound('feed.reportFeed', 'feedId'),
    FORBIDDEN: async () => {
      const user = await member();
      const feedId = (await user.call(api.feed.writeFeed.path, example('feed.writeFeed'))).body.data.feedId;
      return user.call(api.feed.reportFeed.path, { feedId, reason: '신고' });
    },
    DUPLICATE: async () => {
      const [{ feedId }, user] = [await othersContent(), await member()];
      await user.call(api.feed.reportFeed.path, { feedId, reason: '신고' });
      return user.call(api.feed.reportFeed.path, { feedId, reason: '신고' });
    },
  },
  'feed.likeFeed': {
    NOT_FOUND: notFound('feed.likeFeed', 'feedId'),
    LIKE_LIMIT: () => likedPastTheLimit(api.feed.likeFeed.path, { feedId: 1 }),
  },
  'feed.bookmark': { NOT_FOUND: notFound('feed.bookmark', 'feedId') },
  'feed.writeComment': { NOT_FOUND: notFound('feed.writeComment', 'feedId') },
  'feed.deleteComment': {
    NOT_FOUND: notFound('feed.deleteComment', 'commentId'),
    FORBIDDEN: async () =>
      (await member()).call(api.feed.deleteComment.path, { commentId: (await othersContent()).commentId }),
  },
  'feed.reportComment': {
    NOT_FOUND: notFound('feed.reportComment', 'commentId'),
    FORBIDDEN: async () => {
      const [{ feedId }, user] = [await othersContent(), await member()];
      const written = (await user.call(api.feed.writeComment.path, { feedId, contents: '내 댓글' })).body.data;
      return user.call(api.feed.reportComment.path, { commentId: written.commentId, reason: '신고' });
    },
    DUPLICATE: async () => {
      const [{ commentId }, user] = [await othersContent(), await member()];
      await user.call(api.feed.reportComment.path, { commentId, reason: '신고' });
      return user.call(api.feed.reportComment.path, { commentId, reason: '신고' });
    },
  },
  'feed.userFeed': { NOT_FOUND: notFound('feed.userFeed', 'userId') },
  'place.bookmark': { NOT_FOUND: notFound('place.bookmark', 'placeId') },
  'place.placeDetail': { NOT_FOUND: () => server.request(api.place.placeDetail.path, { placeId: MISSING }) },
  'place.likePlace': {
    NOT_FOUND: notFound('place.likePlace', 'placeId'),
    LIKE_LIMIT: () => likedPastTheLimit(api.place.likePlace.path, { placeId: 1 }),
  },
  'place.commentList': { NOT_FOUND: notFound('place.commentList', 'placeId') },
  'place.writeComment': { NOT_FOUND: notFound('place.writeComment', 'placeId') },
  'place.deleteComment': {
    NOT_FOUND: notFound('place.deleteComment', 'commentId'),
    FORBIDDEN: async () =>
      (await member()).call(api.place.deleteComment.path, { commentId: (await othersContent()).placeCommentId }),
  },
  'place.reportComment': {
    NOT_FOUND: notFound('place.reportComment', 'commentId'),
    FORBIDDEN: async () => {
      const user = await member();
      const written = (await user.call(api.place.writeComment.path, { placeId: 4, contents: '내 댓글' })).body.data;
      return user.call(api.place.reportComment.path, { commentId: written.commentId ?? written.id, reason: '신고' });
    },
    DUPLICATE: async () => {
      const [{ placeCommentId }, user] = [await othersContent(), await member()];
      await user.call(api.place.reportComment.path, { commentId: placeCommentId, reason: '신고' });
      return user.call(api.place.reportComment.path, { commentId: placeCommentId, reason: '신고' });
    },
  },
  'travel.planDetail': { NOT_FOUND: notFound('travel.planDetail', 'planId') },
  'travel.savePlan': {
    NOT_FOUND: notFound('travel.savePlan', 'planId'),
    PAST_DATE: async () =>
      (await member()).call(api.travel.savePlan.path, example('travel.savePlan', { startDate: '2020-01-01' })),
  },
  'travel.savePlanDay': { NOT_FOUND: notFound('travel.savePlanDay', 'planId') },
  'travel.addDayFeed': {
    NOT_FOUND: notFound('travel.addDayFeed', 'planId'),
    DUPLICATE: () => addedTwiceToADay(api.travel.addDayFeed.path, { feedId: 1 }),
  },
  'travel.addDayPlace': {
    NOT_FOUND: notFound('travel.addDayPlace', 'planId'),
    DUPLICATE: () => addedTwiceToADay(api.travel.addDayPlace.path, { placeId: 1 }),
  },
  'travel.deletePlan': { NOT_FOUND: notFound('travel.deletePlan', 'planId') },
  'travel.planShare': { NOT_FOUND: notFound('travel.planShare', 'planId') },
  'travel.savePlanShare': { NOT_FOUND: notFound('travel.savePlanShare', 'planId') },
  'travel.revokePlanShare': { NOT_FOUND: notFound('travel.revokePlanShare', 'planId') },
  'travel.sharedPlan': { NOT_FOUND: () => server.request(api.travel.sharedPlan.path, { token: 'A'.repeat(22) }) },
  'pointShop.productDetail': {
    NOT_FOUND: notFound('pointShop.productDetail', 'productId'),
  },
  'pointShop.checkCondition': {
    NOT_FOUND: notFound('pointShop.checkCondition', 'productId'),
  },
  'pointShop.productOrder': {
    NOT_FOUND: notFound('pointShop.productOrder', 'productId'),
    SOLD_OUT: async () => {
      const { productId } = example('pointShop.productOrder') as { productId: number };
      await server.app.request(`/__mock/products/${productId}/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stock: 0 }),
      });
      const answer = await (await member()).call(api.pointShop.productOrder.path, example('pointShop.productOrder'));
      await server.app.request(`/__mock/products/${productId}/stock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stock: 100 }),
      });
      return answer;
    },
    INSUFFICIENT_POINTS: async () =>
      (await member({ points: 0 })).call(api.pointShop.productOrder.path, example('pointShop.productOrder')),
    MISSION_NOT_MET: async () =>
      (await member({ missionMet: false })).call(api.pointShop.productOrder.path, example('pointShop.productOrder')),
  },
};

const calls = allEndpoints().map(({ domain, name, endpoint }) => ({ operationId: `${domain}.${name}`, endpoint }));
/** A body the call's schema refuses, and no token where one is needed: codes every call can answer. */
const generic = (endpoint: Endpoint): Partial<Record<ErrorCode, Scenario>> => ({
  VALIDATION: async () => (await reader()).call(endpoint.path, [] as unknown as object),
  ...(endpoint.access === 'user' ? { UNAUTHORIZED: () => server.request(endpoint.path, {}) } : {}),
});

describe('every refusal a call declares is produced', () => {
  it('has a scenario for each declared code, and no scenario for a code the call does not declare', () => {
    const missing = calls.flatMap(({ operationId, endpoint }) =>
      refusalsOf(endpoint)
        .filter((code) => !{ ...generic(endpoint), ...SCENARIOS[operationId] }[code])
        .map((code) => `${operationId} ${code}`),
    );
    expect(missing).toEqual([]);
    const undeclared = Object.entries(SCENARIOS).flatMap(([operationId, scenarios]) => {
      const endpoint = calls.find((c) => c.operationId === operationId)?.endpoint;
      return Object.keys(scenarios)
        .filter((code) => !endpoint || !refusalsOf(endpoint).includes(code as ErrorCode))
        .map((code) => `${operationId} ${code}`);
    });
    expect(undeclared).toEqual([]);
  });

  it.each(calls.map((c) => [c.operationId, c] as const))('%s', async (_id, { operationId, endpoint }) => {
    const scenarios = { ...generic(endpoint), ...SCENARIOS[operationId] };
    const answered: string[] = [];
    for (const [code, scenario] of Object.entries(scenarios)) {
      const answer = await scenario();
      if (answer.body?.code !== code)
        answered.push(`${code}: got HTTP ${answer.status} ${answer.body?.code ?? answer.body?.result}`);
    }
    expect(answered).toEqual([]);
  });
});
