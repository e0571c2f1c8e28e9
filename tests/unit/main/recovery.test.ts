import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrashStorm, createHangWatch, restartDelayMs, superviseServer } from '../../../src/main/recovery';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createHangWatch', () => {
  it('reloads after N seconds unresponsive, once, and not when the renderer answers in time', async () => {
    const onHang = vi.fn();
    const watch = createHangWatch({ graceMs: 10_000, onHang });
    watch.unresponsive();
    await vi.advanceTimersByTimeAsync(9_000);
    watch.responsive();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onHang).not.toHaveBeenCalled();

    watch.unresponsive();
    await vi.advanceTimersByTimeAsync(5_000);
    // Chromium repeats the event while the hang lasts: the deadline does not move.
    watch.unresponsive();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(onHang).toHaveBeenCalledOnce();
  });
});

describe('createCrashStorm', () => {
  it('relaunches on the third crash within a minute, not on three spread over longer', async () => {
    const onStorm = vi.fn();
    const storm = createCrashStorm({ limit: 3, windowMs: 60_000, onStorm });
    expect(storm.crash()).toBe(false);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(storm.crash()).toBe(false);
    await vi.advanceTimersByTimeAsync(30_000);
    // The first crash is 70 s old now.
    expect(storm.crash()).toBe(false);
    expect(onStorm).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(storm.crash()).toBe(true);
    expect(onStorm).toHaveBeenCalledOnce();
  });
});

describe('superviseServer', () => {
  interface FakeServer {
    id: number;
    stop: ReturnType<typeof vi.fn>;
    onUnexpectedExit(listener: (reason: string) => void): void;
    die(reason: string): void;
  }
  const fakeServer = (id: number): FakeServer => {
    let crashed: ((reason: string) => void) | undefined;
    return {
      id,
      stop: vi.fn(async () => {}),
      onUnexpectedExit: (listener) => (crashed = listener),
      die: (reason) => crashed?.(reason),
    };
  };

  it('waits 1 s, 2 s, 4 s between failed starts, then reloads once a server answers, and starts over at 1 s', async () => {
    const first = fakeServer(1);
    const second = fakeServer(2);
    const third = fakeServer(3);
    const start = vi
      .fn<() => Promise<FakeServer>>()
      .mockRejectedValueOnce(new Error('port busy'))
      .mockRejectedValueOnce(new Error('database locked'))
      .mockResolvedValueOnce(second)
      .mockResolvedValueOnce(third);
    const onRestarted = vi.fn();
    const log = vi.fn();
    const supervisor = superviseServer(first, { start, onRestarted, log });

    first.die('exit code 9');
    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(start).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(start).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(start).toHaveBeenCalledTimes(3);
    expect(onRestarted).toHaveBeenCalledExactlyOnceWith(second);
    expect(supervisor.current).toBe(second);
    expect(log.mock.calls.flat()).toEqual(
      expect.arrayContaining(['server exited: exit code 9', 'server restart failed: port busy', 'server restarted']),
    );

    second.die('exit code 1');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(supervisor.current).toBe(third);
  });

  it('never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((attempt) => restartDelayMs(attempt))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('starts nothing after stop, and stops the running server', async () => {
    const first = fakeServer(1);
    const start = vi.fn(async () => fakeServer(2));
    const supervisor = superviseServer(first, { start, onRestarted: vi.fn(), log: vi.fn() });
    first.die('exit code 9');
    await supervisor.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).not.toHaveBeenCalled();
    expect(first.stop).toHaveBeenCalledOnce();
  });
});
