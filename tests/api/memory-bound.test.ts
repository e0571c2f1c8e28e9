import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_LOGGED_BODY, RequestLog, truncateBody } from '../../mock-server/lib/request-log';
import { api } from '../../src/shared/api';

/** The real server in its own process, so its memory is measured alone. */
let child: ChildProcess;
let port: number;

beforeAll(async () => {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'mock-server/cli.ts', '--port', '0', '--db', ':memory:', '--reset', '--web', 'no-web-root'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const ready = /ready at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (ready) resolve(Number(ready[1]));
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready`)));
  });
}, 60_000);

afterAll(() => {
  child?.kill('SIGTERM');
});

const rssMb = (): number =>
  Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim()) / 1024;

/** An anonymous POST whose body has no length: `chunks` pieces of 1 MB, sent as fast as the server takes them. */
function sendChunked(path: string, chunks: number, contentType: string): Promise<number | undefined> {
  const piece = Buffer.alloc(1024 * 1024, 'a');
  return new Promise((resolve) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': contentType, 'transfer-encoding': 'chunked' },
    });
    let status: number | undefined;
    req.on('response', (res) => {
      status = res.statusCode;
      res.resume();
      res.on('end', () => resolve(status));
    });
    // A server may hang up once it has answered; what it said is what counts.
    req.on('error', () => resolve(status));
    void (async () => {
      for (let i = 0; i < chunks && !req.destroyed; i++) {
        if (!req.write(piece)) await new Promise((drained) => req.once('drain', drained).once('close', drained));
      }
      req.end();
    })();
  });
}

const TARGETS = [
  { path: '/api/nothing/here', type: 'application/json', status: 404 },
  { path: api.user.userInfo.path, type: 'application/json', status: 401 },
  { path: '/oauth/google/consent', type: 'application/x-www-form-urlencoded', status: 413 },
];

describe("anonymous bodies cannot take the server's memory", () => {
  it('50 chunked bodies of 50 MB to an unknown path, a 401 path and the consent page grow RSS by less than 100 MB', async () => {
    for (const target of TARGETS) await sendChunked(target.path, 1, target.type);
    const before = rssMb();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb());
    }, 100);
    const statuses: Array<number | undefined> = [];
    try {
      // Five at a time, as a small script would.
      for (let round = 0; round < 10; round++) {
        statuses.push(
          ...(await Promise.all(
            Array.from({ length: 5 }, (_, i) => {
              const target = TARGETS[(round * 5 + i) % TARGETS.length]!;
              return sendChunked(target.path, 50, target.type);
            }),
          )),
        );
      }
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssMb());
    expect(peak - before, `RSS ${before.toFixed(0)} MB before, ${peak.toFixed(0)} MB at the peak`).toBeLessThan(100);
    expect(statuses.map((s, i) => [TARGETS[i % TARGETS.length]!.path, s])).toEqual(
      statuses.map((_, i) => [TARGETS[i % TARGETS.length]!.path, TARGETS[i % TARGETS.length]!.status]),
    );
    // And it is still serving.
    const health = await fetch(`http://127.0.0.1:${port}/__mock/health`);
    expect(health.status).toBe(200);
  }, 240_000);
});

describe('the request log keeps copies, within a byte budget', () => {
  it('an entry holds a 4 KB copy of a large body, never the body itself', () => {
    const huge = 'x'.repeat(8 * 1024 * 1024);
    const kept = truncateBody(huge);
    expect(kept.length).toBeLessThan(MAX_LOGGED_BODY + 40);
    expect(kept).toContain('(8388608 chars)');
  });

  it('drops the oldest entries once their bodies pass the byte cap, however few they are', () => {
    const log = new RequestLog(500, 64 * 1024);
    for (let i = 0; i < 100; i++)
      log.add({
        at: i,
        method: 'POST',
        path: `/api/x/${i}`,
        status: 200,
        ms: 1,
        requestBody: truncateBody('y'.repeat(10_000)),
      });
    const kept = log.recent(500);
    expect(kept.length).toBeLessThan(10);
    expect(kept[0]!.path).toBe('/api/x/99');
  });
});
