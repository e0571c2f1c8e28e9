import { z } from 'zod';
import { controlCall, okSchema } from './call';
import { harSchema } from './har';

export const loggedRequestSchema = z.object({
  id: z.number(),
  at: z.number(),
  method: z.string(),
  path: z.string(),
  status: z.number(),
  ms: z.number(),
  code: z.string().optional(),
  faultId: z.string().optional(),
  /** Bodies are cut to a few kilobytes: the log must stay cheap. */
  requestBody: z.string().optional(),
  /** By lower-case name; a credential's value (access, cookie, control token) is "(hidden)". */
  requestHeaders: z.record(z.string(), z.string()).optional(),
  responseBody: z.string().optional(),
});
export type LoggedRequest = z.infer<typeof loggedRequestSchema>;

/** The request log: the recent calls, live as they come, or as a HAR file. */
export const requestCalls = {
  list: controlCall({
    method: 'get',
    path: '/__mock/requests',
    summary: 'The recent calls, newest first (limit=)',
    query: { limit: { schema: z.number().int().min(1), description: 'How many calls, 100 when absent' } },
    response: z.array(loggedRequestSchema),
  }),
  stream: controlCall({
    method: 'get',
    path: '/__mock/requests/stream',
    summary: 'Server-sent events: one "request" event per call',
    stream: true,
    response: loggedRequestSchema,
  }),
  clear: controlCall({
    method: 'delete',
    path: '/__mock/requests',
    summary: 'Clear the request log',
    response: okSchema,
  }),
  har: controlCall({
    method: 'get',
    path: '/__mock/requests.har',
    summary: "The request log as HAR 1.2 (DevTools' Network panel imports it), oldest call first, whole answers",
    headers: { 'Content-Disposition': 'attachment; filename="requests.har"' },
    response: harSchema,
  }),
};
