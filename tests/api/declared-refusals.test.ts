import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../src/shared/api';
import type { Endpoint } from '../../src/shared/endpoint';
import { createTestServer } from '../support/api';

/** The contract's list of a call's refusals is what the OpenAPI document publishes; the server is held to it. */
describe('a refusal the contract does not declare', () => {
  const detail = api.feed.feedDetail as Endpoint;
  const declared = detail.errors;
  afterEach(() => {
    (detail as { errors?: Endpoint['errors'] }).errors = declared;
    vi.restoreAllMocks();
  });

  it('is answered as declared when the call lists it', async () => {
    const server = createTestServer();
    const res = await server.request(detail.path, { feedId: 999_999 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ result: 'error', code: 'NOT_FOUND' });
  });

  it('fails the call (500) under --check-responses, so the test reaching it fails', async () => {
    // A contract that forgot NOT_FOUND, as many calls did before they declared their refusals.
    (detail as { errors?: Endpoint['errors'] }).errors = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = createTestServer();
    const res = await server.request(detail.path, { feedId: 999_999 });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ result: 'error', code: 'INTERNAL' });
    expect(String(logged.mock.calls[0]?.[0])).toContain('NOT_FOUND, which its contract does not declare');
  });
});
