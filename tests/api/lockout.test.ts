import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../db/schema';
import { AppError } from '../../mock-server/lib/errors';
import type { SessionIO } from '../../mock-server/services/session';
import { loginEmail, TEMP_PASSWORD_TTL_MS } from '../../mock-server/services/auth';
import { LOGIN_BACKOFF, rateLimitSource } from '../../mock-server/services/rate-limit';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const SEC = 1000;
const s = createTestServer();

/** A sign-in from a given network address and browser: the service, as the route calls it for that socket. */
async function signInFrom(
  address: string,
  email: string,
  password: string,
  device?: string,
): Promise<{ code: string; message?: string; device?: string }> {
  let issued: string | undefined;
  const session: SessionIO = {
    refreshToken: () => undefined,
    setRefreshToken: () => undefined,
    clearRefreshToken: () => undefined,
    setAccessHeader: () => undefined,
    accessToken: () => undefined,
    deviceCookie: () => device,
    setDeviceCookie: (value) => void (issued = value),
    address: rateLimitSource(address),
  };
  try {
    await loginEmail(s.deps, session, 'ko', { email, ...(await s.encrypt(password)), keepLoggedIn: false });
    return { code: 'OK', device: issued };
  } catch (err) {
    if (err instanceof AppError) return { code: err.code, message: err.detail };
    throw err;
  }
}

const latestTempPassword = (email: string) =>
  s.store.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id)).get()!.code!;

describe('nobody locks anyone out', () => {
  it("an anonymous temporary-password request leaves the member's password working, and using it discards the temporary one", async () => {
    const member = await s.signedInUser();
    expect((await s.request(api.auth.tempPassword.path, { email: member.email })).body.result).toBe('success');
    const temporary = latestTempPassword(member.email);
    // The member never asked: their password still signs them in, and their session goes on.
    expect((await s.request(api.user.userPoint.path, {}, { token: member.token })).status).toBe(200);
    await expect(s.login(member.email, member.password)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(s.login(member.email, temporary)).rejects.toThrow(/LOGIN_FAILED/);
  });

  it('signing in with the temporary password makes it the password and ends the other sign-ins', async () => {
    const member = await s.signedInUser();
    const other = await s.login(member.email, member.password, true);
    await s.request(api.auth.tempPassword.path, { email: member.email });
    await s.login(member.email, latestTempPassword(member.email));
    await expect(s.login(member.email, member.password)).rejects.toThrow(/LOGIN_FAILED/);
    // Whoever knew the old password is out at once, access token and refresh cookie alike.
    expect((await s.request(api.user.userPoint.path, {}, { token: member.token })).status).toBe(401);
    expect((await s.request(api.auth.reissue.path, {}, { cookie: other.cookie })).status).toBe(401);
  });

  it('a temporary password expires after 24 hours; the password never does', async () => {
    const member = await s.signedInUser();
    await s.request(api.auth.tempPassword.path, { email: member.email });
    const temporary = latestTempPassword(member.email);
    s.deps.clock.set(s.deps.clock.now() + TEMP_PASSWORD_TTL_MS + SEC);
    await expect(s.login(member.email, temporary)).rejects.toThrow(/LOGIN_FAILED/);
    await expect(s.login(member.email, member.password)).resolves.toMatchObject({ token: expect.any(String) });
  });

  it("an attacker failing from another address cannot keep the owner's browser out", async () => {
    const owner = await s.signedInUser();
    const { device } = await signInFrom('198.51.100.7', owner.email, owner.password);
    for (let i = 0; i < 12; i++) {
      const tried = await signInFrom('203.0.113.66', owner.email, `guess${i}x`);
      expect(['LOGIN_FAILED', 'RATE_LIMITED']).toContain(tried.code);
      s.deps.clock.set(s.deps.clock.now() + 60 * SEC);
    }
    expect((await signInFrom('198.51.100.7', owner.email, owner.password, device)).code).toBe('OK');
  });

  it("at one kiosk (one address) one visitor's failures on many accounts do not stop the next member", async () => {
    const kiosk = '192.0.2.10';
    for (let i = 0; i < 51; i++)
      expect((await signInFrom(kiosk, `nobody${i}@tabi.test`, 'whatever1')).code).toBe('LOGIN_FAILED');
    const member = await s.signedInUser();
    for (let i = 0; i < 5; i++) await signInFrom(kiosk, member.email, 'typo-typo');
    const next = await s.signedInUser();
    expect((await signInFrom(kiosk, next.email, next.password)).code).toBe('OK');
  }, 60_000);

  it('failures for one account from one address wait longer and longer, and a success clears them', async () => {
    const member = await s.signedInUser();
    const from = '192.0.2.20';
    for (let i = 0; i < 4; i++) expect((await signInFrom(from, member.email, 'typo-typo')).code).toBe('LOGIN_FAILED');
    const waits: number[] = [];
    for (let round = 0; round < 4; round++) {
      expect((await signInFrom(from, member.email, 'typo-typo')).code).toBe('LOGIN_FAILED');
      const refused = await signInFrom(from, member.email, member.password);
      expect(refused.code).toBe('RATE_LIMITED');
      const seconds = Number(/(\d+)초/.exec(refused.message!)![1]);
      waits.push(seconds);
      s.deps.clock.set(s.deps.clock.now() + seconds * SEC);
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    expect((await signInFrom(from, member.email, member.password)).code).toBe('OK');
    expect((await signInFrom(from, member.email, 'typo-typo')).code).toBe('LOGIN_FAILED');
  });

  it('a sign-in for an unknown e-mail takes as long as a wrong password for a known one', async () => {
    const member = await s.signedInUser();
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await signInFrom(`192.0.2.${30 + Math.floor(Math.random() * 200)}`, email, 'typo-typo')).code).toBe(
        'LOGIN_FAILED',
      );
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed(member.email));
      unknown.push(await timed(`ghost-${i}@tabi.test`));
    }
    expect(median(unknown)).toBeGreaterThan(median(known) / 2);
  });
});

describe('the sign-in throttle against strangers (issue 38, finding 2)', () => {
  const waitOut = () => s.deps.clock.set(s.deps.clock.now() + LOGIN_BACKOFF.forgetAfterMs);

  it('ten loopback addresses share one budget for an account: no more unslowed guesses than one', async () => {
    waitOut();
    const victim = await s.signedInUser();
    const codes: string[] = [];
    for (let i = 1; i <= 10; i++)
      for (let guess = 0; guess < 4; guess++)
        codes.push((await signInFrom(`127.0.0.${i}`, victim.email, 'guess-x')).code);
    expect(codes.filter((c) => c === 'LOGIN_FAILED')).toHaveLength(LOGIN_BACKOFF.freeFailures + 1);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(40 - LOGIN_BACKOFF.freeFailures - 1);
  }, 60_000);

  it("a stranger at the owner's shared address locks out untrusted clients, never the owner's browser", async () => {
    waitOut();
    const owner = await s.signedInUser();
    const shared = '192.0.2.44';
    const { device } = await signInFrom(shared, owner.email, owner.password);
    for (let i = 0; i < 8; i++) await signInFrom(shared, owner.email, 'stranger1');
    expect((await signInFrom(shared, owner.email, owner.password)).code).toBe('RATE_LIMITED');
    expect((await signInFrom(shared, owner.email, owner.password, device)).code).toBe('OK');
    // A cookie signed for another account, or altered, is no trust at all.
    const other = await signInFrom(shared, (await s.signedInUser()).email, 'password1');
    expect((await signInFrom(shared, owner.email, owner.password, other.device)).code).toBe('RATE_LIMITED');
    expect((await signInFrom(shared, owner.email, owner.password, `${device}x`)).code).toBe('RATE_LIMITED');
  }, 60_000);

  it("a trusted browser's own failures slow only that browser", async () => {
    waitOut();
    const owner = await s.signedInUser();
    const { device } = await signInFrom('192.0.2.45', owner.email, owner.password);
    for (let i = 0; i < 5; i++) await signInFrom('192.0.2.45', owner.email, 'mistyped1', device);
    expect((await signInFrom('192.0.2.45', owner.email, owner.password, device)).code).toBe('RATE_LIMITED');
    expect((await signInFrom('192.0.2.46', owner.email, owner.password)).code).toBe('OK');
  }, 60_000);

  it('an e-mail with no account is throttled exactly like a joined one', async () => {
    waitOut();
    const member = await s.signedInUser();
    const answers = async (email: string) => {
      const seen: string[] = [];
      for (let i = 0; i < 7; i++) {
        const { code, message } = await signInFrom('192.0.2.47', email, 'guess-x');
        seen.push(`${code} ${message ?? ''}`);
      }
      return seen;
    };
    expect(await answers(`ghost-${Date.now()}@tabi.test`)).toEqual(await answers(member.email));
  }, 60_000);

  it('impossible passwords (outside 6-12 characters) are refused without spending any budget', async () => {
    waitOut();
    const owner = await s.signedInUser();
    for (let i = 0; i < 20; i++)
      expect((await signInFrom('192.0.2.48', owner.email, i % 2 ? 'abc' : 'thirteen-char')).code).toBe('LOGIN_FAILED');
    for (let i = 0; i < LOGIN_BACKOFF.freeFailures; i++) await signInFrom('192.0.2.48', owner.email, 'mistyped1');
    expect((await signInFrom('192.0.2.48', owner.email, owner.password)).code).toBe('OK');
  }, 60_000);

  it("made-up e-mails from one IPv6 /64 cannot flush a waiting account's entry: the source runs out of new entries", async () => {
    waitOut();
    const victim = await s.signedInUser();
    for (let i = 0; i < 6; i++) await signInFrom('198.51.100.9', victim.email, 'guess-x');
    const junk: string[] = [];
    const limit = LOGIN_BACKOFF.newKeysPerSource.limit;
    for (let i = 0; i < limit + 5; i++)
      junk.push((await signInFrom(`2001:db8:1:2::${i.toString(16)}`, `junk${i}@tabi.test`, 'guess-x')).code);
    expect(junk.slice(0, limit).every((c) => c === 'LOGIN_FAILED')).toBe(true);
    expect(junk.slice(limit)).toEqual(Array(5).fill('RATE_LIMITED'));
    expect((await signInFrom('198.51.100.10', victim.email, victim.password)).code).toBe('RATE_LIMITED');
    // Another /64 starts its own entries.
    expect((await signInFrom('2001:db8:1:3::1', 'junk-other@tabi.test', 'guess-x')).code).toBe('LOGIN_FAILED');
  }, 180_000);

  it('rate limits see an IPv6 address as its /64 and an IPv4-mapped one as IPv4', () => {
    expect(rateLimitSource('2001:db8:1:2:aaaa::1')).toBe(rateLimitSource('2001:0db8:0001:0002:bbbb:1:2:3'));
    expect(rateLimitSource('2001:db8:1:2::1')).not.toBe(rateLimitSource('2001:db8:1:3::1'));
    expect(rateLimitSource('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitSource('::ffff:127.0.0.2')).toBe('127.0.0.2');
    expect(rateLimitSource('127.0.0.3')).toBe('127.0.0.3');
  });
});
