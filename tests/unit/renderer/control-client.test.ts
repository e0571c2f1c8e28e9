import { describe, expect, it } from 'vitest';
import { controlTable, controlUrl } from '../../../src/shared/control';
import { createTestServer } from '../../support/api';
import { installMemoryLocalStorage } from './memory-storage';

// The console's client, built from the control table, calling the in-process server: the page's
// address (no control token) and fetch are the only things a browser would have added.
const server = createTestServer();
installMemoryLocalStorage();
Object.assign(globalThis, {
  window: { location: { search: '' } },
  document: { documentElement: {}, querySelector: () => null },
});
globalThis.fetch = ((url: string, init?: RequestInit) => server.app.request(url, init)) as typeof fetch;
const { controlClient, callControl } = await import('../../../src/renderer/console/control');

describe('the console client built from the control table', () => {
  it('sends each call as the table says and answers its typed result', async () => {
    const { id } = await controlClient.faults.add({ path: '/api/feed/*', status: 503, times: 2 });
    const faults = await controlClient.faults.list();
    expect(faults.find((f) => f.id === id)).toMatchObject({ path: '/api/feed/*', status: 503, times: 2, hits: 0 });
    await controlClient.faults.remove({ id });
    expect((await controlClient.faults.list()).map((f) => f.id)).not.toContain(id);
  });

  it('fills path parameters and the query', async () => {
    const user = await controlClient.users.create({ nickname: 'client' });
    expect(await controlClient.users.orders({ id: user.id })).toEqual([]);
    await controlClient.requests.clear();
    await server.login();
    expect((await callControl(controlTable.requests.list)).length).toBeGreaterThan(1);
    expect(await callControl(controlTable.requests.list, { limit: 1 })).toHaveLength(1);
    expect(controlUrl(controlTable.sandboxes.join, { name: 'a b' }, { to: '/__mock/' })).toBe(
      '/__mock/sandbox/a%20b?to=%2F__mock%2F',
    );
  });

  it("rejects a refusal with the server's own explanation", async () => {
    await expect(controlClient.data.restoreSnapshot({ name: 'never-saved' })).rejects.toThrow('no such snapshot');
    await expect(controlClient.clock.set({ advanceMs: 1e20 })).rejects.toThrow(/advanceMs/);
  });
});
