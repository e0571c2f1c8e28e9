import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { msUntilHour, scheduleDailyRestart } from '../../../src/main/daily-restart';

const HOUR = 3_600_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('msUntilHour', () => {
  it('counts to the next 04:00 local, today or tomorrow', () => {
    expect(msUntilHour(new Date(2026, 10, 27, 3, 30), 4)).toBe(HOUR / 2);
    expect(msUntilHour(new Date(2026, 10, 27, 4, 0), 4)).toBe(24 * HOUR);
    expect(msUntilHour(new Date(2026, 10, 27, 22, 0), 4)).toBe(6 * HOUR);
  });
});

describe('scheduleDailyRestart', () => {
  it('restarts at the hour when idle', async () => {
    vi.setSystemTime(new Date(2026, 10, 27, 23, 0));
    const restart = vi.fn();
    scheduleDailyRestart({ hour: 4, isIdle: () => true, restart });
    await vi.advanceTimersByTimeAsync(5 * HOUR - 1);
    expect(restart).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(restart).toHaveBeenCalledOnce();
    expect(new Date().getHours()).toBe(4);
  });

  it('waits for the visitor at the hour to leave', async () => {
    vi.setSystemTime(new Date(2026, 10, 27, 3, 59));
    let idle = false;
    const restart = vi.fn();
    scheduleDailyRestart({ hour: 4, isIdle: () => idle, restart, retryMs: 60_000 });
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(restart).not.toHaveBeenCalled();
    idle = true;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(restart).toHaveBeenCalledOnce();
  });

  it('does nothing once stopped', async () => {
    vi.setSystemTime(new Date(2026, 10, 27, 3, 0));
    const restart = vi.fn();
    scheduleDailyRestart({ hour: 4, isIdle: () => true, restart }).stop();
    await vi.advanceTimersByTimeAsync(48 * HOUR);
    expect(restart).not.toHaveBeenCalled();
  });
});
