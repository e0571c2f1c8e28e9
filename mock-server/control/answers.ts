import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../lib/body';
import { CONTROL_BODY } from '../middleware/body-limit';

/** The body as JSON, undefined when it is not JSON or is larger than a control call needs. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await readBody(c, CONTROL_BODY));
  } catch {
    return undefined;
  }
}

export const refuse = (c: Context, error: string, status: 400 | 403 | 404 | 503 = 400) =>
  c.json({ ok: false as const, error }, status);

/** Parses a JSON body against a schema; the refusal names every wrong field. */
export async function bodyOf<T extends z.ZodType>(
  c: Context,
  schema: T,
  fallback?: unknown,
): Promise<{ data: z.output<T> } | { response: Response }> {
  const parsed = schema.safeParse((await jsonBody(c)) ?? fallback);
  return parsed.success ? { data: parsed.data } : { response: refuse(c, z.prettifyError(parsed.error)) };
}
