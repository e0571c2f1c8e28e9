/**
 * Foundation figures: start-up time with a seeded database, and theme-list / notice-list
 * throughput with every middleware on. Run: npm run bench:server
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load, printResults, startServerProcess } from './lib';

const dir = mkdtempSync(join(tmpdir(), 'tabi-bench-'));
const dbFile = join(dir, 'bench.sqlite');
const port = 5290;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

try {
  const first = await startServerProcess(['--db', dbFile, '--web', dir], port);
  await first.stop();
  const server = await startServerProcess(['--db', dbFile, '--web', dir], port);
  console.log(
    `start-up: first (creates and seeds the database) ${Math.round(first.readyMs)} ms; seeded ${Math.round(server.readyMs)} ms`,
  );
  // One fault registered for another path keeps the fault middleware on the hot path.
  await fetch(`${server.url}/__mock/faults`, {
    method: 'POST',
    body: JSON.stringify({ path: '/api/never/called', status: 500 }),
  });
  const results = [
    await load('theme-list', `${server.url}/api/theme/theme-list`, {}, { seconds }),
    await load('notice-list', `${server.url}/api/notice/notice-list`, { size: 20 }, { seconds }),
  ];
  printResults('Mock server, 50 connections, loopback', results);
  await server.stop();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
