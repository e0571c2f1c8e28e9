import { z } from 'zod';
import { controlCall } from './call';
import { loggedRequestSchema } from './requests';
import { sandboxNameSchema } from './sandboxes';

/**
 * `POST /__mock/verify`: what a test asserts about the calls a client sent, read from the request
 * journal (WireMock's verify, with its near-miss report). Read by the server, the console and the
 * tests' `expectRequest` helper.
 */

/** A regular expression's source, refused here when it is not one (never at match time). */
const regexSource = z
  .string()
  .min(1)
  .max(300)
  .refine((source) => {
    try {
      new RegExp(source);
      return true;
    } catch {
      return false;
    }
  }, 'not a regular expression');

/** One way to match a text: exactly, containing, a regular expression, or that it is absent. */
const textMatcherObject = z
  .object({
    equalTo: z.string().max(2000).optional(),
    contains: z.string().min(1).max(2000).optional(),
    matches: regexSource.optional(),
    absent: z.literal(true).optional(),
  })
  .strict()
  .refine((m) => Object.keys(m).length === 1, 'give exactly one of equalTo, contains, matches or absent');
/** A plain text stands for `{ equalTo: text }`. */
export const textMatcherSchema = z.union([z.string().max(2000), textMatcherObject]);
export type TextMatcher = z.infer<typeof textMatcherSchema>;

const jsonPathExpression = z.string().max(300).regex(/^\$/, 'a JSONPath starts with $: "$.feedId", "$.items[0].id"');
/** Any JSON value (a body is parsed JSON already; a recursive schema would not survive the OpenAPI document). */
const jsonValue = z.unknown();

/**
 * A JSONPath into the request body: alone, it must find something; with `equalTo`, a value it
 * finds must equal that JSON; `contains`/`matches` test a value as text; `absent`: it finds nothing.
 */
export const jsonPathMatcherSchema = z.union([
  jsonPathExpression,
  z
    .object({
      expression: jsonPathExpression,
      equalTo: jsonValue.optional(),
      contains: z.string().min(1).max(2000).optional(),
      matches: regexSource.optional(),
      absent: z.literal(true).optional(),
    })
    .strict()
    .refine(
      (m) => Object.keys(m).length <= 2,
      'give at most one of equalTo, contains, matches or absent beside the expression',
    ),
]);
export type JsonPathMatcher = z.infer<typeof jsonPathMatcherSchema>;

const instant = z.union([z.number().int(), z.iso.datetime({ offset: true })]);

/** Which calls count: every field given must hold; none given matches every call of the journal. */
export const requestPatternSchema = z
  .object({
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .pipe(z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']))
      .optional(),
    /** An exact path, or a pattern where `*` matches anything (as a fault's path): `/api/feed/*`. */
    path: z
      .string()
      .min(1)
      .max(300)
      .refine((p) => p.startsWith('/') || p.startsWith('*'), 'must start with / or *')
      .optional(),
    /** Partial JSON: every field given must be in the body with this value (objects partly, arrays whole). */
    body: jsonValue.optional(),
    jsonPaths: z.array(jsonPathMatcherSchema).min(1).max(20).optional(),
    /** By header name (any case). Credentials are logged as "(hidden)": match them with `{ matches: "." }`. */
    headers: z.record(z.string().min(1).max(100), textMatcherSchema).optional(),
    /** The sandbox whose journal is read: from the shared data any sandbox, from inside one only itself. */
    sandbox: sandboxNameSchema.optional(),
    /** The time window, on the server's clock (epoch ms or ISO), both ends included. */
    since: instant.optional(),
    until: instant.optional(),
  })
  .strict();
export type RequestPattern = z.input<typeof requestPatternSchema>;

/** `count`: exactly; `atLeast` and `atMost`, alone or together. */
export const verifyExpectationSchema = z
  .object({
    count: z.number().int().min(0).optional(),
    atLeast: z.number().int().min(0).optional(),
    atMost: z.number().int().min(0).optional(),
  })
  .strict()
  .refine((e) => e.count !== undefined || e.atLeast !== undefined || e.atMost !== undefined, {
    message: 'give count, atLeast or atMost',
  })
  .refine((e) => e.count === undefined || (e.atLeast === undefined && e.atMost === undefined), {
    message: 'count stands alone: use either count or atLeast/atMost',
  })
  .refine((e) => e.atLeast === undefined || e.atMost === undefined || e.atLeast <= e.atMost, {
    message: 'atLeast must not be above atMost',
    path: ['atMost'],
  });
export type VerifyExpectation = z.infer<typeof verifyExpectationSchema>;

export const verifyBodySchema = z
  .object({
    request: requestPatternSchema,
    expect: verifyExpectationSchema.optional(),
    /** How many matching calls to return, newest first (all are counted). */
    limit: z.number().int().min(0).max(500).default(20),
  })
  .strict();
export type VerifyBody = z.input<typeof verifyBodySchema>;

/** One way a call differs from the pattern: `method`, `path`, `body.feedId`, `$.items[0]`, `headers.accept-language`, `at`. */
export const verifyDifferenceSchema = z.object({ field: z.string(), expected: z.string(), received: z.string() });
export type VerifyDifference = z.infer<typeof verifyDifferenceSchema>;

export const nearMissSchema = z.object({
  request: loggedRequestSchema,
  /** 0 (a match) to 1 (nothing alike): the share of the pattern's checks this call failed. */
  distance: z.number().min(0).max(1),
  differences: z.array(verifyDifferenceSchema),
});
export type NearMiss = z.infer<typeof nearMissSchema>;

export const verifyAnswerSchema = z.object({
  /** Matching calls in the journal. */
  count: z.number().int(),
  /** The newest `limit` of them, newest first. */
  requests: z.array(loggedRequestSchema),
  /** What was searched: the journal keeps the last calls only (older ones are gone), oldest kept at `oldestAt`. */
  journal: z.object({ size: z.number().int(), oldestAt: z.number().nullable(), sandbox: z.string().nullable() }),
  /** With `expect`: whether the count is as expected. */
  pass: z.boolean().optional(),
  /** With `expect`: what was asked and found, in one sentence. */
  message: z.string().optional(),
  /** On a failure: the calls that came nearest, nearest first, each with what differs. */
  nearMisses: z.array(nearMissSchema).optional(),
});
export type VerifyAnswer = z.infer<typeof verifyAnswerSchema>;

export const verifyCalls = {
  verify: controlCall({
    method: 'post',
    path: '/__mock/verify',
    summary:
      'Count the logged calls matching a request pattern (method, path, partial JSON body, JSONPath, headers, sandbox, time window); with `expect`, pass or fail with the nearest misses',
    body: verifyBodySchema,
    refusals: {
      400: 'The pattern, naming each wrong field (a bad regular expression or JSONPath included)',
      404: 'No sandbox of that name (from inside a sandbox: any other than itself)',
    },
    response: verifyAnswerSchema,
  }),
};
