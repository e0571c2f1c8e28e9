import type { MiddlewareHandler } from 'hono';
import type { ApiEnv } from '../deps';
import { dribblePlan } from '../lib/delays';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A fault's `dribble`: the answer's body in pieces spread over time, each piece written when its
 * time comes, so a client sees a slow network rather than a late one. A caller who hangs up stops it.
 */
export function dribbleAnswers(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    const dribble = c.get('dribble');
    if (!dribble || !c.res.body) return;
    const res = c.res;
    const plan = dribblePlan(new Uint8Array(await res.arrayBuffer()), dribble.chunks, dribble.durationMs);
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    let sent = 0;
    let sentAt = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece = plan[sent++]!;
        await sleep(piece.atMs - sentAt);
        sentAt = piece.atMs;
        controller.enqueue(piece.bytes);
        if (sent === plan.length) controller.close();
      },
    });
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
