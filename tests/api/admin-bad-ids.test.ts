import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../mock-server/control/openapi';
import { ADMIN_CALLS } from '../../src/shared/admin';
import { createTestServer } from '../support/api';

/** Issue 38, control API fuzzing: a bad id on an admin call answers a documented refusal, never 405 or 500. */
const s = createTestServer();
const BAD_IDS = ['abc', '0', '-1', '1.5', '99999999999', '%20'];
const WITH_ID = ADMIN_CALLS.filter((call) => call.path.includes(':id'));

describe('admin calls with a bad id', () => {
  it(`each of the ${WITH_ID.length} calls that take an id answers 400 with the control envelope, declared in the OpenAPI document`, async () => {
    expect(WITH_ID.length).toBeGreaterThanOrEqual(15);
    const paths = openApiDocument('test', 'http://localhost:5170').paths as Record<
      string,
      Record<string, { responses: Record<string, unknown> }>
    >;
    for (const call of WITH_ID) {
      const declared = paths[`/__mock/admin${call.path.replace(':id', '{id}')}`]![call.method.toLowerCase()]!.responses;
      expect(declared).toHaveProperty('400');
      for (const id of BAD_IDS) {
        const res = await s.app.request(`/__mock/admin${call.path.replace(':id', id)}`, {
          method: call.method,
          headers: { 'content-type': 'application/json' },
          body: call.method === 'GET' || call.method === 'DELETE' ? undefined : '{}',
        });
        expect([call.name, id, res.status]).toEqual([call.name, id, 400]);
        expect(await res.json()).toMatchObject({ ok: false, error: expect.any(String) });
      }
    }
  });

  it('a bad snapshot name is a declared 400', async () => {
    const declared = (
      openApiDocument('test', 'http://localhost:5170').paths as Record<
        string,
        Record<string, { responses: Record<string, unknown> }>
      >
    )['/__mock/snapshots/{name}']!.post!.responses;
    expect(declared).toHaveProperty('400');
    expect((await s.app.request('/__mock/snapshots/bad%20name', { method: 'POST' })).status).toBe(400);
  });
});
