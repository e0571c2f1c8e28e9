import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { users } from '../../db/schema';
import { SCRYPT_PARAMS } from '../../mock-server/services/passwords';
import { LIMITS } from '../../mock-server/services/rate-limit';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

// Today's hashing cost, as a real server runs: the seed's members are hashed at it too.
const s = createTestServer({ scrypt: SCRYPT_PARAMS });

/** The CPU time (all threads, hashing included) a call takes: steadier than the clock on a busy machine. */
async function cpuMsOf(call: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await call();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** How much more a call about a member costs than the same call about no one (1: the same). */
async function knownToUnknown(call: (email: string) => Promise<unknown>): Promise<number> {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 3; i++) {
    known.push(await cpuMsOf(() => call(DEMO_ACCOUNTS[1].email)));
    unknown.push(await cpuMsOf(() => call(`nobody-${i}@tabi.test`)));
  }
  return median(known) / median(unknown);
}

describe('nothing tells a member from an unknown e-mail (issue 38, finding 9)', () => {
  it("the seeded members' password is hashed at today's cost", () => {
    const { N, r, p } = SCRYPT_PARAMS;
    const hashes = s.store.db.select({ hash: users.passwordHash }).from(users).all();
    expect(hashes.length).toBeGreaterThan(20);
    for (const { hash } of hashes) expect(hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
  });

  it("a wrong password for a seeded member costs what an unknown e-mail's does", async () => {
    const ratio = await knownToUnknown(async (email) => {
      const res = await s.request(api.auth.loginEmail.path, {
        email,
        ...(await s.encrypt('wrong-one')),
        keepLoggedIn: false,
      });
      expect(res.body.code).toBe('LOGIN_FAILED');
    });
    // Before: a seeded member's hash was 8 times cheaper than the dummy one (a ratio near 0.13).
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 60_000);

  it('a temporary-password request answers and costs the same for a member and for no one', async () => {
    const answers = new Set<string>();
    const ratio = await knownToUnknown(async (email) => {
      const { body } = await s.request(api.auth.tempPassword.path, { email });
      answers.add(JSON.stringify(body));
    });
    expect(answers.size).toBe(1);
    expect(JSON.parse([...answers][0]!)).toMatchObject({ result: 'success', data: { sent: true } });
    expect(ratio).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  }, 60_000);

  it('check-email tells the truth, and only 30 times an hour to one address', async () => {
    const ask = async (email: string) => (await s.request(api.auth.checkEmail.path, { email })).body.code ?? 'OK';
    expect(await ask(DEMO_ACCOUNTS[0].email)).toBe('EMAIL_TAKEN');
    expect(await ask('free-one@tabi.test')).toBe('OK');
    for (let i = 2; i < LIMITS.checkEmailPerAddress.limit; i++) await ask(`probe-${i}@tabi.test`);
    expect(await ask(DEMO_ACCOUNTS[0].email)).toBe('RATE_LIMITED');
    expect(await ask('free-two@tabi.test')).toBe('RATE_LIMITED');
    s.deps.clock.set(s.deps.clock.now() + LIMITS.checkEmailPerAddress.windowMs);
    expect(await ask(DEMO_ACCOUNTS[0].email)).toBe('EMAIL_TAKEN');
  });
});
