import { z } from 'zod';
import { matchAdminCall } from './admin';
import { ERROR_CODES } from './errors';

/**
 * The mock server's own control API (README, "The tester's mock server") and the
 * scenario file format: read by the server, the tester console and outside scripts.
 */

const ms = z.number().int().min(0).max(120_000);

const faultFields = {
  /** An exact call path, or a pattern where `*` matches anything: `/api/feed/*`, `*`. */
  path: z
    .string()
    .min(1)
    .refine((p) => p.startsWith('/') || p.startsWith('*'), 'must start with / or *'),
  /** Answer with this HTTP status instead of calling the handler (401, 403, 404, 500, 502, 503...). */
  status: z.number().int().min(200).max(599).optional(),
  /** Answer 200 with result "error", this code and (if given) this message. */
  error: z.object({ code: z.enum(ERROR_CODES), message: z.string().max(500).optional() }).optional(),
  /** Wait this long before answering; with delayMaxMs, a random wait between the two. */
  delayMs: ms.optional(),
  delayMaxMs: ms.optional(),
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

const doesSomething = (f: {
  status?: number;
  error?: unknown;
  delayMs?: number;
  drop?: boolean;
  expireTokens?: boolean;
}) =>
  f.status !== undefined ||
  f.error !== undefined ||
  f.delayMs !== undefined ||
  f.drop === true ||
  f.expireTokens === true;
const NOTHING_TO_DO = { message: 'a fault needs at least one of status, error, delayMs, drop or expireTokens' };
const RANGE = { message: 'delayMaxMs must not be below delayMs', path: ['delayMaxMs'] };
const rangeOk = (f: { delayMs?: number; delayMaxMs?: number }) =>
  f.delayMaxMs === undefined || f.delayMaxMs >= (f.delayMs ?? 0);

export const faultSpecSchema = z
  .object(faultFields)
  .strict()
  .refine(doesSomething, NOTHING_TO_DO)
  .refine(rangeOk, RANGE);
export type FaultSpec = z.infer<typeof faultSpecSchema>;
/** `source`: the scenario that added it. */
export type Fault = FaultSpec & { id: string; hits: number; seen: number; source?: string };

/**
 * One step of a scenario: a fault, where `call: 3` means "the third matching call" (skip 2,
 * times 1 unless times says otherwise).
 */
export const scenarioStepSchema = z
  .object({ ...faultFields, call: z.number().int().positive().optional(), note: z.string().max(200).optional() })
  .strict()
  .refine(doesSomething, NOTHING_TO_DO)
  .refine(rangeOk, RANGE)
  .refine((s) => s.call === undefined || s.skip === undefined, {
    message: 'use either call or skip, not both',
    path: ['call'],
  });
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;

/**
 * An operator's action as a scenario step: `"admin": "POST /orders/ship-placed"` runs that admin
 * call (path under /__mock/admin) with `body` when the scenario runs, in the order of the steps.
 */
export const adminStepSchema = z
  .object({
    admin: z.string().regex(/^(POST|PUT|DELETE) \/\S+$/, 'a method and an admin path: "POST /orders/ship-placed"'),
    body: z.record(z.string(), z.unknown()).optional(),
    note: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((step, ctx) => {
    const [method, path] = step.admin.split(' ') as [string, string];
    const found = matchAdminCall(method, path);
    if (!found) {
      ctx.addIssue({ code: 'custom', message: `no admin call ${step.admin}`, path: ['admin'] });
      return;
    }
    const parsed = found.call.body?.safeParse(step.body ?? {});
    for (const issue of parsed?.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['body', ...issue.path.map(String)] });
  });
export type AdminStep = z.infer<typeof adminStepSchema>;

/**
 * A step with an `admin` key is an admin step, any other a fault; checked against that one schema
 * only, so a wrong step is told what is wrong with it rather than that it matches neither.
 */
const anyStep = z.unknown().transform((value, ctx): AdminStep | ScenarioStep => {
  const isAdmin = typeof value === 'object' && value !== null && 'admin' in value;
  const parsed = (isAdmin ? adminStepSchema : scenarioStepSchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export const isAdminStep = (step: AdminStep | ScenarioStep): step is AdminStep => 'admin' in step;

const localized = z.union([z.string(), z.object({ ko: z.string(), ja: z.string(), en: z.string() })]);
const instant = z.union([z.number().int(), z.iso.datetime({ offset: true })]);

export const scenarioSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and dashes, at most 40'),
    description: localized.optional(),
    /** Start from the seeded demo data. */
    reset: z.boolean().optional(),
    /** Set the server's clock first. */
    clock: instant.optional(),
    steps: z.array(anyStep).min(1).max(50),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

/** A step as the fault it becomes. */
export function stepToFault({ call, note: _note, ...fault }: ScenarioStep): FaultSpec {
  if (call === undefined) return fault;
  return { ...fault, skip: call - 1, times: fault.times ?? 1 };
}

/** Sets the clock (`now`, null for the machine's time) or moves it (`advanceMs`). */
/** The clock's range, 1970 to the end of 9999: later years break month keys, past ±8.64e15 no date exists. */
export const CLOCK_RANGE = { min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;
export const inClockRange = (ms: number): boolean => ms >= CLOCK_RANGE.min && ms <= CLOCK_RANGE.max;
export const CLOCK_RANGE_MESSAGE = 'the clock stays between 1970-01-01 and 9999-12-31';

export const clockBodySchema = z.union([
  z
    .object({
      now: instant
        .refine((value) => inClockRange(typeof value === 'number' ? value : Date.parse(value)), CLOCK_RANGE_MESSAGE)
        .nullable(),
    })
    .strict(),
  z.object({ advanceMs: z.number().int().min(-CLOCK_RANGE.max).max(CLOCK_RANGE.max) }).strict(),
]);
export const clockStateSchema = z.object({
  now: z.number(),
  iso: z.string(),
  /** How long sign-ins last, so a tester knows which jumps of the clock end them. */
  sessions: z.object({
    /** An access token's life (the app renews it silently). */
    accessMs: z.number(),
    /** A sign-in with "keep me signed in". */
    keptMs: z.number(),
    /** A sign-in without it. */
    unkeptMs: z.number(),
  }),
});

export type ClockState = z.infer<typeof clockStateSchema>;

export const snapshotNameSchema = z.string().regex(/^[\w-]{1,40}$/, 'letters, digits, _ and -, at most 40');
export const snapshotSchema = z.object({ name: z.string(), createdAt: z.number(), bytes: z.number() });
export type Snapshot = z.infer<typeof snapshotSchema>;

export const loggedRequestSchema = z.object({
  id: z.number(),
  at: z.number(),
  method: z.string(),
  path: z.string(),
  /** The request's headers, a credential's value hidden (its name stays). */
  headers: z.record(z.string(), z.string()).optional(),
  status: z.number(),
  ms: z.number(),
  code: z.string().optional(),
  faultId: z.string().optional(),
  /** Bodies are cut to a few kilobytes: the log must stay cheap. */
  requestBody: z.string().optional(),
  responseBody: z.string().optional(),
});
export type LoggedRequest = z.infer<typeof loggedRequestSchema>;

export const controlUserSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  nickname: z.string(),
  language: z.enum(['ko', 'ja']),
  status: z.enum(['active', 'withdrawn']),
  pointBalance: z.number(),
  pointCumulative: z.number(),
  orderCount: z.number(),
});
export const controlOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  productId: z.number(),
  productName: z.string(),
  requiredPoints: z.number(),
  country: z.enum(['JP', 'KR']),
  status: z.string(),
  createdAt: z.number(),
});
export const controlProductSchema = z.object({
  id: z.number(),
  nameKo: z.string(),
  nameJa: z.string(),
  requiredPoints: z.number(),
  stock: z.number(),
});
export const stockBodySchema = z.object({ stock: z.number().int().min(0).max(1_000_000) }).strict();
/** A one-time consent code for an account of the mock Google or Apple, as if its owner had consented. */
export const socialCodeBodySchema = z
  .object({
    provider: z.enum(['google', 'apple']),
    email: z.email().max(200),
    redirectUri: z.url().max(2000),
  })
  .strict();
export const controlReportSchema = z.object({
  id: z.number(),
  targetType: z.string(),
  targetId: z.number(),
  reason: z.string(),
  reporter: z.string(),
  createdAt: z.number(),
});
export const scenarioInfoSchema = z.object({
  name: z.string(),
  description: localized.optional(),
  steps: z.number(),
  /** What running it does, for a preview: reset, clock and its steps as written. */
  reset: z.boolean().optional(),
  clock: instant.optional(),
  plan: z.array(z.union([adminStepSchema, scenarioStepSchema])),
});
export const scenarioLoadSchema = z.union([z.object({ name: z.string() }).strict(), scenarioSchema]);

export type ControlUser = z.infer<typeof controlUserSchema>;
export type ControlOrder = z.infer<typeof controlOrderSchema>;
export type ControlProduct = z.infer<typeof controlProductSchema>;
export type ControlReport = z.infer<typeof controlReportSchema>;
export type ScenarioInfo = z.infer<typeof scenarioInfoSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

/** A test user to create: every field optional. */
export const testUserSpec = z.object({
  nickname: z.string().min(3).max(6).optional(),
  language: z.enum(['ko', 'ja']).default('ko'),
  points: z.number().int().min(0).max(10_000_000).default(0),
  password: z.string().min(6).max(12).default('test1234'),
  /** This month's missions already at their targets (no reward credited), so the account may exchange points. */
  missionMet: z.boolean().default(false),
  /**
   * Today's attendance already drawn (prize 0, no points), so the daily draw popup does not cover
   * a scripted scenario; false to test the draw itself.
   */
  attendedToday: z.boolean().default(true),
});

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

/**
 * A sandbox's name (the `x-mock-sandbox` header, `/__mock/sandbox/<name>`): lower-case letters,
 * digits, `_` and `-`, so it can never name a path, a cookie attribute or another header.
 */
export const sandboxNameSchema = z
  .string()
  .regex(
    /^[a-z0-9][a-z0-9_-]{0,39}$/,
    'lower-case letters, digits, _ and -, at most 40, starting with a letter or digit',
  );

export const sandboxInfoSchema = z.object({
  name: z.string(),
  /** `seed`, or the snapshot it was made from. */
  from: z.string(),
  createdAt: z.number(),
  lastUsedAt: z.number(),
  /** When it goes if nothing uses it before (real time, not its clock). */
  expiresAt: z.number(),
  bytes: z.number(),
});
export type SandboxInfo = z.infer<typeof sandboxInfoSchema>;

export const sandboxListSchema = z.object({
  /** The sandbox this call was made in; null for the default data. */
  current: z.string().nullable(),
  limits: z.object({ maxCount: z.number(), maxBytes: z.number(), idleMs: z.number() }),
  sandboxes: z.array(sandboxInfoSchema),
});
export type SandboxList = z.infer<typeof sandboxListSchema>;

export const sandboxCreateSchema = z.object({ from: snapshotNameSchema.optional() }).strict();

/** A header or cookie of a HAR entry. */
const harPairSchema = z.object({ name: z.string(), value: z.string() });
/**
 * What `GET /__mock/requests.har` answers: the request log as HTTP Archive 1.2, the fields of the
 * format the log can fill (it keeps bodies, not headers; unknown sizes are -1 as the format asks).
 */
export const harSchema = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string(), version: z.string() }),
    pages: z.array(z.never()),
    entries: z.array(
      z.object({
        startedDateTime: z.iso.datetime(),
        time: z.number(),
        request: z.object({
          method: z.string(),
          url: z.url(),
          httpVersion: z.string(),
          cookies: z.array(harPairSchema),
          headers: z.array(harPairSchema),
          queryString: z.array(harPairSchema),
          postData: z.object({ mimeType: z.string(), text: z.string() }).optional(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        response: z.object({
          status: z.number(),
          statusText: z.string(),
          httpVersion: z.string(),
          cookies: z.array(harPairSchema),
          headers: z.array(harPairSchema),
          content: z.object({ size: z.number(), mimeType: z.string(), text: z.string().optional() }),
          redirectURL: z.string(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        cache: z.object({}),
        timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }),
        /** `fault <id>` when a fault answered the call. */
        comment: z.string().optional(),
      }),
    ),
  }),
});
export type Har = z.infer<typeof harSchema>;

/** The control calls, for the OpenAPI document; the server's routes follow this table. */
export const controlCalls: Array<
  {
    method: 'get' | 'post' | 'delete';
    path: string;
    summary: string;
    body?: z.ZodType;
    /** An empty body is taken as `{}` (every field has a default). */
    bodyOptional?: true;
    /** Path parameters that are not a numeric `id`, by name. */
    params?: Record<string, z.ZodType>;
    /** Query parameters the call reads, each optional. */
    query?: Record<string, { schema: z.ZodType; description: string }>;
    /** text/event-stream instead of JSON: `response` is the data of each event. */
    stream?: true;
    /** Headers of the answer besides its media type, with what each says. */
    headers?: Record<string, string>;
    /** Refusals besides a wrong body (400), no access (403) and an unknown target (404): when each happens. */
    refusals?: Partial<Record<400 | 404 | 503, string>>;
  } & (
    | { response: z.ZodType; redirect?: never }
    | {
        /** A page opened in a browser: 303 to `to`, setting (or clearing) this cookie. */
        redirect: { cookie: string };
        response?: never;
      }
  )
> = [
  {
    method: 'get',
    path: '/__mock/health',
    summary: 'Liveness and version',
    response: z.object({ ok: z.literal(true), version: z.string() }),
  },
  {
    method: 'get',
    path: '/__mock/faults',
    summary: 'The active faults',
    response: z.array(z.object({ id: z.string(), path: z.string(), hits: z.number() }).loose()),
  },
  {
    method: 'post',
    path: '/__mock/faults',
    summary: 'Add a fault',
    body: faultSpecSchema,
    response: z.object({ id: z.string() }),
  },
  { method: 'delete', path: '/__mock/faults', summary: 'Remove every fault', response: okSchema },
  { method: 'delete', path: '/__mock/faults/{id}', summary: 'Remove one fault', response: okSchema },
  {
    method: 'post',
    path: '/__mock/tokens/expire',
    summary: 'Expire every access token issued so far',
    response: okSchema,
  },
  { method: 'get', path: '/__mock/clock', summary: "The server's clock", response: clockStateSchema },
  {
    method: 'post',
    path: '/__mock/clock',
    summary: 'Set or move the clock',
    body: clockBodySchema,
    response: clockStateSchema,
  },
  {
    method: 'post',
    path: '/__mock/reset',
    summary: 'Back to the seeded demo data; faults and log cleared',
    response: okSchema,
  },
  { method: 'get', path: '/__mock/snapshots', summary: 'Saved snapshots', response: z.array(snapshotSchema) },
  {
    method: 'post',
    path: '/__mock/snapshots/{name}',
    summary: 'Save the data as a named snapshot',
    response: snapshotSchema,
    refusals: { 400: 'The name is not a snapshot name (letters, digits, _ and -, at most 40)' },
  },
  { method: 'post', path: '/__mock/snapshots/{name}/restore', summary: 'Restore a snapshot', response: okSchema },
  { method: 'delete', path: '/__mock/snapshots/{name}', summary: 'Delete a snapshot', response: okSchema },
  {
    method: 'get',
    path: '/__mock/requests',
    summary: 'The recent calls, newest first (limit=)',
    query: { limit: { schema: z.number().int().min(1), description: 'How many calls, 100 when absent' } },
    response: z.array(loggedRequestSchema),
  },
  {
    method: 'get',
    path: '/__mock/requests/stream',
    summary: 'Server-sent events: one "request" event per call',
    stream: true,
    response: loggedRequestSchema,
  },
  { method: 'delete', path: '/__mock/requests', summary: 'Clear the request log', response: okSchema },
  {
    method: 'get',
    path: '/__mock/scenarios',
    summary: 'The scenarios shipped with the server',
    response: z.array(scenarioInfoSchema),
  },
  {
    method: 'post',
    path: '/__mock/scenarios',
    summary: 'Run a scenario: a shipped one by name, or a whole scenario file',
    body: scenarioLoadSchema,
    response: z.object({ name: z.string(), faultIds: z.array(z.string()) }),
  },
  {
    method: 'get',
    path: '/__mock/users',
    summary: 'Users with their points and order count',
    response: z.array(controlUserSchema),
  },
  {
    method: 'post',
    path: '/__mock/users',
    summary: 'Create a test user',
    body: testUserSpec,
    bodyOptional: true,
    response: z.object({ id: z.number(), email: z.string(), password: z.string(), nickname: z.string() }),
  },
  {
    method: 'post',
    path: '/__mock/users/{id}/missions',
    summary: "Bring the user's missions of this month to their targets (no reward), so the shop opens",
    response: z.looseObject({ met: z.literal(true) }),
  },
  {
    method: 'get',
    path: '/__mock/users/{id}/orders',
    summary: "A user's orders",
    response: z.array(controlOrderSchema),
  },
  {
    method: 'post',
    path: '/__mock/social-code',
    summary:
      'A one-time consent code for an existing account of the mock Google or Apple (the secret not needed): send it as `code` to google_login / apple_login with the same redirectUri, or open `redirectUri?code=`',
    body: socialCodeBodySchema,
    response: z.object({ code: z.string() }),
  },
  {
    method: 'get',
    path: '/__mock/products',
    summary: 'Point-shop products with stock',
    response: z.array(controlProductSchema),
  },
  {
    method: 'post',
    path: '/__mock/products/{id}/stock',
    summary: "Set a product's stock",
    body: stockBodySchema,
    response: controlProductSchema,
  },
  {
    method: 'get',
    path: '/__mock/reports',
    summary: 'Reported content, newest first',
    response: z.array(controlReportSchema),
  },
  {
    method: 'get',
    path: '/__mock/mailbox',
    summary: 'Mails the server sent (email=)',
    query: { email: { schema: z.email(), description: 'Only the mails to this address' } },
    response: z.array(z.looseObject({})),
  },
  {
    method: 'get',
    path: '/__mock/drift',
    summary:
      'Where real answers come from (--proxy-to, --replay) and each way they differed from the contract, once per call and shape',
    response: driftStateSchema,
  },
  { method: 'delete', path: '/__mock/drift', summary: 'Forget the drift seen so far', response: okSchema },
  { method: 'get', path: '/__mock/openapi.json', summary: 'This document', response: z.looseObject({}) },
  {
    method: 'get',
    path: '/__mock/requests.har',
    summary: "The request log as HAR 1.2 (DevTools' Network panel imports it), oldest call first, whole answers",
    headers: { 'Content-Disposition': 'attachment; filename="requests.har"' },
    response: harSchema,
  },
  {
    method: 'get',
    path: '/__mock/sandboxes',
    summary: 'The sandboxes (from inside one: that one only) and their limits',
    response: sandboxListSchema,
  },
  {
    method: 'post',
    path: '/__mock/sandboxes/{name}',
    summary: 'Make a sandbox ahead of its first call, from the seed or a snapshot (`from`); an existing one is kept',
    params: { name: sandboxNameSchema },
    body: sandboxCreateSchema,
    bodyOptional: true,
    refusals: { 404: 'No snapshot named `from`', 503: 'A cap (number or memory of sandboxes) is reached' },
    response: z.object({ name: z.string(), created: z.boolean() }),
  },
  {
    method: 'delete',
    path: '/__mock/sandboxes/{name}',
    summary: 'Delete a sandbox (from inside one: that one only)',
    params: { name: sandboxNameSchema },
    response: okSchema,
  },
  {
    method: 'get',
    path: '/__mock/sandbox/{name}',
    summary:
      'Opened in a browser: joins the sandbox (made on first use, from the snapshot `from`) by a signed cookie, then goes on to `to`',
    params: { name: sandboxNameSchema },
    query: {
      from: { schema: snapshotNameSchema, description: 'The snapshot a new sandbox starts from; the seed when absent' },
      to: { schema: z.string().startsWith('/'), description: 'The path of this server to go to; / when absent' },
    },
    refusals: {
      400: 'The name is not a sandbox name',
      404: 'No snapshot named `from`',
      503: 'A cap (number or memory of sandboxes) is reached',
    },
    redirect: { cookie: 'mock_sandbox=<signed name>; Path=/; HttpOnly; SameSite=Strict' },
  },
  {
    method: 'get',
    path: '/__mock/sandbox',
    summary: 'Opened in a browser: back to the shared data (the sandbox cookie cleared), then on to `to`',
    query: {
      to: { schema: z.string().startsWith('/'), description: 'The path of this server to go to; / when absent' },
    },
    redirect: { cookie: 'mock_sandbox=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict' },
  },
];
