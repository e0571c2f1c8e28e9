import { sign } from 'hono/jwt';
import { beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/**
 * Every call the endpoint table marks 'user', called by someone without a sign-in: no token, or a
 * token forged for a real member (unsigned, another member's id under a real signature, signed
 * with a guessed secret). Each answers 401, and the member's account is untouched.
 */
const server = createTestServer();
const protectedCalls = allEndpoints().filter((e) => e.endpoint.access === 'user');

type Member = Awaited<ReturnType<typeof server.signedInUser>>;
let victim: Member;
let attacker: Member;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;

/** Tokens naming the victim (their id and sign-in family, a fresh expiry) that the server never signed. */
const forged: Record<string, () => string | Promise<string>> = {};

beforeAll(async () => {
  victim = await server.signedInUser({ points: 5000 });
  attacker = await server.signedInUser();
  const now = server.deps.clock.now();
  const victimClaims = { ...claimsOf(victim.token), iat_ms: now, exp_ms: now + 3_600_000 };
  const [header, , signature] = attacker.token.split('.');
  forged['alg none'] = () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(victimClaims)}.`;
  forged["the attacker's signature on the victim's id"] = () =>
    `${header}.${base64url({ ...claimsOf(attacker.token), sub: String(victim.id) })}.${signature}`;
  for (const secret of ['secret', 'tabi-log', 'changeme'])
    forged[`signed with "${secret}"`] = () => sign(victimClaims, secret, 'HS256');
});

const victimAccount = async () => ({
  info: (await victim.call(api.user.userInfo.path)).body,
  points: (await victim.call(api.user.userPoint.path)).body,
  posts: (await victim.call(api.feed.userFeed.path)).body,
});

describe('calls that need a member, without a valid token', () => {
  it('the table has protected calls, and a genuine token passes them', async () => {
    expect(protectedCalls.length).toBeGreaterThanOrEqual(40);
    expect((await victim.call(api.user.userInfo.path)).body.result).toBe('success');
  });

  it.each(protectedCalls.map((e) => [e.endpoint.path] as const))(
    '%s answers 401 UNAUTHORIZED without a token',
    async (path) => {
      const res = await server.request(path, {});
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ result: 'error', code: 'UNAUTHORIZED', message: expect.any(String) });
    },
  );

  it("every forged token answers 401 on every protected call, and the victim's account is untouched", async () => {
    const before = await victimAccount();
    const accepted: string[] = [];
    for (const [kind, make] of Object.entries(forged)) {
      const token = await make();
      for (const { endpoint } of protectedCalls) {
        const res = await server.request(endpoint.path, {}, { token });
        if (res.status !== 401 || res.body?.code !== 'UNAUTHORIZED')
          accepted.push(`${kind} ${endpoint.path}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(accepted).toEqual([]);
    expect(await victimAccount()).toEqual(before);
  });
});
