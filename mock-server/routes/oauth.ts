import type { HttpBindings } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../src/shared/api/auth';
import type { AppDeps } from '../deps';
import { readBody } from '../lib/body';
import { isFromForeignPage, isServedHost, isTrustedReturnUrl } from '../lib/origins';
import { FACES, faceSheets } from '../lib/shipped-faces';
import { CONSENT_FORM_BODY } from '../middleware/body-limit';
import { grantConsent } from '../services/oauth';
import { rateLimitSource } from '../services/rate-limit';

const NAMES: Record<SocialProvider, string> = { google: 'Google', apple: 'Apple' };
type PageLanguage = 'ko' | 'ja' | 'en';
const TEXT: Record<
  PageLanguage,
  Record<
    'lead' | 'how' | 'email' | 'name' | 'secret' | 'submit' | 'cancel' | 'wrongSecret' | 'invalidForm' | 'invalid',
    string
  > & { title: (p: string) => string; wait: (s: number) => string }
> = {
  ko: {
    title: (p) => `${p} 계정으로 로그인 (모의)`,
    lead: '모의 서버의 테스트용 화면입니다. 실제 서비스에는 연결하지 않습니다.',
    how: '처음 쓰는 이메일이면 입력한 이름과 비밀번호로 모의 계정을 만듭니다. 이미 만든 계정이면 그때 정한 비밀번호를 입력하세요.',
    email: '이메일',
    name: '이름 (새 계정일 때)',
    secret: '비밀번호 (4자 이상)',
    submit: '계속',
    cancel: '취소',
    wrongSecret: '이메일 또는 비밀번호가 올바르지 않습니다.',
    invalidForm: '이메일과 4자 이상의 비밀번호를 입력해 주세요.',
    wait: (s) => `시도가 너무 많습니다. ${s}초 후에 다시 시도해 주세요.`,
    invalid: '돌아갈 주소가 올바르지 않습니다.',
  },
  ja: {
    title: (p) => `${p}アカウントでログイン（モック）`,
    lead: 'モックサーバーのテスト用画面です。実際のサービスには接続しません。',
    how: '初めてのメールアドレスなら、入力した名前とパスワードでモックアカウントを作ります。作成済みのアカウントなら、そのとき決めたパスワードを入力してください。',
    email: 'メールアドレス',
    name: '名前（新しいアカウントのとき）',
    secret: 'パスワード（4文字以上）',
    submit: '続行',
    cancel: 'キャンセル',
    wrongSecret: 'メールアドレスまたはパスワードが正しくありません。',
    invalidForm: 'メールアドレスと4文字以上のパスワードを入力してください。',
    wait: (s) => `試行が多すぎます。${s}秒後にもう一度お試しください。`,
    invalid: '戻り先のアドレスが正しくありません。',
  },
  en: {
    title: (p) => `Sign in with ${p} (mock)`,
    lead: 'A test page of the mock server; no real provider is contacted.',
    how: 'A new e-mail creates a mock account with the name and password you enter. For an account created before, enter the password chosen then.',
    email: 'E-mail',
    name: 'Name (new account)',
    secret: 'Password (4 or more characters)',
    submit: 'Continue',
    cancel: 'Cancel',
    wrongSecret: 'The e-mail or password is not right.',
    invalidForm: 'Enter an e-mail and a password of 4 or more characters.',
    wait: (s) => `Too many tries. Try again in ${s} seconds.`,
    invalid: 'The return address is not valid.',
  },
};

/** The page's language: `lang` of the app's authorize call, else the browser's, else Korean. */
function languageOf(c: Context): PageLanguage {
  const asked = c.req.query('lang') ?? c.req.header('accept-language')?.slice(0, 2);
  return asked === 'ja' || asked === 'en' ? asked : 'ko';
}

/** Only back to this server or a configured origin: the mock provider is no open redirect. */
function safeRedirect(c: Context, deps: AppDeps, value: string | undefined): URL | null {
  if (!URL.canParse(value ?? '')) return null;
  const url = new URL(value!);
  return (url.protocol === 'http:' || url.protocol === 'https:') && isTrustedReturnUrl(c, deps.config, url)
    ? url
    : null;
}

const consentForm = z.object({
  redirect_uri: z.string(),
  state: z.string().max(200).optional(),
  lang: z.enum(['ko', 'ja', 'en']).optional(),
  email: z.email().max(200),
  name: z.string().max(60).optional(),
  secret: z.string().min(4).max(64),
});

interface PageState {
  provider: SocialProvider;
  lang: PageLanguage;
  redirect: URL;
  state: string;
  email?: string;
  name?: string;
  alert?: string;
}

const STYLE = `body{font-family:${FACES.any};margin:0;background:#f3f4f6;color:#111}main{max-width:420px;margin:0 auto;padding:24px 16px;background:#fff;min-height:100vh;box-sizing:border-box}
h1{font-size:1.3rem}button,input{font:inherit;min-height:44px;box-sizing:border-box}label{display:grid;gap:4px;margin-bottom:12px;font-weight:600}
input{padding:8px 12px;border:1px solid #9aa0a8;border-radius:8px}.primary{background:#1a56db;color:#fff;border:0;border-radius:10px;padding:0 20px;width:100%}
a{display:inline-block;margin-top:16px;color:#444}[role=alert]{color:#b42318;font-weight:600}:lang(ja) body{font-family:${FACES.ja}}`;

/**
 * The shipped faces' tables, last in the body: the page paints before them (in the device's face on
 * a first visit, font-display: swap), and a machine without CJK or emoji fonts still draws every
 * character, typed names included.
 */
const faceLinks = (sheets: string[]) => sheets.map((href) => html`<link rel="stylesheet" href="${href}">`);

/** The consent page: one form (e-mail, name, password, one button), never a list of accounts. */
function consentPage({ provider, lang, redirect, state, email, name, alert }: PageState, sheets: string[]) {
  const t = TEXT[lang];
  const cancel = new URL(redirect);
  cancel.searchParams.set('error', 'access_denied');
  if (state) cancel.searchParams.set('state', state);
  return html`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.title(NAMES[provider])}</title>
<style>${raw(STYLE)}</style></head>
<body><main>
<h1>${t.title(NAMES[provider])}</h1><p>${t.lead}</p><p>${t.how}</p>
${alert ? html`<p role="alert">${alert}</p>` : ''}
<form method="post" action="/oauth/${provider}/consent">
<input type="hidden" name="redirect_uri" value="${redirect.toString()}"><input type="hidden" name="state" value="${state}"><input type="hidden" name="lang" value="${lang}">
<label>${t.email}<input type="email" name="email" required maxlength="200" autocomplete="email" value="${email ?? ''}"></label>
<label>${t.name}<input type="text" name="name" maxlength="60" autocomplete="name" value="${name ?? ''}"></label>
<label>${t.secret}<input type="password" name="secret" required minlength="4" maxlength="64" autocomplete="current-password"></label>
<button type="submit" class="primary">${t.submit}</button></form>
<a href="${cancel.toString()}">${t.cancel}</a>
</main>${faceLinks(sheets)}</body></html>`;
}

/**
 * The mock Google and Apple: a consent page where a person types an account (a new one is created
 * with the password they choose; an existing one needs it), then a redirect back to the app's
 * /redirectOauth with a one-time code (or error=access_denied).
 */
export function oauthRoutes(deps: AppDeps): Hono<{ Bindings: HttpBindings }> {
  const oauth = new Hono<{ Bindings: HttpBindings }>();

  const sheets = faceSheets(deps.config.webRoot);
  const providerOf = (c: Context) => SOCIAL_PROVIDERS.find((p) => p === c.req.param('provider'));
  const invalidPage = (c: Context, lang: PageLanguage) =>
    c.html(
      html`<!doctype html><html lang="${lang}"><meta charset="utf-8"><title>OAuth</title><style>${raw(STYLE)}</style><main><p role="alert">${TEXT[lang].invalid}</p></main>${faceLinks(sheets)}</html>`,
      400,
    );

  // Reached under another name (DNS rebinding), or the form posted from a foreign page: refused like the API.
  oauth.use('*', async (c, next) => {
    const foreignPost = c.req.method === 'POST' && isFromForeignPage(c, deps.config);
    if (!isServedHost(c, deps.config) || foreignPost) return c.body(null, 403);
    await next();
  });

  oauth.get('/:provider/authorize', (c) => {
    const provider = providerOf(c);
    const lang = languageOf(c);
    const redirect = safeRedirect(c, deps, c.req.query('redirect_uri'));
    if (!provider || !redirect) return invalidPage(c, lang);
    return c.html(consentPage({ provider, lang, redirect, state: c.req.query('state') ?? '' }, sheets));
  });

  oauth.post('/:provider/consent', async (c) => {
    const provider = providerOf(c);
    // Read with its limit, as a form only: parseBody would read any size and any multipart.
    const body: Record<string, string> = c.req.header('content-type')?.startsWith('application/x-www-form-urlencoded')
      ? Object.fromEntries(new URLSearchParams(await readBody(c, CONSENT_FORM_BODY)))
      : {};
    const lang = (['ko', 'ja', 'en'] as const).find((l) => l === body.lang) ?? languageOf(c);
    const redirect = safeRedirect(c, deps, body.redirect_uri);
    if (!provider || !redirect) return invalidPage(c, lang);
    const state = body.state?.slice(0, 200) ?? '';
    const again = (status: 400 | 401 | 429, alert: string) =>
      c.html(
        consentPage(
          {
            provider,
            lang,
            redirect,
            state,
            email: body.email?.slice(0, 200),
            name: body.name?.slice(0, 60),
            alert,
          },
          sheets,
        ),
        status,
      );
    const form = consentForm.safeParse(body);
    if (!form.success) return again(400, TEXT[lang].invalidForm);
    const address = rateLimitSource(c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
    const outcome = await grantConsent(deps, provider, form.data, form.data.redirect_uri, address);
    if (outcome.status === 'wrongSecret') return again(401, TEXT[lang].wrongSecret);
    if (outcome.status === 'rateLimited') return again(429, TEXT[lang].wait(Math.ceil(outcome.waitMs / 1000)));
    const back = new URL(redirect);
    back.searchParams.set('code', outcome.code);
    if (state) back.searchParams.set('state', state);
    return c.redirect(back.toString(), 302);
  });

  return oauth;
}
