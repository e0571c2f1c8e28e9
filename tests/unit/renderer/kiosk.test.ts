import { describe, expect, it, vi } from 'vitest';
import { forgetVisitor, installKioskReset, type VisitorTraces } from '../../../src/renderer/lib/kiosk';

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
