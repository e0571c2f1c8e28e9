import { describe, expect, it, vi } from 'vitest';
import {
  createCornerTaps,
  forgetVisitor,
  inCorner,
  installKioskReset,
  installStaffGesture,
  type VisitorTraces,
} from '../../../src/renderer/lib/kiosk';

/** A Storage that holds what a visitor left. */
function storageWith(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

function visitor(endSession: () => Promise<unknown> = async () => undefined) {
  const local = storageWith({ access: 'token', tl_joinDraft: '{"country":"KR"}', tl_feedDraft: '{"title":"x"}' });
  const session = storageWith({ tl_joinResult: '{"nickname":"kim"}' });
  const databases = new Set(['offline-cache']);
  const cacheNames = new Set(['pictures']);
  const order: string[] = [];
  const traces: VisitorTraces = {
    endSession: () => {
      order.push(`endSession with token ${local.getItem('access')}`);
      return endSession();
    },
    storages: [local, session],
    indexedDB: {
      databases: async () => [...databases].map((name) => ({ name, version: 1 })),
      deleteDatabase: (name) => {
        databases.delete(name);
        return {} as IDBOpenDBRequest;
      },
    },
    caches: { keys: async () => [...cacheNames], delete: async (name) => cacheNames.delete(name) },
  };
  return { traces, local, session, databases, cacheNames, order };
}

describe('forgetting a kiosk visitor', () => {
  it('ends the sign-in while it still holds the token, then empties every store', async () => {
    const v = visitor();
    await forgetVisitor(v.traces);
    expect(v.order).toEqual(['endSession with token token']);
    expect([v.local.length, v.session.length, v.databases.size, v.cacheNames.size]).toEqual([0, 0, 0, 0]);
  });

  it('still empties everything when the server cannot be reached', async () => {
    const v = visitor(() => Promise.reject(new Error('offline')));
    await forgetVisitor(v.traces);
    expect([v.local.length, v.session.length, v.databases.size, v.cacheNames.size]).toEqual([0, 0, 0, 0]);
  });

  it('the idle signal forgets the visitor, then asks the shell for its reset', async () => {
    const v = visitor();
    let fireIdle!: () => void;
    const reset = vi.fn(async () => {
      v.order.push(`reset with ${v.local.length} entries left`);
    });
    installKioskReset(
      {
        onIdle: (listener) => {
          fireIdle = listener;
        },
        reset,
        // No staff corner: the gesture is not installed, so no document is needed here.
        staffCorner: null,
        staffUnlock: vi.fn(),
        staffExit: vi.fn(),
      },
      () => v.traces,
    );
    expect(reset).not.toHaveBeenCalled();
    fireIdle();
    await vi.waitFor(() => expect(reset).toHaveBeenCalledOnce());
    expect(v.order).toEqual(['endSession with token token', 'reset with 0 entries left']);
  });

  it('outside kiosk mode nothing listens', () => {
    expect(() => installKioskReset(null)).not.toThrow();
  });
});

describe('the staff gesture', () => {
  const W = 1080;
  const H = 1920;
  const at = (x: number, y: number, time: number) => ({ x, y, at: time });

  it('opens on the fifth tap in the configured corner within four seconds', () => {
    const tapped = createCornerTaps('top-right');
    const results = [0, 500, 1000, 1500, 2000].map((time) => tapped(at(W - 10, 10, time), W, H));
    expect(results).toEqual([false, false, false, false, true]);
  });

  it('starts over after a tap elsewhere, and forgets taps older than four seconds', () => {
    const tapped = createCornerTaps('bottom-left');
    for (const time of [0, 100, 200, 300]) tapped(at(5, H - 5, time), W, H);
    expect(tapped(at(W / 2, H / 2, 400), W, H)).toBe(false);
    expect(tapped(at(5, H - 5, 500), W, H)).toBe(false);
    for (const time of [5_000, 6_000, 7_000]) expect(tapped(at(5, H - 5, time), W, H)).toBe(false);
    // The tap at 0.5 s is too old now: five within four seconds are needed.
    expect(tapped(at(5, H - 5, 8_000), W, H)).toBe(false);
    expect(tapped(at(5, H - 5, 8_100), W, H)).toBe(true);
  });

  it('counts only the named corner', () => {
    expect(inCorner('top-right', at(10, 10, 0), W, H)).toBe(false);
    expect(inCorner('top-left', at(10, 10, 0), W, H)).toBe(true);
    expect(inCorner('bottom-right', at(W - 1, H - 1, 0), W, H)).toBe(true);
    expect(inCorner('bottom-right', at(W - 100, H - 1, 0), W, H)).toBe(false);
  });

  it('listens on the page only when a corner is configured', () => {
    const page = { addEventListener: vi.fn() };
    installStaffGesture({ staffCorner: null }, page, vi.fn());
    expect(page.addEventListener).not.toHaveBeenCalled();
    installStaffGesture({ staffCorner: 'top-right' }, page, vi.fn());
    expect(page.addEventListener).toHaveBeenCalledWith('pointerdown', expect.any(Function), expect.anything());
  });
});
