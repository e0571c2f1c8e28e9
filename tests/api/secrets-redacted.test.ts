import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import type { LoggedRequest } from '../../mock-server/lib/request-log';
import { HIDDEN, SECRET_FIELD_PATTERNS, shareable } from '../../mock-server/lib/secrets';
import { cleanExchange } from '../../mock-server/upstream/recording';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** Issue 38, findings 4 and 5: the request log and recordings never hold a credential. */
const s = createTestServer();

/** Names a client or a real host uses for credentials, as the probe found them written in clear. */
const SECRET_NAMES = [
  'accessToken',
  'refresh_token',
  'id_token',
  'Token',
  'secret',
  'tempPassword',
  'verificationCode',
];

describe('the request log', () => {
  it('keeps neither the encrypted password of a sign-in nor its token, in the list, the stream or the HAR', async () => {
    const streamed: LoggedRequest[] = [];
    const unsubscribe = s.deps.log.subscribe((entry) => streamed.push(entry));
    const sent = {
      email: DEMO_ACCOUNTS[0].email,
      ...(await s.encrypt(DEMO_ACCOUNTS[0].password)),
      keepLoggedIn: false,
    };
    const signedIn = await s.request(api.auth.loginEmail.path, sent);
    unsubscribe();
    const token = signedIn.body.data.access as string;
    expect(token).toBeTruthy();

    const list = await (await s.app.request('/__mock/requests?limit=5')).text();
    const har = await (await s.app.request('/__mock/requests.har')).text();
    for (const text of [list, har, JSON.stringify(streamed)]) {
      expect(text).not.toContain(sent.password);
      expect(text).not.toContain(token);
      expect(text).toContain(HIDDEN);
    }

    // Posting the logged body again signs no one in.
    const logged = (JSON.parse(list) as LoggedRequest[]).find((e) => e.path === api.auth.loginEmail.path)!;
    expect((await s.request(api.auth.loginEmail.path, {}, { raw: logged.requestBody })).body.result).not.toBe(
      'success',
    );
  });

  it('hides a password in a body cut at the log limit', () => {
    const cut = `{"email":"a@b.c","password":"abcdefgh12","memo":"${'x'.repeat(10)}`;
    expect(shareable(cut, 'request')).not.toContain('abcdefgh12');
    expect(shareable('{"nickname":"tabi","token":"abc', 'request')).toBe(`{"nickname":"tabi","token":"${HIDDEN}`);
  });
});

describe('recordings', () => {
  it('hide every credential by its name, whatever its case, in both bodies; a region code stays', () => {
    const secrets = Object.fromEntries(SECRET_NAMES.map((name, i) => [name, `value-${i}`]));
    const exchange = cleanExchange({
      at: 0,
      method: 'POST',
      path: api.auth.loginEmail.path,
      requestHeaders: [],
      requestBody: JSON.stringify({ ...secrets, code: 'oauth-code', nested: { PASSWORD: 'p' } }),
      status: 200,
      responseHeaders: [],
      body: JSON.stringify({ result: 'success', code: 'OK', data: { ...secrets, region: { code: 'seoul' } } }),
    });
    const written = JSON.stringify(exchange);
    for (const value of [...Object.values(secrets), 'oauth-code', '"p"']) expect(written).not.toContain(value);
    expect(JSON.parse(exchange.body).data.region.code).toBe('seoul');
    expect(JSON.parse(exchange.body).code).toBe('OK');
  });

  it('every pattern of the list hides something, so none is dead', () => {
    for (const pattern of SECRET_FIELD_PATTERNS)
      expect(
        SECRET_NAMES.some((name) => pattern.test(name)) ||
          ['access', 'apiKey', 'otp', 'credentials', 'passwd'].some((n) => pattern.test(n)),
      ).toBe(true);
  });
});
