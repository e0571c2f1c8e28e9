import type { LoggedRequest } from '../../src/shared/control';
import {
  verifyAnswerSchema,
  type RequestPattern,
  type VerifyAnswer,
  type VerifyBody,
  type VerifyExpectation,
} from '../../src/shared/control/verify';

/** How a test reaches the control API: Playwright's request context, or the in-process app (vitest). */
export interface ControlTransport {
  post(path: string, body: unknown): Promise<{ status: number; json: unknown }>;
  get(path: string): Promise<unknown>;
}

/** Playwright's `request` (or `page.request`): the test's sandbox headers ride along. */
export const playwrightControl = (request: {
  post(url: string, options: { data: unknown }): Promise<{ status(): number; json(): Promise<unknown> }>;
  get(url: string): Promise<{ json(): Promise<unknown> }>;
}): ControlTransport => ({
  async post(path, body) {
    const res = await request.post(path, { data: body });
    return { status: res.status(), json: await res.json() };
  },
  get: async (path) => (await request.get(path)).json(),
});

/** An in-process app (`createTestServer().app`), with headers such as a sandbox's. */
export const appControl = (
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  headers: Record<string, string> = {},
): ControlTransport => ({
  async post(path, body) {
    const res = await app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, json: await res.json() };
  },
  get: async (path) => (await app.request(path, { headers })).json(),
});

/** The server's clock now: the start of a time window (`since`) for calls made from here on. */
export async function serverNow(control: ControlTransport): Promise<number> {
  return ((await control.get('/__mock/clock')) as { now: number }).now;
}

/** Asks `POST /__mock/verify`; a refused pattern throws with the server's reason. */
export async function verifyRequests(control: ControlTransport, body: VerifyBody): Promise<VerifyAnswer> {
  const { status, json } = await control.post('/__mock/verify', body);
  if (status !== 200) throw new Error(`POST /__mock/verify refused the pattern (${status}): ${JSON.stringify(json)}`);
  return verifyAnswerSchema.parse(json);
}

/**
 * The calls matching `request`, newest first, when their count is as expected (at least one by
 * default); otherwise throws with what was found and the nearest misses, field by field.
 */
export async function expectRequest(
  control: ControlTransport,
  request: RequestPattern,
  expectation: VerifyExpectation = { atLeast: 1 },
): Promise<LoggedRequest[]> {
  const answer = await verifyRequests(control, { request, expect: expectation, limit: 500 });
  if (!answer.pass) throw new Error(answer.message);
  return answer.requests;
}
