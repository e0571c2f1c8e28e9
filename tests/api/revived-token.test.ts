import { describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import { createTestServer } from '../support/api';

/** Issue 38, finding 1: a logged-out token never comes back as anyone. */
const s = createTestServer();

const control = (path: string, body?: unknown) =>
  s.app.request(`/__mock${path}`, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
const newMember = async () => (await (await control('/users', {})).json()) as { id: number; email: string };
const profile = (token: string) => s.request(api.user.userInfo.path, {}, { token });

describe('a token of an ended sign-in stays dead', () => {
  it('after logout, a reset and a new member, the old token answers 401, and the new member has a new id', async () => {
    const victim = await s.signedInUser();
    expect((await s.request(api.auth.logout.path, {}, { token: victim.token })).body.result).toBe('success');
    expect((await profile(victim.token)).status).toBe(401);

    expect((await control('/reset')).status).toBe(200);
    const next = await newMember();
    expect(next.id).toBeGreaterThan(victim.id);
    expect((await profile(victim.token)).status).toBe(401);
  });

  it('a reset ends the tokens of sign-ins that were never logged out', async () => {
    const member = await s.signedInUser();
    expect((await profile(member.token)).status).toBe(200);
    await control('/reset');
    expect((await profile(member.token)).status).toBe(401);
  });

  it('restoring a snapshot ends every token signed before it', async () => {
    await control('/snapshots/revived-token');
    const member = await s.signedInUser();
    expect((await control('/snapshots/revived-token/restore')).status).toBe(200);
    expect((await profile(member.token)).status).toBe(401);
    await s.app.request('/__mock/snapshots/revived-token', { method: 'DELETE' });
  });

  it('a correctly signed token of a sign-in with no refresh row is not live', async () => {
    const member = await s.signedInUser();
    const forged = await s.deps.tokens.issue({ userId: member.id, family: 'never-signed-in' });
    expect((await profile(forged)).status).toBe(401);
    expect((await profile(member.token)).status).toBe(200);
  });
});
