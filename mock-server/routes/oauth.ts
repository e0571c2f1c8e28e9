import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../src/shared/api/auth';
import type { AppDeps } from '../deps';
import { readBody } from '../lib/body';
import { isLoopbackHost } from '../lib/request';
import { CONSENT_FORM_BODY } from '../middleware/body-limit';
import { consentAccounts, issueAuthorizationCode } from '../services/oauth';

const NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
const TEXT = {
  ko: { title: (p: string) => `${p} 계정으로 로그인 (모의)`, lead: '타비로그에 로그인할 계정을 선택하거나 입력하세요. 모의 서버의 테스트용 화면입니다.', choose: '계정 선택', other: '다른 계정 사용', email: '이메일', name: '이름', allow: '계속', cancel: '취소', invalid: '돌아갈 주소가 올바르지 않습니다.' },
  ja: { title: (p: string) => `${p}アカウントでログイン（モック）`, lead: 'タビログにログインするアカウントを選ぶか入力してください。モックサーバーのテスト用画面です。', choose: 'アカウントを選択', other: '別のアカウントを使う', email: 'メールアドレス', name: '名前', allow: '続行', cancel: 'キャンセル', invalid: '戻り先のアドレスが正しくありません。' },
};

/** Only back to this host or a loopback one: the mock provider is no open redirect. */
function safeRedirect(value: string | undefined, requestHost: string | undefined): URL | null {
  try {
    const url = new URL(value ?? '');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return isLoopbackHost(url.host) || url.host === requestHost ? url : null;
  } catch {
    return null;
  }
}

const consentForm = z.object({
  redirect_uri: z.string(),
  state: z.string().max(200).optional(),
  email: z.email().max(200),
  name: z.string().max(60).optional(),
});

/**
 * The mock Google and Apple: a consent page where a tester picks or types an account, then a
 * redirect back to the app's /redirectOauth with a one-time code (or error=access_denied).
 */
export function oauthRoutes(deps: AppDeps): Hono<{ Bindings: HttpBindings }> {
  const oauth = new Hono<{ Bindings: HttpBindings }>();

  const providerOf = (c: Context) => SOCIAL_PROVIDERS.find((p) => p === c.req.param('provider'));

  oauth.get('/:provider/authorize', (c) => {
    const provider = providerOf(c);
    const lang = c.req.query('lang') === 'ja' || (!c.req.query('lang') && c.req.header('accept-language')?.startsWith('ja')) ? 'ja' : 'ko';
    const t = TEXT[lang];
    const redirect = safeRedirect(c.req.query('redirect_uri'), c.req.header('host'));
    if (!provider || !redirect) return c.html(html`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>OAuth</title><main><p role="alert">${t.invalid}</p></main></html>`, 400);
    const state = c.req.query('state') ?? '';
    const accounts = consentAccounts(deps.store.db, provider);
    const cancel = new URL(redirect);
    cancel.searchParams.set('error', 'access_denied');
    if (state) cancel.searchParams.set('state', state);
    const hidden = html`<input type="hidden" name="redirect_uri" value="${redirect.toString()}"><input type="hidden" name="state" value="${state}">`;
    return c.html(html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title(NAMES[provider])}</title>
<style>${raw(`body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f6;color:#111}main{max-width:420px;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.3rem}ul{list-style:none;padding:0;display:grid;gap:8px}button,input{font:inherit;min-height:44px;box-sizing:border-box}li button{width:100%;text-align:left;padding:8px 12px;border:1px solid #c9ccd2;border-radius:10px;background:#fff;cursor:pointer}
label{display:grid;gap:4px;margin-bottom:12px;font-weight:600}input{padding:8px 12px;border:1px solid #9aa0a8;border-radius:8px}.primary{background:#1a56db;color:#fff;border:0;border-radius:10px;padding:0 20px;width:100%}a{display:inline-block;margin-top:16px;color:#444}small{display:block;color:#555}`)}</style></head>
<body><main>
<h1>${t.title(NAMES[provider])}</h1><p>${t.lead}</p>
<h2>${t.choose}</h2>
<ul>${accounts.map((a) => html`<li><form method="post" action="/oauth/${provider}/consent">${hidden}<input type="hidden" name="email" value="${a.email}"><input type="hidden" name="name" value="${a.name}"><button type="submit">${a.name}<small>${a.email}</small></button></form></li>`)}</ul>
<h2>${t.other}</h2>
<form method="post" action="/oauth/${provider}/consent">${hidden}
<label>${t.email}<input type="email" name="email" required autocomplete="email"></label>
<label>${t.name}<input type="text" name="name" maxlength="60" autocomplete="name"></label>
<button type="submit" class="primary">${t.allow}</button></form>
<a href="${cancel.toString()}">${t.cancel}</a>
</main></body></html>`);
  });

  oauth.post('/:provider/consent', async (c) => {
    const provider = providerOf(c);
    // Read with its limit, as a form only: parseBody would read any size and any multipart.
    const form = c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(await readBody(c, CONSENT_FORM_BODY))) : undefined;
    const parsed = consentForm.safeParse(form);
    const redirect = parsed.success ? safeRedirect(parsed.data.redirect_uri, c.req.header('host')) : null;
    if (!provider || !parsed.success || !redirect) return c.text('invalid consent request', 400);
    const back = new URL(redirect);
    back.searchParams.set('code', issueAuthorizationCode(deps, provider, { email: parsed.data.email, name: parsed.data.name ?? '' }, parsed.data.redirect_uri));
    if (parsed.data.state) back.searchParams.set('state', parsed.data.state);
    return c.redirect(back.toString(), 302);
  });

  return oauth;
}
