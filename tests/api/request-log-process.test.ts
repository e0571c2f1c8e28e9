import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/shared/api';
import type { LoggedRequest } from '../../src/shared/control';
import { signUpMember, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * The request log over real HTTP: the server reads headers from Node's own parsing there (in-process
 * tests go through a Fetch Request instead), so what a tester sees and what stays hidden is proven
 * on the path a running server takes.
 */
describe('the request log of a running server', () => {
  const folder = mkdtempSync(join(tmpdir(), 'tabi-request-log-'));
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess(':memory:', { snapshots: join(folder, 'snapshots') });
  }, 90_000);

  afterAll(async () => {
    server?.child.kill();
    await server?.exited;
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps the headers a test matches on and hides every credential', async () => {
    const member = await signUpMember(server.url, { points: 0 });
    const refresh = 'refresh=secret-refresh-value';
    const res = await fetch(`${server.url}${api.feed.likeFeed.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ja',
        access: member.token,
        cookie: refresh,
        'x-test-run': 'run-42',
        authorization: 'Bearer other-secret',
      },
      body: JSON.stringify({ feedId: 1 }),
    });
    expect(res.status).toBe(200);

    const log = (await (await fetch(`${server.url}/__mock/requests?limit=5`)).json()) as LoggedRequest[];
    const like = log.find((entry) => entry.path === api.feed.likeFeed.path)!;
    expect(like.requestHeaders).toMatchObject({
      'accept-language': 'ja',
      'x-test-run': 'run-42',
      access: '(hidden)',
      cookie: '(hidden)',
      authorization: '(hidden)',
    });
    const text = JSON.stringify(log);
    for (const secret of [member.token, 'secret-refresh-value', 'other-secret']) expect(text).not.toContain(secret);
  });
});
