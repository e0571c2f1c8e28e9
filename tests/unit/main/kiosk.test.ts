import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createIdleTimer,
  createKioskHandoff,
  minutesToMs,
  resetKioskSession,
  type Clock,
} from '../../../src/main/kiosk';

const MINUTE = 60_000;

describe('createIdleTimer (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires once after N quiet minutes', async () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: minutesToMs(5), onIdle });
    timer.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onIdle).toHaveBeenCalledOnce();
    // Still nobody there: the kiosk is already clean, so no second reset.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('each input pushes the deadline back', async () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 5 * MINUTE, onIdle });
    timer.start();
    for (let i = 0; i < 10; i++) {
      await vi.advanceTimersByTimeAsync(4 * MINUTE);
      timer.activity();
    }
    expect(onIdle).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('re-arms after the next visitor touches the screen', async () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 5 * MINUTE, onIdle });
    timer.start();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    timer.activity();
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('keeps a single pending timer however many input events arrive', async () => {
    const timer = createIdleTimer({ idleMs: 5 * MINUTE, onIdle: vi.fn() });
    timer.start();
    for (let i = 0; i < 1_000; i++) timer.activity();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does nothing before start or after stop', async () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: MINUTE, onIdle });
    timer.activity();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    timer.start();
    await vi.advanceTimersByTimeAsync(30_000);
    timer.stop();
    timer.activity();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a failed reset instead of leaving an unhandled rejection', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const timer = createIdleTimer({ idleMs: MINUTE, onIdle: () => Promise.reject(new Error('disk full')) });
    timer.start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(error).toHaveBeenCalledWith('[kiosk] idle reset failed', expect.any(Error));
    error.mockRestore();
  });
});

describe('createIdleTimer (injected clock)', () => {
  it('uses only the clock it is given', () => {
    let now = 1_000;
    const scheduled: Array<{ at: number; run: () => void }> = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (run, ms) => scheduled.push({ at: now + ms, run }),
      clearTimeout: vi.fn(),
    };
    const onIdle = vi.fn();
    const timer = createIdleTimer({ idleMs: 100, onIdle, clock });
    timer.start();
    now = 1_060;
    timer.activity();
    // The first timer fires at 1100 and sees only 40 ms of quiet, so it reschedules for the rest.
    now = 1_100;
    scheduled.shift()!.run();
    expect(onIdle).not.toHaveBeenCalled();
    expect(scheduled).toEqual([{ at: 1_160, run: expect.any(Function) }]);
    now = 1_160;
    scheduled.shift()!.run();
    return vi.waitFor(() => expect(onIdle).toHaveBeenCalledOnce());
  });
});

describe('minutesToMs', () => {
  it('converts, fractions included', () => {
    expect(minutesToMs(5)).toBe(300_000);
    expect(minutesToMs(0.5)).toBe(30_000);
  });
});

describe('resetKioskSession', () => {
  it('clears storage, then restores demo data, then reloads home', async () => {
    const order: string[] = [];
    const contents = { session: { clearStorageData: vi.fn(async () => void order.push('clear')) } };
    const backend = { reset: vi.fn(async () => void order.push('reset')) };
    const reloadHome = vi.fn(async () => void order.push('reload'));
    await resetKioskSession(contents, backend, reloadHome);
    expect(order).toEqual(['clear', 'reset', 'reload']);
    expect(contents.session.clearStorageData).toHaveBeenCalledWith();
  });

  it('does not reload onto stale data when the reset fails', async () => {
    const contents = { session: { clearStorageData: vi.fn(async () => {}) } };
    const reloadHome = vi.fn(async () => {});
    await expect(
      resetKioskSession(contents, { reset: () => Promise.reject(new Error('timeout')) }, reloadHome),
    ).rejects.toThrow('timeout');
    expect(reloadHome).not.toHaveBeenCalled();
  });
});

describe('createKioskHandoff (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function handoff() {
    const notifyRenderer = vi.fn();
    const reset = vi.fn(async () => {});
    return { notifyRenderer, reset, kiosk: createKioskHandoff({ notifyRenderer, reset, graceMs: 5_000 }) };
  }

  it('tells the renderer first and resets when it asks, once', async () => {
    const { notifyRenderer, reset, kiosk } = handoff();
    kiosk.idle();
    expect(notifyRenderer).toHaveBeenCalledOnce();
    expect(reset).not.toHaveBeenCalled();
    await kiosk.requested();
    expect(reset).toHaveBeenCalledOnce();
    // The grace timer was cancelled: no second wipe of the next visitor's session.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reset).toHaveBeenCalledOnce();
  });

  it('resets anyway when the renderer does not ask within the grace time (hung or crashed)', async () => {
    const { reset, kiosk } = handoff();
    kiosk.idle();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(reset).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reset).toHaveBeenCalledOnce();
  });

  it('asks that meet a reset in progress share it', async () => {
    const { reset, kiosk } = handoff();
    let finish!: () => void;
    reset.mockImplementationOnce(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    kiosk.idle();
    const first = kiosk.requested();
    const second = kiosk.requested();
    await vi.advanceTimersByTimeAsync(0);
    finish();
    await Promise.all([first, second]);
    expect(reset).toHaveBeenCalledOnce();
  });
});
