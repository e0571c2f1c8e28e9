import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, users } from '../../db/schema';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const s = createTestServer();
let seq = 0;

/** A 3-syllable Korean name no one has yet, and the same name typed as decomposed jamo (NFD). */
function lookAlikePair() {
  seq += 1;
  const composed = String.fromCodePoint(0xac00 + seq * 28, 0xb098, 0xb2e4);
  return { composed, decomposed: composed.normalize('NFD') };
}

/** Names that pass for another or carry hidden characters: each must be refused by all three calls. */
const HIDDEN_NAMES = [
  ['zero-width space after an existing name', '데모유저\u200b'],
  ['zero-width joiner inside', '데모\u200d유저'],
  ['bidi override', 'a\u202Eb1'],
  ['bidi isolate', '\u2067ab\u2069c'],
  ['Hangul filler', '데모\u3164'],
  ['byte order mark inside', '여\ufeff행자'],
  ['control character', 'ab\u0007c'],
  ['markup', '<b>x'],
] as const;

async function verifiedEmail() {
  const email = `nick-${++seq}-${Date.now().toString(36)}@join.test`;
  await s.request(api.auth.sendVerificationCode.path, { email });
  const code = s.store.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id)).get()!.code;
  expect((await s.request(api.auth.verifyCode.path, { email, code })).body.result).toBe('success');
  return email;
}

async function join(nickname: string) {
  return s.request(api.auth.joinUser.path, {
    email: await verifiedEmail(),
    ...(await s.encrypt('secret12')),
    nickname,
    language: 'ko',
    nationality: 'KR',
    themeIds: [1],
    regionIds: [1],
    ageGroup: '20s',
    gender: 'female',
    consents: { privacy: true, terms: true, marketing: false },
  });
}

const profile = (nickname: string) => ({
  nickname,
  instagram: null,
  themeIds: [],
  regionIds: [],
  ageGroup: null,
  gender: null,
});

describe('one nickname rule for check-nickname, join and save-user-info', () => {
  it.each(HIDDEN_NAMES)('refuses a name with a %s everywhere', async (_what, name) => {
    const member = await s.signedInUser();
    for (const res of [
      await s.request(api.auth.checkNickname.path, { nickname: name }),
      await join(name),
      await member.call(api.user.saveUserInfo.path, profile(name)),
    ]) {
      expect(res.body).toMatchObject({ result: 'error', code: expect.stringMatching(/^(VALIDATION|NICKNAME_TAKEN)$/) });
    }
    expect(s.store.db.select().from(users).where(eq(users.nickname, name)).get()).toBeUndefined();
  });

  it('a name typed in decomposed letters is the same name as the composed one', async () => {
    const { composed, decomposed } = lookAlikePair();
    const holder = await s.signedInUser();
    expect((await holder.call(api.user.saveUserInfo.path, profile(composed))).body.data.nickname).toBe(composed);
    const other = await s.signedInUser();
    expect((await s.request(api.auth.checkNickname.path, { nickname: decomposed })).body.code).toBe('NICKNAME_TAKEN');
    expect((await join(decomposed)).body.code).toBe('NICKNAME_TAKEN');
    expect((await other.call(api.user.saveUserInfo.path, profile(decomposed))).body.code).toBe('NICKNAME_TAKEN');
  });

  it('a new name is stored composed (NFC), and a member may save their own name again', async () => {
    const { composed, decomposed } = lookAlikePair();
    const joined = await join(decomposed);
    expect(joined.body.result).toBe('success');
    const me = (await s.request(api.user.userInfo.path, {}, { token: joined.body.data.access })).body.data;
    expect(me.nickname).toBe(composed);
    const again = await s.request(api.user.saveUserInfo.path, profile(decomposed), { token: joined.body.data.access });
    expect(again.body).toMatchObject({ result: 'success', data: { nickname: composed } });
  });

  it("the refusal says what is wrong, in the member's language", async () => {
    const member = await s.signedInUser({ language: 'ja' });
    expect((await member.call(api.user.saveUserInfo.path, profile('ゆき\u200b'))).body).toMatchObject({
      code: 'VALIDATION',
      message: 'ニックネームには文字、数字、アンダースコア(_)のみ使えます。',
    });
    expect((await s.request(api.auth.checkNickname.path, { nickname: 'a\u202Eb1' })).body).toMatchObject({
      code: 'VALIDATION',
      message: '닉네임에는 문자, 숫자, 밑줄(_)만 사용할 수 있습니다.',
    });
  });
});
