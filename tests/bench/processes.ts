/**
 * Throughput with 1, 2 and 3 server processes behind nginx (deploy/nginx), in one sitting: 30
 * sandboxes, each call in one of them in turn, so the consistent hash spreads them over the
 * processes as compose.yaml's nginx does. Needs Debian's nginx. Run: npm run bench:processes
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, startNginx } from '../support/nginx';
import { load, printResults, startServerProcess, type LoadResult } from './lib';

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed: apt-get install -y nginx');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SANDBOXES = Array.from({ length: 30 }, (_, i) => `bench-${i}`);
const dir = mkdtempSync(join(tmpdir(), 'tabi-bench-'));

async function withProcesses(count: number): Promise<LoadResult> {
  const servers = await Promise.all(
    Array.from({ length: count }, (_, i) => startServerProcess(['--db', ':memory:', '--web', dir], 5291 + i)),
  );
  const proxy = await startNginx(
    nginx!,
    servers[0]!.url,
    servers.map((s) => s.url),
  );
  try {
    for (const name of SANDBOXES) await fetch(`${proxy.url}/__mock/sandboxes/${name}`, { method: 'POST' });
    let turn = 0;
    return await load(
      `${count} process${count > 1 ? 'es' : ''}`,
      `${proxy.url}/api/notice/notice-list`,
      { size: 20 },
      {
        seconds,
        headers: { 'x-mock-sandbox': SANDBOXES[0]! },
        nextHeaders: () => ({ 'x-mock-sandbox': SANDBOXES[turn++ % SANDBOXES.length]! }),
      },
    );
  } finally {
    await proxy.stop();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

try {
  const results = [];
  for (const count of [1, 2, 3]) results.push(await withProcesses(count));
  printResults('notice-list in 30 sandboxes behind nginx, 50 connections, loopback', results);
  const [one] = results;
  for (const r of results)
    console.log(`${r.name}: ${(r.requestsPerSecond / one!.requestsPerSecond).toFixed(2)}x one process`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
