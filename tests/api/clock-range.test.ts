import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** Issue 38, control API fuzzing: a clock outside 1970-9999 is refused and never stored. */
const s = createTestServer();
const setClock = async (body: unknown) => {
  const res = await s.app.request('/__mock/clock', { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, json: (await res.json()) as { ok?: boolean; now?: number } };
};

describe('the control clock', () => {
  it('refuses moments past 9999 or before 1970, and moves beyond ±8.64e15, with a 400 envelope; nothing is stored', async () => {
    const before = s.deps.clock.now();
    for (const body of [
      { now: 8.64e15 + 1 },
      { now: Date.UTC(10000, 0, 1) },
      { now: -1 },
      { now: '+010000-01-01T00:00:00Z' },
      { advanceMs: 9e15 },
      { advanceMs: Date.UTC(9999, 11, 31) },
      { advanceMs: -before - 3_600_000 },
    ]) {
      const res = await setClock(body);
      expect(res.status).toBe(400);
      expect(res.json.ok).toBe(false);
    }
    expect(s.deps.clock.now()).toBeLessThan(before + 60_000);
    const member = await s.signedInUser();
    expect((await member.call(api.user.monthlyActivity.path)).status).toBe(200);
  });

  it('accepts the last moment of 9999, and the month keys still read', async () => {
    expect((await setClock({ now: '9999-12-31T12:00:00Z' })).status).toBe(200);
    const member = await s.signedInUser();
    expect((await member.call(api.user.monthlyActivity.path)).body.data.month).toBe('9999-12');
    await setClock({ now: null });
  });
});
