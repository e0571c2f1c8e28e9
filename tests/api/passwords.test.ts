import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { LEGACY_SCRYPT_PARAMS, SCRYPT_PARAMS, hashPasswordSync } from '../../mock-server/services/passwords';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** The server at the product's hashing cost (most API tests use a cheaper one). */
const s = createTestServer({ scrypt: SCRYPT_PARAMS });
const demo = DEMO_ACCOUNTS[0];
const storedHash = (email: string) =>
  s.store.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email)).get()!.hash!;
const paramsOf = (hash: string) => hash.split('$').slice(0, 4).join('$');

describe('password hashes', () => {
  it("an older hash (N=2^14) is upgraded to OWASP's N=2^17, r=8, p=1 at the next sign-in", async () => {
    const older = hashPasswordSync(demo.password, randomBytes(16), LEGACY_SCRYPT_PARAMS);
    s.store.db.update(users).set({ passwordHash: older }).where(eq(users.email, demo.email)).run();
    expect(paramsOf(storedHash(demo.email))).toBe('scrypt$16384$8$1');
    await s.login(demo.email, demo.password);
    const upgraded = storedHash(demo.email);
    expect(paramsOf(upgraded)).toBe('scrypt$131072$8$1');
    // The upgraded hash is the same password, and still refuses another.
    await expect(s.login(demo.email, demo.password)).resolves.toMatchObject({ token: expect.any(String) });
    await expect(s.login(demo.email, 'demo12345')).rejects.toThrow(/LOGIN_FAILED/);
    expect(storedHash(demo.email)).toBe(upgraded);
  });

  it("new passwords are hashed at OWASP's parameters, each with its own salt", async () => {
    const made = await s.app.request('/__mock/users', {
      method: 'POST',
      body: JSON.stringify({ password: 'same1234' }),
      headers: { 'content-type': 'application/json' },
    });
    const other = await s.app.request('/__mock/users', {
      method: 'POST',
      body: JSON.stringify({ password: 'same1234' }),
      headers: { 'content-type': 'application/json' },
    });
    const [a, b] = [(await made.json()) as { email: string }, (await other.json()) as { email: string }].map((u) =>
      storedHash(u.email),
    );
    expect(paramsOf(a!)).toBe('scrypt$131072$8$1');
    expect(a).not.toBe(b);
  });

  it('hashing runs off the event loop: the server answers others while a sign-in is being checked', async () => {
    let longestPause = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      longestPause = Math.max(longestPause, now - last);
      last = now;
    }, 2);
    const started = performance.now();
    await s.login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password);
    const took = performance.now() - started;
    clearInterval(ticker);
    expect(longestPause).toBeLessThan(took / 3);
    expect((await s.request(api.reference.themeList.path)).body.result).toBe('success');
  });
});
