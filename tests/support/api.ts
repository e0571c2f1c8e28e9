import { openStore } from '../../db/client';
import type { z } from 'zod';
import { createApp } from '../../mock-server/app';
import { createTestUser } from '../../mock-server/services/test-users';
import type { testUserSpec } from '../../src/shared/control';
import { createDeps } from '../../mock-server/create-deps';
import type { AppDeps } from '../../mock-server/deps';
import { createClock } from '../../mock-server/lib/clock';
import { LEGACY_SCRYPT_PARAMS, type ScryptParams } from '../../mock-server/services/passwords';
import { api } from '../../src/shared/api';
import type { Endpoint, RequestOf, ResponseOf } from '../../src/shared/endpoint';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { publicEncrypt, constants } from 'node:crypto';

export interface CallOptions {
  token?: string | null;
  lang?: 'ko' | 'ja';
  cookie?: string;
  raw?: string;
  headers?: Record<string, string>;
}

/** A seeded in-memory mock server, called without sockets; each test file gets its own. */
export function createTestServer(options: { now?: number; scrypt?: ScryptParams } = {}) {
  const store = openStore(':memory:');
  // The seed's hashing cost: nothing needs upgrading and sign-ins stay quick (passwords.test.ts uses OWASP's).
  const deps: AppDeps = createDeps({
    store,
    clock: createClock(options.now),
    config: { checkResponses: true, scrypt: options.scrypt ?? LEGACY_SCRYPT_PARAMS },
  });
  deps.reseed();
  const app = createApp(deps);

  async function request(path: string, body: unknown = {}, opts: CallOptions = {}) {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': opts.lang ?? 'ko',
    };
    if (opts.token) headers.access = opts.token;
    if (opts.cookie) headers.cookie = opts.cookie;
    Object.assign(headers, opts.headers);
    const res = await app.request(path, { method: 'POST', headers, body: opts.raw ?? JSON.stringify(body) });
    const json = (await res.json().catch(() => null)) as {
      result: string;
      message: string;
      code?: string;
      data?: any;
    } | null;
    return { status: res.status, body: json!, headers: res.headers as Headers };
  }

  /**
   * One call of the endpoint table, as a member's client makes it: its typed answer on success. A
   * refusal throws with its code and message, so a test that expects one uses `request`.
   */
  async function answer<E extends Endpoint>(
    endpoint: E,
    body: RequestOf<E>,
    opts: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    const res = await request(endpoint.path, body, opts);
    if (res.body?.result !== 'success')
      throw new Error(`${endpoint.path} answered ${res.status} ${res.body?.code}: ${res.body?.message}`);
    return res.body.data as ResponseOf<E>;
  }

  async function encrypt(password: string) {
    const key = (await request(api.auth.publicKey.path)).body.data as { keyId: string; publicKey: string };
    const encrypted = publicEncrypt(
      { key: key.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password),
    );
    return { keyId: key.keyId, password: encrypted.toString('base64') };
  }

  /** Signs in and returns the access token and the refresh cookie. */
  async function login(
    email: string = DEMO_ACCOUNTS[0].email,
    password: string = DEMO_ACCOUNTS[0].password,
    keepLoggedIn = false,
  ) {
    const res = await request(api.auth.loginEmail.path, { email, ...(await encrypt(password)), keepLoggedIn });
    if (res.body.result !== 'success') throw new Error(`login failed: ${res.body.code} ${res.body.message}`);
    return { token: res.body.data.access as string, cookie: refreshCookie(res.headers) };
  }

  /** A new tester account (as POST /__mock/users makes it), signed in, with calls bound to its token. */
  async function signedInUser(spec: z.input<typeof testUserSpec> = {}) {
    const user = await createTestUser(deps, spec);
    const { token } = await login(user.email, user.password);
    const call = (
      path: string,
      body: unknown = {},
      lang: 'ko' | 'ja' = spec.language ?? 'ko',
      headers: Record<string, string> = {},
    ) => request(path, body, { token, lang, headers });
    /** A call as this member, answering its typed result (see `answer`). */
    const send = <E extends Endpoint>(endpoint: E, body: RequestOf<E>, lang: 'ko' | 'ja' = spec.language ?? 'ko') =>
      answer(endpoint, body, { token, lang });
    return { ...user, token, call, send };
  }

  return { app, deps, store, request, answer, encrypt, login, signedInUser };
}

export function refreshCookie(headers: Headers): string {
  const set = headers.get('set-cookie') ?? '';
  const match = /refresh=([^;]*)/.exec(set);
  return match ? `refresh=${match[1]}` : '';
}
