import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findNginx, startNginx, type RunningNginx } from '../support/nginx';
import { startServerProcess, type ServerProcess } from '../support/server-process';

const nginx = findNginx();
const SANDBOXES = Array.from({ length: 30 }, (_, i) => `team-${i}`);
/** Each sandbox's clock is set to its own day, so a call that reached another process (or the shared data) shows. */
const dayOf = (i: number) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10);
const SHARED_DAY = '2028-06-15';

describe.skipIf(!nginx)(
  nginx
    ? 'three server processes behind nginx (deploy/nginx)'
    : 'three server processes behind nginx: SKIPPED, nginx is not installed (apt-get install -y nginx; .ci/run installs it)',
  () => {
    const folder = mkdtempSync(join(tmpdir(), 'tabi-processes-'));
    let servers: ServerProcess[] = [];
    let proxy: RunningNginx;

    beforeAll(async () => {
      servers = await Promise.all(
        [1, 2, 3].map((n) => startServerProcess(':memory:', { snapshots: join(folder, `snapshots-${n}`) })),
      );
      proxy = await startNginx(
        nginx!,
        servers[0]!.url,
        servers.map((s) => s.url),
      );
    }, 120_000);

    afterAll(async () => {
      await proxy?.stop();
      for (const server of servers) server.child.kill();
      await Promise.all(servers.map((s) => s.exited));
      rmSync(folder, { recursive: true, force: true });
    });

    const clockDay = async (url: string, headers: Record<string, string> = {}) =>
      ((await (await fetch(`${url}/__mock/clock`, { headers })).json()) as { iso: string }).iso.slice(0, 10);
    const setClock = (url: string, day: string, headers: Record<string, string> = {}) =>
      fetch(`${url}/__mock/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ now: `${day}T03:00:00.000Z` }),
      });
    /** The sandboxes a process holds, asked of the process itself, not through nginx. */
    const heldBy = async (server: ServerProcess) =>
      (
        (await (await fetch(`${server.url}/__mock/sandboxes`)).json()) as { sandboxes: { name: string }[] }
      ).sandboxes.map((s) => s.name);

    it('calls without a sandbox all reach the first process, which holds the shared data', async () => {
      expect((await setClock(proxy.url, SHARED_DAY)).status).toBe(200);
      expect(await clockDay(servers[0]!.url)).toBe(SHARED_DAY);
      for (const other of servers.slice(1)) expect(await clockDay(other.url)).not.toBe(SHARED_DAY);
      for (let i = 0; i < 5; i++) expect(await clockDay(proxy.url)).toBe(SHARED_DAY);
    });

    it('30 sandboxes, each made and changed through one address, live in exactly one process each, spread over all three', async () => {
      for (const [i, name] of SANDBOXES.entries()) {
        const made = await fetch(`${proxy.url}/__mock/sandboxes/${name}`, { method: 'POST' });
        expect(made.status).toBe(200);
        expect((await setClock(proxy.url, dayOf(i), { 'x-mock-sandbox': name })).status).toBe(200);
      }
      const held = await Promise.all(servers.map(heldBy));
      expect(held.flat().sort()).toEqual([...SANDBOXES].sort());
      for (const names of held) expect(names.length).toBeGreaterThan(0);
    });

    it('by header, every call of a sandbox meets its own data, again and again', async () => {
      for (let round = 0; round < 3; round++)
        for (const [i, name] of SANDBOXES.entries())
          expect(await clockDay(proxy.url, { 'x-mock-sandbox': name }), name).toBe(dayOf(i));
    });

    it('a browser that joins by the path keeps reaching the process that signed its cookie', async () => {
      for (const [i, name] of SANDBOXES.entries()) {
        const joined = await fetch(`${proxy.url}/__mock/sandbox/${name}`, { redirect: 'manual' });
        expect(joined.status).toBe(303);
        const cookie = joined.headers.get('set-cookie')!.split(';')[0]!;
        for (let round = 0; round < 2; round++) {
          // A cookie another process signed would be ignored there: the call would see the shared data.
          const list = (await (await fetch(`${proxy.url}/__mock/sandboxes`, { headers: { cookie } })).json()) as {
            current: string | null;
          };
          expect(list.current, name).toBe(name);
          expect(await clockDay(proxy.url, { cookie }), name).toBe(dayOf(i));
        }
      }
    });

    it('a sandbox deleted through the address is gone from its process', async () => {
      const [name] = SANDBOXES;
      expect((await fetch(`${proxy.url}/__mock/sandboxes/${name}`, { method: 'DELETE' })).status).toBe(200);
      expect((await Promise.all(servers.map(heldBy))).flat()).not.toContain(name);
    });
  },
);
