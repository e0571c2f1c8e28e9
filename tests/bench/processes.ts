/**
 * Throughput with 1, 2 and 3 server processes behind nginx (deploy/nginx), in one sitting: 30
 * sandboxes, each call in one of them in turn, so the consistent hash spreads them over the
 * processes as compose.yaml's nginx does. Rounds alternate the order (1-2-3, then 3-2-1), so a
 * machine that gets busier during the sitting does not favour one count. Needs Debian's nginx.
 * Run: npm run bench:processes   (BENCH_SECONDS per run, 10; BENCH_ROUNDS, 2)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findNginx, freePort, startNginx } from '../support/nginx';
import { load, printResults, startServerProcess, type LoadResult } from './lib';

const nginx = findNginx();
if (!nginx) {
  console.error('nginx is not installed: apt-get install -y nginx');
  process.exit(1);
}
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const SANDBOXES = Array.from({ length: 30 }, (_, i) => `bench-${i}`);
const dir = mkdtempSync(join(tmpdir(), 'tabi-bench-'));

async function withProcesses(count: number, round: number): Promise<LoadResult> {
  const servers = await Promise.all(
    Array.from({ length: count }, async () => startServerProcess(['--db', ':memory:', '--web', dir], await freePort())),
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
      `${count} process${count > 1 ? 'es' : ''}, round ${round}`,
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
  const best = new Map<number, number>();
  const results = [];
  for (let round = 1; round <= rounds; round++)
    for (const count of round % 2 ? [1, 2, 3] : [3, 2, 1]) {
      const result = await withProcesses(count, round);
      results.push(result);
      best.set(count, Math.max(best.get(count) ?? 0, result.requestsPerSecond));
    }
  printResults('notice-list in 30 sandboxes behind nginx, 50 connections, loopback', results);
  for (const [count, rps] of [...best].sort(([a], [b]) => a - b))
    console.log(`${count} process(es): best ${rps} req/s, ${(rps / best.get(1)!).toFixed(2)}x one process`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
