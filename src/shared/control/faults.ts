import { z } from 'zod';
import { ERROR_CODES } from '../errors';
import { controlCall, okSchema } from './call';

const ms = z.number().int().min(0).max(120_000);

/** What a fault and a scenario's fault step share. */
export const faultFields = {
  /** An exact call path, or a pattern where `*` matches anything: `/api/feed/*`, `*`. */
  path: z
    .string()
    .min(1)
    .refine((p) => p.startsWith('/') || p.startsWith('*'), 'must start with / or *'),
  /** Answer with this HTTP status instead of calling the handler (401, 403, 404, 500, 502, 503...). */
  status: z.number().int().min(200).max(599).optional(),
  /** Answer 200 with result "error", this code and (if given) this message. */
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string().max(500).optional() }).optional(),
  /** Wait this long before answering; with delayMaxMs, a random wait between the two (uniform). */
  delayMs: ms.optional(),
  delayMaxMs: ms.optional(),
  /**
   * A wait drawn from a lognormal distribution, as real networks' latencies fall: half the calls
   * wait less than `medianMs`; `sigma` (the spread of its logarithm) makes the long tail (0.1
   * narrow, 1 wide). At most 120 s.
   */
  delayLognormal: z
    .object({ medianMs: ms.min(1), sigma: z.number().gt(0).max(3) })
    .strict()
    .optional(),
  /** Send the answer's body in `chunks` pieces spread evenly over `durationMs` (a slow, dribbling network). */
  dribble: z
    .object({ chunks: z.number().int().min(2).max(1000), durationMs: ms.min(1) })
    .strict()
    .optional(),
  /** Close the connection without an answer. */
  drop: z.boolean().optional(),
  /** Expire every access token issued so far just before this call is handled. */
  expireTokens: z.boolean().optional(),
  /** Apply to this many calls, then remove itself; absent: until removed. */
  times: z.number().int().positive().optional(),
  /** Let this many matching calls through first. */
  skip: z.number().int().min(0).optional(),
};

/** A fault's path as the server matches it: `*` stands for anything, every other character for itself. */
export const faultPathPattern = (pattern: string): RegExp =>
  new RegExp(
    `^${pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

export const doesSomething = (f: {
  status?: number;
  error?: unknown;
  delayMs?: number;
  delayLognormal?: unknown;
  dribble?: unknown;
  drop?: boolean;
  expireTokens?: boolean;
}) =>
  f.status !== undefined ||
  f.error !== undefined ||
  f.delayMs !== undefined ||
  f.delayLognormal !== undefined ||
  f.dribble !== undefined ||
  f.drop === true ||
  f.expireTokens === true;
export const NOTHING_TO_DO = {
  message: 'a fault needs at least one of status, error, delayMs, delayLognormal, dribble, drop or expireTokens',
};
/** One wait per fault: fixed or uniform (delayMs, delayMaxMs) or lognormal, never both. */
export const RANGE = {
  message: 'delayMaxMs must not be below delayMs; delayLognormal stands without either',
  path: ['delayMaxMs'],
};
export const rangeOk = (f: { delayMs?: number; delayMaxMs?: number; delayLognormal?: unknown }) =>
  (f.delayMaxMs === undefined || f.delayMaxMs >= (f.delayMs ?? 0)) &&
  (f.delayLognormal === undefined || (f.delayMs === undefined && f.delayMaxMs === undefined));

export const faultSpecSchema = z
  .object(faultFields)
  .strict()
  .refine(doesSomething, NOTHING_TO_DO)
  .refine(rangeOk, RANGE);
export type FaultSpec = z.infer<typeof faultSpecSchema>;
/** An active fault: `hits`, the calls it answered; `seen`, the matching calls so far; `source`, the scenario that added it. */
export const faultSchema = z.object({
  ...faultFields,
  id: z.string(),
  hits: z.number(),
  seen: z.number(),
  source: z.string().optional(),
});
export type Fault = z.infer<typeof faultSchema>;

export const faultCalls = {
  list: controlCall({
    method: 'get',
    path: '/__mock/faults',
    summary: 'The active faults',
    response: z.array(faultSchema),
  }),
  add: controlCall({
    method: 'post',
    path: '/__mock/faults',
    summary: 'Add a fault',
    body: faultSpecSchema,
    response: z.object({ id: z.string() }),
  }),
  clear: controlCall({ method: 'delete', path: '/__mock/faults', summary: 'Remove every fault', response: okSchema }),
  remove: controlCall({
    method: 'delete',
    path: '/__mock/faults/{id}',
    summary: 'Remove one fault',
    response: okSchema,
  }),
  expireTokens: controlCall({
    method: 'post',
    path: '/__mock/tokens/expire',
    summary: 'Expire every access token issued so far',
    response: okSchema,
  }),
};
