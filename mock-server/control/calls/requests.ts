import { streamSSE } from 'hono/streaming';
import { harOf } from '../har';
import type { ControlHandlersOf } from '../register';

export const requestHandlers: ControlHandlersOf<'requests'> = {
  list: ({ deps, query }) => deps.log.recent(Number(query.limit ?? 100) || 100),
  stream: ({ deps, c }) =>
    streamSSE(c, async (stream) => {
      const unsubscribe = deps.log.subscribe((entry) => {
        void stream.writeSSE({ event: 'request', id: String(entry.id), data: JSON.stringify(entry) });
      });
      stream.onAbort(unsubscribe);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      // A quiet server still sends a comment now and then, so proxies keep the stream open.
      while (!stream.aborted) {
        await stream.sleep(15_000);
        if (!stream.aborted) await stream.write(': keep-alive\n\n');
      }
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
