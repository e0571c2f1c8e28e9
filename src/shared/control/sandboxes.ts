import { z } from 'zod';
import { controlCall, okSchema } from './call';
import { snapshotNameSchema } from './data';

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

export const sandboxCalls = {
  list: controlCall({
    method: 'get',
    path: '/__mock/sandboxes',
    summary: 'The sandboxes (from inside one: that one only) and their limits',
    response: sandboxListSchema,
  }),
  create: controlCall({
    method: 'post',
    path: '/__mock/sandboxes/{name}',
    summary: 'Make a sandbox ahead of its first call, from the seed or a snapshot (`from`); an existing one is kept',
    params: { name: sandboxNameSchema },
    body: sandboxCreateSchema,
    bodyOptional: true,
    refusals: { 404: 'No snapshot named `from`', 503: 'A cap (number or memory of sandboxes) is reached' },
    response: z.object({ name: z.string(), created: z.boolean() }),
  }),
  remove: controlCall({
    method: 'delete',
    path: '/__mock/sandboxes/{name}',
    summary: 'Delete a sandbox (from inside one: that one only)',
    params: { name: sandboxNameSchema },
    response: okSchema,
  }),
  join: controlCall({
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
  }),
  leave: controlCall({
    method: 'get',
    path: '/__mock/sandbox',
    summary: 'Opened in a browser: back to the shared data (the sandbox cookie cleared), then on to `to`',
    query: {
      to: { schema: z.string().startsWith('/'), description: 'The path of this server to go to; / when absent' },
    },
    redirect: { cookie: 'mock_sandbox=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict' },
  }),
};
