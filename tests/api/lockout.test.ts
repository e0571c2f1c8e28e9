import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mails } from '../../db/schema';
import { AppError } from '../../mock-server/lib/errors';
import type { SessionIO } from '../../mock-server/services/session';
import { loginEmail, TEMP_PASSWORD_TTL_MS } from '../../mock-server/services/auth';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

const SEC = 1000;
const s = createTestServer();

/** A sign-in from a given network address: the service, as the route calls it for that socket. */
async function signInFrom(
  address: string,
  email: string,
  password: string,
): Promise<{ code: string; message?: string }> {
  const session: SessionIO = {
    refreshToken: () => undefined,
    setRefreshToken: () => undefined,
    clearRefreshToken: () => undefined,
    setAccessHeader: () => undefined,
    accessToken: () => undefined,
    address,
  };
  try {
    await loginEmail(s.deps, session, 'ko', { email, ...(await s.encrypt(password)), keepLoggedIn: false });
    return { code: 'OK' };
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

  it('an attacker failing from another address cannot keep the owner out', async () => {
    const owner = await s.signedInUser();
    for (let i = 0; i < 12; i++) {
      const tried = await signInFrom('203.0.113.66', owner.email, `guess${i}x`);
      expect(['LOGIN_FAILED', 'RATE_LIMITED']).toContain(tried.code);
      s.deps.clock.set(s.deps.clock.now() + 60 * SEC);
    }
    expect((await signInFrom('198.51.100.7', owner.email, owner.password)).code).toBe('OK');
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
