import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../mock-server/server';
import { api } from '../../src/shared/api';

let running: RunningServer;
beforeAll(async () => {
  running = await startServer({ port: 0, host: '127.0.0.1', dbFile: ':memory:', seed: 1 });
});
afterAll(() => running.close());

const control = (path: string, body: unknown) =>
  fetch(`${running.url}/__mock${path}`, { method: 'POST', body: JSON.stringify(body) }).then(async (res) => ({
    status: res.status,
    json: (await res.json()) as any,
  }));

/** A call over a real socket: the pieces of its body as they arrived, each with when (ms after the headers). */
function piecesOf(path: string, body: unknown): Promise<Array<{ atMs: number; text: string }>> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${running.url}${path}`,
      { method: 'POST', headers: { 'accept-encoding': 'identity' } },
      (res) => {
        const started = performance.now();
        const pieces: Array<{ atMs: number; text: string }> = [];
        res.on('data', (chunk: Buffer) => pieces.push({ atMs: performance.now() - started, text: chunk.toString() }));
        res.on('end', () => resolve(pieces));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('latency faults over a real socket', { timeout: 30_000 }, () => {
  it('a dribbled answer arrives in pieces spread over the time given, whole', async () => {
    const path = api.notice.noticeDetail.path;
    expect((await control('/faults', { path, dribble: { chunks: 4, durationMs: 600 }, times: 1 })).status).toBe(200);
    const pieces = await piecesOf(path, { noticeId: 1 });
    // Pieces sent 200 ms apart arrive apart: at least 3 reads, the last well after the first.
    expect(pieces.length).toBeGreaterThanOrEqual(3);
    expect(pieces.at(-1)!.atMs - pieces[0]!.atMs).toBeGreaterThan(400);
    expect(JSON.parse(pieces.map((p) => p.text).join(''))).toMatchObject({ result: 'success', data: { id: 1 } });
    // Spent (times: 1): the next answer comes in one piece.
    expect(await piecesOf(path, { noticeId: 1 })).toHaveLength(1);
  });

  it('a scenario step with a lognormal delay becomes that fault, for every call', async () => {
    const scenario = {
      name: 'slow-network',
      seed: 3,
      steps: [
        { path: '*', delayLognormal: { medianMs: 5, sigma: 0.3 }, note: 'every call' },
        { path: api.notice.noticeList.path, dribble: { chunks: 3, durationMs: 300 }, call: 2 },
      ],
    };
    const { status, json } = await control('/scenarios', scenario);
    expect(status).toBe(200);
    const faults = (await (await fetch(`${running.url}/__mock/faults`)).json()) as Array<Record<string, unknown>>;
    expect(faults).toMatchObject([
      { path: '*', delayLognormal: { medianMs: 5, sigma: 0.3 }, source: 'slow-network' },
      { path: api.notice.noticeList.path, dribble: { chunks: 3, durationMs: 300 }, skip: 1, times: 1 },
    ]);
    expect(json.faultIds).toHaveLength(2);
    const answer = await fetch(`${running.url}${api.notice.noticeDetail.path}`, {
      method: 'POST',
      body: JSON.stringify({ noticeId: 1 }),
    });
    expect(await answer.json()).toMatchObject({ result: 'success' });
    await fetch(`${running.url}/__mock/faults`, { method: 'DELETE' });
  });

  it('refuses a lognormal delay without its sigma, naming the field', async () => {
    const { status, json } = await control('/faults', { path: '*', delayLognormal: { medianMs: 100 } });
    expect(status).toBe(400);
    expect(json.error).toContain('delayLognormal.sigma');
  });
});
