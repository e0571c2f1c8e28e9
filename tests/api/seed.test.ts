import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../../mock-server/cli-options';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** A Monday morning in Seoul: the same clock for every server of a comparison. */
const START = Date.parse('2026-06-15T01:00:00Z');
type Server = ReturnType<typeof createTestServer>;

/** Five new members each draw today's attendance prize, in order. */
async function prizes(server: Server): Promise<number[]> {
  const drawn: number[] = [];
  for (let i = 0; i < 5; i++) {
    const member = await server.signedInUser({ attendedToday: false });
    drawn.push((await member.call(api.user.userAttendance.path, { draw: true })).body.data.prize as number);
  }
  return drawn;
}

/** The codes mailed to four new addresses, in order (in a sandbox when given). */
async function codes(server: Server, tag: string, sandbox?: string): Promise<string[]> {
  const headers = sandbox ? { 'x-mock-sandbox': sandbox } : undefined;
  const mailed: string[] = [];
  for (let i = 0; i < 4; i++) {
    const email = `seed-${tag}-${i}@tabi.test`;
    expect((await server.request(api.auth.sendVerificationCode.path, { email }, { headers })).body.result).toBe(
      'success',
    );
    const box = await server.app.request(`/__mock/mailbox?email=${encodeURIComponent(email)}`, { headers });
    mailed.push(((await box.json()) as Array<{ code: string }>)[0]!.code);
  }
  return mailed;
}

describe('--seed', { timeout: 120_000 }, () => {
  it('repeats the attendance prizes and mailed codes for the same seed and clock; tokens stay random', async () => {
    const first = createTestServer({ now: START, seed: 42 });
    const second = createTestServer({ now: START, seed: 42 });
    const firstPrizes = await prizes(first);
    expect(await prizes(second)).toEqual(firstPrizes);
    expect(await codes(second, 'a')).toEqual(await codes(first, 'a'));
    const [one, two] = [await first.login(), await second.login()];
    expect(one.token).not.toBe(two.token);

    // Another seed draws another sequence; no seed, a fresh one every time.
    expect(await codes(createTestServer({ now: START, seed: 43 }), 'a')).not.toEqual(await codes(first, 'b'));
    const unseeded = [createTestServer({ now: START }), createTestServer({ now: START })];
    expect(await codes(unseeded[0]!, 'a')).not.toEqual(await codes(unseeded[1]!, 'a'));
  });

  it("keeps each sandbox's draws its own, so parallel workers never move each other's", async () => {
    const first = createTestServer({ now: START, seed: 7 });
    const second = createTestServer({ now: START, seed: 7 });
    // The second server's shared data draws first: the sandbox's codes do not move.
    await codes(second, 'shared');
    const inBox = await codes(first, 'box', 'worker-1');
    expect(await codes(second, 'box', 'worker-1')).toEqual(inBox);
    expect(await codes(first, 'box2', 'worker-2')).not.toEqual(inBox);
  });

  it("starts over on a reset, and from a scenario's seed", async () => {
    const server = createTestServer({ now: START, seed: 42 });
    const before = await codes(server, 'r');
    await server.app.request('/__mock/reset', { method: 'POST' });
    expect(await codes(server, 'r2')).toEqual(before);

    const scenario = { name: 'seeded', seed: 9, steps: [{ path: '/api/none', delayMs: 0 }] };
    await server.app.request('/__mock/scenarios', { method: 'POST', body: JSON.stringify(scenario) });
    const nine = await codes(server, 's');
    await server.app.request('/__mock/scenarios', { method: 'POST', body: JSON.stringify(scenario) });
    expect(await codes(server, 't')).toEqual(nine);
    expect(nine).not.toEqual(before);
  });

  it('is a flag and an environment variable, an integer from 0 to 2^32 - 1', () => {
    const run = (args: string[], env: Record<string, string> = {}) => parseCommandLine(args, env);
    expect(run(['--seed', '42'])).toMatchObject({ kind: 'run', options: { seed: 42 } });
    expect(run([], { MOCK_SEED: '5' })).toMatchObject({ kind: 'run', options: { seed: 5 } });
    expect(run([])).toMatchObject({ kind: 'run', options: { seed: undefined } });
    for (const bad of ['-1', '1.5', 'x', String(2 ** 32)])
      expect(run(['--seed', bad])).toMatchObject({ kind: 'error' });
  });
});
