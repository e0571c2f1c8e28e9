import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails, pointLedger, socialAccounts, users } from '../../db/schema';
import { api } from '../../src/shared/api';
import { createTestUser } from '../../mock-server/services/test-users';
import { LIMITS } from '../../mock-server/services/rate-limit';
import { createTestServer, refreshCookie } from '../support/api';
import { TINY_PNG } from '../support/pictures';

const MIN = 60 * 1000;
const server = createTestServer();
let seq = 0;
const freshEmail = (tag = 'new') => `${tag}-${++seq}-${Date.now().toString(36)}@join.test`;
const freshNickname = () => `nk${(++seq).toString(36)}${Math.floor(Math.random() * 36 * 36).toString(36)}`.slice(0, 6);

type Server = ReturnType<typeof createTestServer>;

const latestCode = (s: Server, email: string) =>
  s.store.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id)).get()?.code ?? null;

/** Moves the server clock past the resend cool-down, so a test may ask for another code. */
const passCooldown = (s: Server) => s.deps.clock.set(s.deps.clock.now() + LIMITS.codeCooldown.windowMs + 1000);

async function verifiedEmail(s: Server = server, email = freshEmail()) {
  expect((await s.request(api.auth.sendVerificationCode.path, { email })).body.result).toBe('success');
  const res = await s.request(api.auth.verifyCode.path, { email, code: latestCode(s, email) });
  expect(res.body).toMatchObject({ result: 'success', data: { verified: true } });
  return email;
}

async function themeAndRegionIds(s: Server = server) {
  const themes = await s.answer(api.reference.themeList, {});
  const regions = await s.answer(api.reference.regionList, {});
  return { themeIds: [themes[0]!.id, themes[2]!.id], regionIds: [regions[0]!.id] };
}

async function joinBody(s: Server, overrides: Record<string, unknown> = {}, password = 'secret12') {
  return {
    email: freshEmail(),
    ...(await s.encrypt(password)),
    nickname: freshNickname(),
    language: 'ko',
    nationality: 'KR',
    ...(await themeAndRegionIds(s)),
    ageGroup: '20s',
    gender: 'female',
    consents: { privacy: true, terms: true, marketing: false },
    keepLoggedIn: true,
    ...overrides,
  };
}

describe('public key', () => {
  it('is an RSA SPKI PEM with a key id, and keys rotate while the last ones stay usable', async () => {
    const s = createTestServer();
    const first = (await s.request(api.auth.publicKey.path)).body.data;
    expect(first.publicKey).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect((await s.request(api.auth.publicKey.path)).body.data.keyId).toBe(first.keyId);
    const encrypted = await s.encrypt('demo1234');
    s.deps.clock.set(s.deps.clock.now() + 61 * MIN);
    const second = (await s.request(api.auth.publicKey.path)).body.data;
    expect(second.keyId).not.toBe(first.keyId);
    // A form opened before the rotation still signs in.
    const stillGood = await s.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...encrypted,
      keepLoggedIn: false,
    });
    expect(stillGood.body.result).toBe('success');
    for (let i = 0; i < 3; i++) {
      s.deps.clock.set(s.deps.clock.now() + 61 * MIN);
      await s.request(api.auth.publicKey.path);
    }
    const expired = await s.request(api.auth.loginEmail.path, {
      email: 'demo@tabi.test',
      ...encrypted,
      keepLoggedIn: false,
    });
    expect(expired.body).toMatchObject({ result: 'error', code: 'VALIDATION' });
    expect(expired.status).toBe(200);
  });
});

describe('check-email', () => {
  it('a free address is available; a joined one (any case) is EMAIL_TAKEN; a malformed one INVALID_EMAIL', async () => {
    expect((await server.request(api.auth.checkEmail.path, { email: freshEmail() })).body).toMatchObject({
      result: 'success',
      data: { available: true },
    });
    expect((await server.request(api.auth.checkEmail.path, { email: ' Demo@Tabi.TEST ' })).body).toMatchObject({
      result: 'error',
      code: 'EMAIL_TAKEN',
      message: '이미 가입된 이메일입니다.',
    });
    expect((await server.request(api.auth.checkEmail.path, { email: 'demo@' }, { lang: 'ja' })).body).toMatchObject({
      code: 'INVALID_EMAIL',
      message: '正しいメールアドレスの形式で入力してください。',
    });
  });
});

describe('verification codes', () => {
  it('a code of 6 letters or digits is mailed, valid 10 minutes, and readable at /__mock/mailbox', async () => {
    const email = freshEmail();
    const res = await server.request(api.auth.sendVerificationCode.path, { email });
    expect(res.body.result).toBe('success');
    expect(res.body.data.expiresAt - server.deps.clock.now()).toBeGreaterThan(9.9 * MIN);
    expect(res.body.data.expiresAt - server.deps.clock.now()).toBeLessThanOrEqual(10 * MIN);
    const box = (await (
      await server.app.request(`/__mock/mailbox?email=${encodeURIComponent(email)}`)
    ).json()) as Array<{ code: string; kind: string }>;
    expect(box[0]).toMatchObject({ kind: 'verification', code: expect.stringMatching(/^[A-Z0-9]{6}$/) });
    expect(
      (await server.request(api.auth.verifyCode.path, { email, code: box[0]!.code.toLowerCase() })).body,
    ).toMatchObject({ result: 'success', data: { verified: true } });
  });

  it('refuses a malformed address, a wrong code and a code never sent', async () => {
    expect((await server.request(api.auth.sendVerificationCode.path, { email: 'nope' })).body.code).toBe(
      'INVALID_EMAIL',
    );
    expect((await server.request(api.auth.verifyCode.path, { email: freshEmail(), code: 'ABC123' })).body.code).toBe(
      'INVALID_CODE',
    );
    const email = freshEmail();
    await server.request(api.auth.sendVerificationCode.path, { email });
    expect((await server.request(api.auth.verifyCode.path, { email, code: '12' })).body).toMatchObject({
      code: 'INVALID_CODE',
      message: '인증번호가 올바르지 않습니다.',
    });
    expect((await server.request(api.auth.verifyCode.path, { email, code: 'ZZZZZ!' })).body.code).toBe('INVALID_CODE');
  });

  it('a new code replaces the old one', async () => {
    const email = freshEmail();
    await server.request(api.auth.sendVerificationCode.path, { email });
    const old = latestCode(server, email)!;
    passCooldown(server);
    await server.request(api.auth.sendVerificationCode.path, { email });
    const current = latestCode(server, email)!;
    if (old !== current)
      expect((await server.request(api.auth.verifyCode.path, { email, code: old })).body.code).toBe('INVALID_CODE');
    expect((await server.request(api.auth.verifyCode.path, { email, code: current })).body.result).toBe('success');
  });

  it('5 wrong tries lock the code, even for the right one after', async () => {
    const email = freshEmail();
    await server.request(api.auth.sendVerificationCode.path, { email });
    const code = latestCode(server, email)!;
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 5; i++)
      codes.push((await server.request(api.auth.verifyCode.path, { email, code: wrong })).body.code);
    expect(codes).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_LOCKED']);
    expect((await server.request(api.auth.verifyCode.path, { email, code })).body.code).toBe('CODE_LOCKED');
    // A new code starts over.
    passCooldown(server);
    await server.request(api.auth.sendVerificationCode.path, { email });
    expect(
      (await server.request(api.auth.verifyCode.path, { email, code: latestCode(server, email) })).body.result,
    ).toBe('success');
  });

  it('an expired code is refused with its own message', async () => {
    const s = createTestServer();
    const email = freshEmail();
    await s.request(api.auth.sendVerificationCode.path, { email });
    s.deps.clock.set(s.deps.clock.now() + 10 * MIN + 1);
    const res = await s.request(api.auth.verifyCode.path, { email, code: latestCode(s, email) });
    expect(res.body).toMatchObject({
      result: 'error',
      code: 'INVALID_CODE',
      message: '인증번호가 만료되었습니다. 새 인증번호를 받아 주세요.',
    });
  });

  it('sending is rate limited per e-mail (cool-down, then 5 an hour) and per address, with 200 and a clear wait', async () => {
    const s = createTestServer();
    const email = freshEmail();
    expect((await s.request(api.auth.sendVerificationCode.path, { email })).body.result).toBe('success');
    const soon = await s.request(api.auth.sendVerificationCode.path, { email });
    expect(soon.status).toBe(200);
    expect(soon.body).toMatchObject({
      result: 'error',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/\d+초 후에 다시 시도해 주세요/),
    });
    for (let i = 0; i < 4; i++) {
      passCooldown(s);
      expect((await s.request(api.auth.sendVerificationCode.path, { email })).body.result).toBe('success');
    }
    passCooldown(s);
    expect((await s.request(api.auth.sendVerificationCode.path, { email })).body.code).toBe('RATE_LIMITED');
    s.deps.clock.set(s.deps.clock.now() + 61 * MIN);
    expect((await s.request(api.auth.sendVerificationCode.path, { email })).body.result).toBe('success');

    const other = createTestServer();
    const results: string[] = [];
    for (let i = 0; i < LIMITS.mailPerAddress.limit + 1; i++)
      results.push(
        (await other.request(api.auth.sendVerificationCode.path, { email: freshEmail('addr') })).body.result,
      );
    expect(results.filter((r) => r === 'success')).toHaveLength(LIMITS.mailPerAddress.limit);
    expect(results.at(-1)).toBe('error');
  });
});

describe('check-nickname', () => {
  it('3 to 6 letters or digits, free: available; otherwise VALIDATION or NICKNAME_TAKEN', async () => {
    expect((await server.request(api.auth.checkNickname.path, { nickname: freshNickname() })).body).toMatchObject({
      result: 'success',
      data: { available: true },
    });
    expect((await server.request(api.auth.checkNickname.path, { nickname: '여행자' })).body.result).toBe('success');
    expect((await server.request(api.auth.checkNickname.path, { nickname: 'ab' })).body).toMatchObject({
      code: 'VALIDATION',
      message: '닉네임은 3~6자로 입력해 주세요.',
    });
    expect(
      (await server.request(api.auth.checkNickname.path, { nickname: 'abcdefg' }, { lang: 'ja' })).body,
    ).toMatchObject({ code: 'VALIDATION', message: 'ニックネームは3〜6文字で入力してください。' });
    expect((await server.request(api.auth.checkNickname.path, { nickname: 'a b!' })).body).toMatchObject({
      code: 'VALIDATION',
      message: expect.stringContaining('밑줄'),
    });
    expect((await server.request(api.auth.checkNickname.path, { nickname: '데모유저' })).body).toMatchObject({
      code: 'NICKNAME_TAKEN',
      message: '이미 사용 중인 닉네임입니다.',
    });
  });
});

describe('join-user', () => {
  it('creates the account, signs it in and credits 5,000 + 4 x 100 points as separate ledger rows', async () => {
    const email = await verifiedEmail();
    const body = await joinBody(server, {
      email,
      profileImage: TINY_PNG,
    });
    const res = await server.request(api.auth.joinUser.path, body);
    expect(res.body).toMatchObject({ result: 'success', data: { access: expect.any(String) } });
    expect(res.headers.get('set-cookie')).toMatch(/refresh=.*Max-Age=2592000/);
    const points = await server.request(api.user.userPoint.path, {}, { token: res.body.data.access });
    expect(points.body.data).toEqual({ balance: 5400, cumulative: 5400, earned: 5400, used: 0 });
    const user = server.store.db.select().from(users).where(eq(users.email, email)).get()!;
    expect(user).toMatchObject({
      nickname: body.nickname,
      signupPath: 'email',
      ageGroup: '20s',
      gender: 'female',
      language: 'ko',
      nationality: 'KR',
      consentPrivacy: true,
      consentMarketing: false,
      profileImage: expect.stringMatching(/^\/files\//),
    });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    const ledger = server.store.db
      .select()
      .from(pointLedger)
      .where(eq(pointLedger.userId, user.id))
      .orderBy(pointLedger.id)
      .all();
    expect(ledger.map((r) => [r.reason, r.amount])).toEqual([
      ['join', 5000],
      ['tutorialTheme', 100],
      ['tutorialRegion', 100],
      ['tutorialAge', 100],
      ['tutorialGender', 100],
    ]);
    // The new account signs in with its password.
    await expect(server.login(email, 'secret12')).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses a missing tutorial answer with NO_TUTORIAL_DATA', async () => {
    const email = await verifiedEmail();
    for (const missing of [{ themeIds: [] }, { regionIds: [] }, { ageGroup: null }, { gender: null }]) {
      const res = await server.request(api.auth.joinUser.path, await joinBody(server, { email, ...missing }), {
        lang: 'ja',
      });
      expect(res.body).toMatchObject({
        result: 'error',
        code: 'NO_TUTORIAL_DATA',
        message: 'チュートリアル情報がありません。もう一度設定してください。',
      });
    }
  });

  it('refuses an unverified e-mail, a taken e-mail or nickname, and bad fields', async () => {
    expect((await server.request(api.auth.joinUser.path, await joinBody(server))).body.code).toBe('EMAIL_NOT_VERIFIED');
    expect(
      (await server.request(api.auth.joinUser.path, await joinBody(server, { email: 'demo@tabi.test' }))).body.code,
    ).toBe('EMAIL_TAKEN');
    const email = await verifiedEmail();
    expect(
      (await server.request(api.auth.joinUser.path, await joinBody(server, { email, nickname: '데모유저' }))).body.code,
    ).toBe('NICKNAME_TAKEN');
    const short = await server.request(api.auth.joinUser.path, await joinBody(server, { email }, 'abc'));
    expect(short.body).toMatchObject({ code: 'VALIDATION', message: '비밀번호는 6~12자로 입력해 주세요.' });
    expect(
      (await server.request(api.auth.joinUser.path, await joinBody(server, { email }, 'x'.repeat(13)))).body.code,
    ).toBe('VALIDATION');
    const noTerms = await server.request(
      api.auth.joinUser.path,
      await joinBody(server, { email, consents: { privacy: true, terms: false, marketing: true } }),
    );
    expect(noTerms.body).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('필수 약관') });
    const { email: _e, password: _p, keyId: _k, ...noCredentials } = await joinBody(server, { email });
    expect((await server.request(api.auth.joinUser.path, noCredentials)).body).toMatchObject({
      code: 'VALIDATION',
      message: '필수 정보를 입력해 주세요.',
    });
    expect(
      (await server.request(api.auth.joinUser.path, await joinBody(server, { email, themeIds: [99999] }))).body.code,
    ).toBe('VALIDATION');
    expect((await server.request(api.auth.joinUser.path, await joinBody(server, { email: 'bad@' }))).body.code).toBe(
      'INVALID_EMAIL',
    );
    expect(
      (await server.request(api.auth.joinUser.path, await joinBody(server, { email, nickname: 'no way' }))).body.code,
    ).toBe('VALIDATION');
    // None of these refusals used up the verified address.
    expect((await server.request(api.auth.joinUser.path, await joinBody(server, { email }))).body.result).toBe(
      'success',
    );
  });

  it('concurrent joins with the same e-mail: exactly one wins', async () => {
    const email = await verifiedEmail();
    const bodies = await Promise.all([0, 1, 2].map(() => joinBody(server, { email })));
    const results = await Promise.all(bodies.map((b) => server.request(api.auth.joinUser.path, b)));
    expect(results.filter((r) => r.body.result === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'EMAIL_TAKEN')).toHaveLength(2);
    expect(server.store.db.select().from(users).where(eq(users.email, email)).all()).toHaveLength(1);
  });

  it('concurrent joins with the same nickname: exactly one wins', async () => {
    const nickname = freshNickname();
    const emails = [await verifiedEmail(), await verifiedEmail(), await verifiedEmail()];
    const bodies = await Promise.all(emails.map((email) => joinBody(server, { email, nickname })));
    const results = await Promise.all(bodies.map((b) => server.request(api.auth.joinUser.path, b)));
    expect(results.filter((r) => r.body.result === 'success')).toHaveLength(1);
    expect(results.filter((r) => r.body.code === 'NICKNAME_TAKEN')).toHaveLength(2);
  });
});

describe('e-mail login', () => {
  it('signs in, and stays a session cookie without keep-logged-in', async () => {
    const { email, password } = await createTestUser(server.deps, { language: 'ko', points: 0, password: 'test1234' });
    const res = await server.request(api.auth.loginEmail.path, {
      email,
      ...(await server.encrypt(password)),
      keepLoggedIn: false,
    });
    expect(res.body).toMatchObject({ result: 'success', data: { access: expect.any(String) } });
    expect(refreshCookie(res.headers)).not.toBe('');
    expect(res.headers.get('set-cookie')).not.toMatch(/Max-Age/);
  });

  it('a withdrawn account is refused with the administrator message, only with the right password', async () => {
    const { email, password } = await createTestUser(server.deps, { language: 'ko', points: 0, password: 'test1234' });
    const { token } = await server.login(email, password);
    expect((await server.request(api.user.withdraw.path, {}, { token })).body.result).toBe('success');
    const ko = await server.request(api.auth.loginEmail.path, {
      email,
      ...(await server.encrypt(password)),
      keepLoggedIn: true,
    });
    expect(ko.body).toMatchObject({
      result: 'error',
      code: 'WITHDRAWN',
      message: '탈퇴한 계정입니다. 관리자에게 문의해 주세요.',
    });
    const ja = await server.request(
      api.auth.loginEmail.path,
      { email, ...(await server.encrypt(password)), keepLoggedIn: true },
      { lang: 'ja' },
    );
    expect(ja.body.message).toBe('退会したアカウントです。管理者にお問い合わせください。');
    expect(
      (
        await server.request(api.auth.loginEmail.path, {
          email,
          ...(await server.encrypt('wrong-one')),
          keepLoggedIn: true,
        })
      ).body.code,
    ).toBe('LOGIN_FAILED');
    // The withdrawn address cannot be joined again either.
    expect((await server.request(api.auth.checkEmail.path, { email })).body.code).toBe('EMAIL_TAKEN');
  });

  it('refuses unknown e-mails, wrong and out-of-range passwords with LOGIN_FAILED', async () => {
    for (const [email, password] of [
      ['nobody@tabi.test', 'demo1234'],
      ['demo@tabi.test', 'demo12345'],
      ['demo@tabi.test', 'x'],
    ]) {
      const res = await server.request(api.auth.loginEmail.path, {
        email,
        ...(await server.encrypt(password!)),
        keepLoggedIn: false,
      });
      expect(res.body).toMatchObject({ result: 'error', code: 'LOGIN_FAILED' });
    }
    expect(
      (
        await server.request(api.auth.loginEmail.path, {
          email: 'demo@tabi.test',
          password: 'not-base64-rsa',
          keyId: 'nope',
          keepLoggedIn: false,
        })
      ).body.code,
    ).toBe('VALIDATION');
  });

  it('after 5 failures for one account from one address, the next try waits (200, not a 4xx)', async () => {
    const s = createTestServer();
    const { email, password } = await createTestUser(s.deps, { language: 'ko', points: 0, password: 'test1234' });
    for (let i = 0; i < 5; i++)
      expect(
        (await s.request(api.auth.loginEmail.path, { email, ...(await s.encrypt('wrong-pw')), keepLoggedIn: false }))
          .body.code,
      ).toBe('LOGIN_FAILED');
    const locked = await s.request(api.auth.loginEmail.path, {
      email,
      ...(await s.encrypt(password)),
      keepLoggedIn: false,
    });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({
      result: 'error',
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/\d+초 후/),
    });
    // Another account at the same address is not affected.
    expect(
      (
        await s.request(api.auth.loginEmail.path, {
          email: 'demo@tabi.test',
          ...(await s.encrypt('demo1234')),
          keepLoggedIn: false,
        })
      ).body.result,
    ).toBe('success');
    s.deps.clock.set(s.deps.clock.now() + 16 * MIN);
    expect(
      (await s.request(api.auth.loginEmail.path, { email, ...(await s.encrypt(password)), keepLoggedIn: false })).body
        .result,
    ).toBe('success');
  });
});

describe('temporary password', () => {
  it('mails a temporary password; signing in with it makes it the password', async () => {
    const { email, password } = await createTestUser(server.deps, { language: 'ja', points: 0, password: 'test1234' });
    const res = await server.request(api.auth.tempPassword.path, { email }, { lang: 'ja' });
    expect(res.body).toMatchObject({ result: 'success', data: { sent: true } });
    const mail = server.store.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id)).get()!;
    expect(mail).toMatchObject({ kind: 'tempPassword', subject: expect.stringContaining('仮パスワード') });
    expect(mail.code).toMatch(/^[a-z0-9]{10}$/);
    expect(mail.body).toContain(mail.code);
    await expect(server.login(email, mail.code!)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(server.login(email, password)).rejects.toThrow(/LOGIN_FAILED/);
    await expect(server.login(email, mail.code!)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it('refuses unknown, malformed and withdrawn addresses', async () => {
    expect((await server.request(api.auth.tempPassword.path, { email: 'nobody@tabi.test' })).body).toMatchObject({
      code: 'NOT_FOUND',
      message: '가입되지 않은 이메일입니다.',
    });
    expect((await server.request(api.auth.tempPassword.path, { email: 'x@' })).body.code).toBe('INVALID_EMAIL');
    const { email, password } = await createTestUser(server.deps, { language: 'ko', points: 0, password: 'test1234' });
    await server.request(api.user.withdraw.path, {}, { token: (await server.login(email, password)).token });
    expect((await server.request(api.auth.tempPassword.path, { email })).body.code).toBe('WITHDRAWN');
  });
});

describe('Google and Apple (the mock server plays the provider)', () => {
  const redirectUri = 'http://127.0.0.1:5170/redirectOauth';

  /** What a person does on the consent page (the same secret each time): returns the code the provider hands back. */
  async function consent(s: Server, provider: 'google' | 'apple', email: string, state = 'st-1') {
    const start = await s.request(`/api/login/${provider}_login`, { redirectUri, state, language: 'ko' });
    expect(start.body).toMatchObject({
      result: 'success',
      data: {
        status: 'authorize',
        authorizeUrl: expect.stringMatching(new RegExp(`^/oauth/${provider}/authorize\\?`)),
      },
    });
    const page = await s.app.request(start.body.data.authorizeUrl, { headers: { host: '127.0.0.1:5170' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    const form = new URLSearchParams({
      redirect_uri: redirectUri,
      state,
      email,
      name: 'Tester',
      secret: 'mock-secret',
    });
    const back = await s.app.request(`/oauth/${provider}/consent`, {
      method: 'POST',
      body: form,
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:5170' },
    });
    expect(back.status).toBe(302);
    const location = new URL(back.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe(state);
    return location.searchParams.get('code')!;
  }

  it('a new Google account gets a join pass, joins with it, and is signed in the next time', async () => {
    const email = freshEmail('google');
    const code = await consent(server, 'google', email);
    const first = await server.request(api.auth.googleLogin.path, { redirectUri, code });
    expect(first.body).toMatchObject({
      result: 'success',
      data: { status: 'needsJoin', socialToken: expect.any(String), email, name: 'Tester' },
    });
    // The provider's code is good once.
    expect((await server.request(api.auth.googleLogin.path, { redirectUri, code })).body.code).toBe('LOGIN_FAILED');

    const { email: _e, password: _p, keyId: _k, ...rest } = await joinBody(server);
    const joined = await server.request(api.auth.joinUser.path, { ...rest, socialToken: first.body.data.socialToken });
    expect(joined.body.result).toBe('success');
    expect(
      (await server.request(api.user.userPoint.path, {}, { token: joined.body.data.access })).body.data.balance,
    ).toBe(5400);
    const user = server.store.db.select().from(users).where(eq(users.email, email)).get()!;
    expect(user).toMatchObject({ signupPath: 'google', passwordHash: null });
    expect(server.store.db.select().from(socialAccounts).where(eq(socialAccounts.userId, user.id)).all()).toHaveLength(
      1,
    );
    // The join pass is spent.
    expect(
      (
        await server.request(api.auth.joinUser.path, {
          ...rest,
          nickname: freshNickname(),
          socialToken: first.body.data.socialToken,
        })
      ).body.code,
    ).toBe('VALIDATION');

    const again = await server.request(api.auth.googleLogin.path, {
      redirectUri,
      code: await consent(server, 'google', email, 'st-2'),
    });
    expect(again.body).toMatchObject({ result: 'success', data: { status: 'signedIn', access: expect.any(String) } });
    expect(refreshCookie(again.headers)).not.toBe('');
  });

  it('Apple works the same way, and a withdrawn social account is refused', async () => {
    const email = freshEmail('apple');
    const first = await server.request(api.auth.appleLogin.path, {
      redirectUri,
      code: await consent(server, 'apple', email),
    });
    expect(first.body.data.status).toBe('needsJoin');
    const { email: _e, password: _p, keyId: _k, ...rest } = await joinBody(server);
    const joined = await server.request(api.auth.joinUser.path, { ...rest, socialToken: first.body.data.socialToken });
    await server.request(api.user.withdraw.path, {}, { token: joined.body.data.access });
    const after = await server.request(api.auth.appleLogin.path, {
      redirectUri,
      code: await consent(server, 'apple', email),
    });
    expect(after.body).toMatchObject({ result: 'error', code: 'WITHDRAWN' });
    // A Google code is no Apple code.
    const googleCode = await consent(server, 'google', freshEmail('cross'));
    expect((await server.request(api.auth.appleLogin.path, { redirectUri, code: googleCode })).body.code).toBe(
      'LOGIN_FAILED',
    );
  });

  it('refuses a wrong code, a code for another redirect, and an e-mail joined another way', async () => {
    expect((await server.request(api.auth.googleLogin.path, { redirectUri, code: 'made-up' })).body.code).toBe(
      'LOGIN_FAILED',
    );
    const code = await consent(server, 'google', freshEmail('redir'));
    expect(
      (await server.request(api.auth.googleLogin.path, { redirectUri: 'http://127.0.0.1:9999/redirectOauth', code }))
        .body.code,
    ).toBe('LOGIN_FAILED');
    const taken = await server.request(api.auth.googleLogin.path, {
      redirectUri,
      code: await consent(server, 'google', 'demo@tabi.test'),
    });
    expect(taken.body).toMatchObject({ code: 'EMAIL_TAKEN' });
    expect((await server.request(api.auth.googleLogin.path, { redirectUri: 'javascript:alert(1)' })).body.code).toBe(
      'VALIDATION',
    );
  });

  it('the consent page sends nobody to a foreign host, and a code expires after 5 minutes', async () => {
    const s = createTestServer();
    const page = await s.app.request(
      `/oauth/google/authorize?redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
      { headers: { host: '127.0.0.1:5170' } },
    );
    expect(page.status).toBe(400);
    expect((await s.app.request('/oauth/facebook/authorize?redirect_uri=http://127.0.0.1/x')).status).toBe(400);
    const code = await consent(s, 'google', freshEmail('late'));
    s.deps.clock.set(s.deps.clock.now() + 5 * MIN + 1);
    expect((await s.request(api.auth.googleLogin.path, { redirectUri, code })).body.code).toBe('LOGIN_FAILED');
  });

  it('app_google_login puts the token in the access response header', async () => {
    const email = freshEmail('app');
    const first = await server.request(api.auth.appGoogleLogin.path, { code: await consent(server, 'google', email) });
    expect(first.body.data).toMatchObject({ status: 'needsJoin' });
    expect(first.headers.get('access')).toBeNull();
    const { email: _e, password: _p, keyId: _k, ...rest } = await joinBody(server);
    expect(
      (await server.request(api.auth.joinUser.path, { ...rest, socialToken: first.body.data.socialToken })).body.result,
    ).toBe('success');
    const again = await server.request(api.auth.appGoogleLogin.path, { code: await consent(server, 'google', email) });
    expect(again.body).toMatchObject({ result: 'success', data: { status: 'signedIn' } });
    const token = again.headers.get('access');
    expect(token).toBeTruthy();
    expect((await server.request(api.user.userPoint.path, {}, { token })).status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the sign-in and clears the cookie', async () => {
    const session = await server.login();
    const res = await server.request(api.auth.logout.path, {}, { token: session.token, cookie: session.cookie });
    expect(res.body.result).toBe('success');
    expect(res.headers.get('set-cookie')).toMatch(/refresh=;/);
    expect((await server.request(api.auth.reissue.path, {}, { cookie: session.cookie })).status).toBe(401);
  });
});
