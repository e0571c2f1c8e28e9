import { streamSSE } from 'hono/streaming';
import { harOf } from '../har';
import type { ControlHandlersOf } from '../register';

export const requestHandlers: ControlHandlersOf<'requests'> = {
  list: ({ deps, query }) => deps.log.recent(Number(query.limit ?? 100) || 100),
  stream: ({ deps, c, query }) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = deps.log.subscribe((entry) => {
        void stream.writeSSE({ event: 'request', id: String(entry.id), data: JSON.stringify(entry) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // `for`: a runner that waits for the end of an answer (newman) gets one; real time, not the fake clock.
      const seconds = Number(query.for);
      const endsAt = seconds > 0 ? Date.now() + seconds * 1000 : Infinity;
      // A quiet server still sends a comment now and then, so proxies keep the stream open.
      while (!stream.aborted && Date.now() < endsAt) {
        await stream.sleep(Math.min(15_000, endsAt - Date.now()));
        if (!stream.aborted && Date.now() < endsAt) await stream.write(': keep-alive\n\n');
      }
      unsubscribe();
    }),
  clear: ({ deps }) => {
    deps.log.clear();
    return { ok: true };
  },
  // A HAR file of the log (this sandbox's, in a sandbox), for DevTools' Network panel and other tools.
  har: ({ deps, c }) => {
    c.header('content-disposition', 'attachment; filename="requests.har"');
    return harOf(deps.log.recent(Number.MAX_SAFE_INTEGER, { wholeAnswers: true }), deps.config.publicOrigin);
  },
};
