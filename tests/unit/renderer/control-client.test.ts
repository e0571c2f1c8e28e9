import { beforeEach, describe, expect, it } from 'vitest';
import { controlTable } from '../../../src/shared/control';
import { installMemoryLocalStorage } from './memory-storage';

// No page in node: the console reads its control token from the address (opened here without one).
// fetch is the browser's edge: it records what the client sends and answers as the server would.
installMemoryLocalStorage();
Object.assign(globalThis, {
  window: { location: { search: '' } },
  document: { documentElement: {}, querySelector: () => null },
});
const sent: Array<{ url: string; method: string; body: unknown }> = [];
let answer: { status: number; json: unknown } = { status: 200, json: {} };
globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
  sent.push({
    url,
    method: init.method ?? 'GET',
    body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
  });
  return new Response(JSON.stringify(answer.json), { status: answer.status });
}) as typeof fetch;
const { controlClient, callControl } = await import('../../../src/renderer/console/control');
const { adminClient } = await import('../../../src/renderer/console/operations/admin');

beforeEach(() => {
  sent.length = 0;
  answer = { status: 200, json: { ok: true } };
});

describe('the console clients built from the control and admin tables', () => {
  it('send each call with the method, path, body and query its table entry gives', async () => {
    await controlClient.faults.add({ path: '/api/feed/*', status: 503 });
    await controlClient.faults.remove({ id: 'f 1' });
    await controlClient.records.setStock({ id: 3 }, { stock: 0 });
    await controlClient.data.reset();
    await callControl(controlTable.requests.list, { limit: 5 });
    expect(sent).toEqual([
      { url: '/__mock/faults', method: 'POST', body: { path: '/api/feed/*', status: 503 } },
      { url: '/__mock/faults/f%201', method: 'DELETE', body: undefined },
      { url: '/__mock/products/3/stock', method: 'POST', body: { stock: 0 } },
      { url: '/__mock/reset', method: 'POST', body: undefined },
      { url: '/__mock/requests?limit=5', method: 'GET', body: undefined },
    ]);
  });

  it('send admin calls under /__mock/admin with their id, and {} for a write without a body', async () => {
    await adminClient.suspend({ id: 7, body: { days: 3, reason: 'spam' } });
    await adminClient.reinstate({ id: 7 });
    await adminClient.deleteNotice({ id: 2 });
    await adminClient.users({ query: { query: '김 민' } });
    expect(sent).toEqual([
      { url: '/__mock/admin/users/7/suspend', method: 'POST', body: { days: 3, reason: 'spam' } },
      { url: '/__mock/admin/users/7/reinstate', method: 'POST', body: {} },
      { url: '/__mock/admin/notices/2', method: 'DELETE', body: undefined },
      { url: '/__mock/admin/users?query=%EA%B9%80+%EB%AF%BC', method: 'GET', body: undefined },
    ]);
  });

  it("answers the server's JSON, and rejects a refusal with the server's own explanation", async () => {
    answer = { status: 200, json: { id: 'f1' } };
    await expect(controlClient.faults.add({ path: '*', drop: true })).resolves.toEqual({ id: 'f1' });
    answer = { status: 404, json: { ok: false, error: 'no such snapshot' } };
    await expect(controlClient.data.restoreSnapshot({ name: 'gone' })).rejects.toThrow('no such snapshot');
    answer = { status: 502, json: null };
    await expect(controlClient.clock.get()).rejects.toThrow('HTTP 502');
  });
});
