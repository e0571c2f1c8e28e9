import { z } from 'zod';
import { controlCall, okSchema } from './call';

/** One way an answer of the real host differs from the contract (`field`: `data.items[].title`, `code`, `result`…). */
export const driftDifferenceSchema = z.object({
  field: z.string(),
  change: z.enum(['missing', 'extra', 'type', 'value', 'code', 'envelope']),
  expected: z.string().optional(),
  received: z.string().optional(),
});
export type DriftDifference = z.infer<typeof driftDifferenceSchema>;

/** A call whose answers differed from the contract in one way, counted each time it happened again. */
export const driftReportSchema = z.object({
  /** `feed.mainFeedList`: the endpoint table's domain and name. */
  call: z.string(),
  path: z.string(),
  source: z.enum(['proxy', 'replay']),
  differences: z.array(driftDifferenceSchema),
  count: z.number(),
  firstAt: z.number(),
  lastAt: z.number(),
});
export type DriftReport = z.infer<typeof driftReportSchema>;

/** What `GET /__mock/drift` answers: where the server's real answers come from, and how they drifted. */
export const driftStateSchema = z.object({
  /** null: every call is answered by the mock itself. */
  upstream: z
    .object({
      mode: z.enum(['proxy', 'replay']),
      /** The real host's origin, or the recording file being replayed. */
      source: z.string(),
      /** `all`, or the path patterns that go to it (the rest stay mocked). */
      paths: z.array(z.string()),
      recording: z.string().nullable(),
    })
    .nullable(),
  reports: z.array(driftReportSchema),
});
export type DriftState = z.infer<typeof driftStateSchema>;

export const driftCalls = {
  get: controlCall({
    method: 'get',
    path: '/__mock/drift',
    summary:
      'Where real answers come from (--proxy-to, --replay) and each way they differed from the contract, once per call and shape',
    response: driftStateSchema,
  }),
  clear: controlCall({
    method: 'delete',
    path: '/__mock/drift',
    summary: 'Forget the drift seen so far',
    response: okSchema,
  }),
};
