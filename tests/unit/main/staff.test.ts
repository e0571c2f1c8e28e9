import { describe, expect, it, vi } from 'vitest';
import { createStaffGate, hashPin, PIN_HASH_PATTERN, verifyPin } from '../../../src/main/staff';
import type { Clock } from '../../../src/main/kiosk';

const fakeClock = () => {
  let now = 0;
  const clock: Clock = { now: () => now, setTimeout: () => 0, clearTimeout: () => {} };
  return { clock, advance: (ms: number) => (now += ms) };
};

describe('staff PIN', () => {
  it('stores a salted scrypt hash, never the PIN, and verifies only the right PIN', async () => {
    const hash = await hashPin('2468');
    expect(hash).toMatch(PIN_HASH_PATTERN);
    expect(hash).not.toContain('2468');
    expect(await hashPin('2468')).not.toBe(hash);
    expect(await verifyPin('2468', hash)).toBe(true);
    expect(await verifyPin('2469', hash)).toBe(false);
    expect(await verifyPin('2468', 'plain-2468')).toBe(false);
  });
});

describe('createStaffGate', () => {
  const verify = async (pin: string) => pin === '2468';

  it('opens for the right PIN for a limited time', async () => {
    const { clock, advance } = fakeClock();
    const gate = createStaffGate({
      pinHash: 'h',
      unlockMs: 120_000,
      maxAttempts: 5,
      lockoutMs: 300_000,
      verify,
      clock,
    });
    expect(gate.isUnlocked()).toBe(false);
    expect(await gate.unlock('2468')).toBe('unlocked');
    expect(gate.isUnlocked()).toBe(true);
    advance(120_000);
    expect(gate.isUnlocked()).toBe(false);
  });

  it('locks out after five wrong PINs, even the right one, until the lockout ends', async () => {
    const { clock, advance } = fakeClock();
    const gate = createStaffGate({
      pinHash: 'h',
      unlockMs: 120_000,
      maxAttempts: 5,
      lockoutMs: 300_000,
      verify,
      clock,
    });
    for (let i = 0; i < 4; i++) expect(await gate.unlock('0000')).toBe('wrong');
    expect(await gate.unlock('0000')).toBe('locked-out');
    expect(await gate.unlock('2468')).toBe('locked-out');
    advance(300_000);
    expect(await gate.unlock('2468')).toBe('unlocked');
  });

  it('has no way in when the site set no PIN', async () => {
    const check = vi.fn(verify);
    const gate = createStaffGate({ pinHash: undefined, unlockMs: 1, maxAttempts: 5, lockoutMs: 1, verify: check });
    expect(await gate.unlock('2468')).toBe('no-pin');
    expect(check).not.toHaveBeenCalled();
  });
});
