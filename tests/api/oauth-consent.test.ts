import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const s = createTestServer();
const redirectUri = 'http://127.0.0.1:5170/redirectOauth';
const host = { host: '127.0.0.1:5170' };
let seq = 0;
const freshEmail = () => `social-${++seq}-${Date.now().toString(36)}@gmail.test`;

const consentPage = async (lang = 'ko') =>
  s.app.request(`/oauth/google/authorize?redirect_uri=${encodeURIComponent(redirectUri)}&state=st&lang=${lang}`, {
    headers: host,
  });

/** Submits the consent form as a browser would; answers the code handed back, or the page shown again. */
async function submit(fields: Record<string, string>, provider: 'google' | 'apple' = 'google') {
  const res = await s.app.request(`/oauth/${provider}/consent`, {
    method: 'POST',
    body: new URLSearchParams({ redirect_uri: redirectUri, state: 'st', ...fields }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...host },
  });
  const location = res.headers.get('location');
  return {
    status: res.status,
    code: location ? new URL(location).searchParams.get('code') : null,
    page: location ? '' : await res.text(),
  };
}

/** A member who joined through the mock Google with the secret they chose; answers their e-mail. */
async function googleMember(name: string, secret: string) {
  const email = freshEmail();
  const { code } = await submit({ email, name, secret });
  const started = await s.request(api.auth.googleLogin.path, { redirectUri, code });
  const joined = await s.request(api.auth.joinUser.path, {
    socialToken: started.body.data.socialToken,
    nickname: `g${seq}${Date.now().toString(36).slice(-3)}`,
    language: 'ko',
    nationality: 'KR',
    themeIds: [1],
    regionIds: [1],
    ageGroup: '20s',
    gender: 'female',
    consents: { privacy: true, terms: true, marketing: false },
  });
  expect(joined.body.result).toBe('success');
  return email;
}

describe('the mock Google and Apple', () => {
  it("the consent page lists nobody's account: one form, labelled inputs, one button", async () => {
    const email = await googleMember('하나김', 'hana-secret');
    const page = await (await consentPage()).text();
    expect(page).not.toContain(email);
    expect(page).not.toContain('하나김');
    expect(page.match(/<button/g)).toHaveLength(1);
    for (const label of ['이메일', '이름', '비밀번호']) expect(page).toMatch(new RegExp(`<label>${label}[^<]*<input`));
  });

  it("typing a member's e-mail does not sign in as them: their secret is needed", async () => {
    const email = await googleMember('ゆき', 'yuki-secret');
    const guessed = await submit({ email, name: 'ゆき', secret: 'guess-1' });
    expect(guessed).toMatchObject({ status: 401, code: null });
    expect(guessed.page).toContain('이메일 또는 비밀번호가 올바르지 않습니다.');
    const owner = await submit({ email, secret: 'yuki-secret' });
    expect(owner.code).toBeTruthy();
    expect((await s.request(api.auth.googleLogin.path, { redirectUri, code: owner.code })).body.data.status).toBe(
      'signedIn',
    );
  });

  it('guessing a secret is slowed down, for that account from that address', async () => {
    const email = await googleMember('Ren', 'ren-secret');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit({ email, secret: `guess-${i}` })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const blocked = await submit({ email, secret: 'ren-secret' });
    expect(blocked).toMatchObject({ status: 429, code: null });
    expect(blocked.page).toMatch(/\d+초 후/);
  });

  it('a tester reaches an existing account through the control API instead', async () => {
    const email = await googleMember('Tester', 'tester-secret');
    const asked = await s.app.request('/__mock/social-code', {
      method: 'POST',
      body: JSON.stringify({ provider: 'google', email, redirectUri }),
      headers: { 'content-type': 'application/json' },
    });
    const { code } = (await asked.json()) as { code: string };
    expect((await s.request(api.auth.googleLogin.path, { redirectUri, code })).body.data.status).toBe('signedIn');
    const unknown = await s.app.request('/__mock/social-code', {
      method: 'POST',
      body: JSON.stringify({ provider: 'apple', email, redirectUri }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.status).toBe(404);
  });

  it('a new account needs a secret of 4 or more characters, and the page speaks Korean, Japanese and English', async () => {
    const short = await submit({ email: freshEmail(), secret: 'abc', lang: 'ja' });
    expect(short).toMatchObject({ status: 400, code: null });
    expect(short.page).toContain('メールアドレスと4文字以上のパスワードを入力してください。');
    expect(await (await consentPage('ja')).text()).toContain('<label>パスワード（4文字以上）<input');
    expect(await (await consentPage('en')).text()).toContain('<button type="submit" class="primary">Continue</button>');
  });
});
