import type { Context } from 'hono';
import { z } from 'zod';
import { readBody } from '../lib/body';
import { CONTROL_BODY } from '../middleware/body-limit';

const parseJson = (text: string | undefined): unknown => {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** The body as JSON, undefined when it is not JSON or is larger than a control call needs. */
export async function jsonBody(c: Context): Promise<unknown> {
  return parseJson(await readBody(c, CONTROL_BODY).catch(() => undefined));
}

export const refuse = (c: Context, error: string, status: 400 | 403 | 404 | 503 = 400) =>
  c.json({ ok: false as const, error }, status);

/**
 * Parses a JSON body against a schema; the refusal names every wrong field. `whenEmpty` stands
 * for an empty body only: a body that is not JSON is refused, never read as the default.
 */
export async function bodyOf<T extends z.ZodType>(
  c: Context,
  schema: T,
  whenEmpty?: unknown,
): Promise<{ data: z.output<T> } | { response: Response }> {
  const text = await readBody(c, CONTROL_BODY).catch(() => undefined);
  const raw = text?.trim() === '' ? whenEmpty : parseJson(text);
  const parsed = schema.safeParse(raw);
  return parsed.success ? { data: parsed.data } : { response: refuse(c, z.prettifyError(parsed.error)) };
}
