import { describe, expect, it } from 'vitest';
import { SANDBOX_HEADER } from '../../mock-server/lib/sandboxes';
import { createTestServer } from '../support/api';

/** Issue 38, finding 13: from inside one sandbox, nobody joins or opens another. */
const s = createTestServer();
const control = (method: string, path: string, sandbox?: string) =>
  s.app.request(`/__mock${path}`, { method, headers: sandbox ? { [SANDBOX_HEADER]: sandbox } : {} });

describe('a sandbox keeps its visitors in', () => {
  it('inside "alpha", joining or opening "beta" answers 404 and sets no cookie; from the default data it works', async () => {
    expect((await control('POST', '/sandboxes/alpha')).status).toBe(200);
    const join = await control('GET', '/sandbox/beta', 'alpha');
    expect(join.status).toBe(404);
    expect(join.headers.get('set-cookie')).toBeNull();
    expect((await control('POST', '/sandboxes/beta', 'alpha')).status).toBe(404);
    // Its own name still works from inside, and any name from the default data.
    expect((await control('GET', '/sandbox/alpha', 'alpha')).status).toBe(303);
    expect((await control('GET', '/sandbox/beta')).status).toBe(303);
  });
});
