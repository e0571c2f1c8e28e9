import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_CLOCK } from '../../mock-server/control/openapi-examples';
import { createTestServer } from '../support/api';
import { apiExampleCalls, controlExampleCalls } from '../support/example-calls';
import { documentValidator, type DocumentValidator, type SentRequest } from '../support/openapi-validator';

/**
 * The server held to the document it publishes: a validator compiled from GET /__mock/openapi.json
 * alone sits in front of the app and checks every request and every answer (status, media type,
 * headers, body) while every operation is called with valid bodies in Korean and Japanese, then
 * with bodies the document refuses, which the server must refuse too.
 */

const server = createTestServer({ now: EXAMPLES_CLOCK });
const send = server.app.request.bind(server.app);
let validator: DocumentValidator;
const violations: string[] = [];
/** Per operation: the first request it accepted, to break in the second half. */
const accepted = new Map<string, SentRequest>();

/** The app behind a validating proxy: each exchange is checked, and its violations kept. */
function validateTraffic() {
  server.app.request = (async (input: string, init: RequestInit = {}) => {
    const request: SentRequest = {
      method: init.method ?? 'GET',
      url: input,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? init.body : undefined,
    };
    const res = await send(input, init);
    const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
    const answer = { status: res.status, headers: res.headers, text: stream ? '' : await res.clone().text() };
    const where = `${request.method} ${input} (${request.headers['accept-language'] ?? '-'})`;
    const requestProblems = validator.checkRequest(request);
    if (!phase.invalid) violations.push(...requestProblems.map((p) => `${where} request: ${p}`));
    violations.push(...validator.checkResponse(request, answer).map((p) => `${where} answer: ${p}`));
    const operationId = validator.operationIdOf(request.method, input);
    if (
      operationId &&
      (res.ok || res.status === 303) &&
      !accepted.has(operationId) &&
      requestProblems.length === 0 &&
      isSuccess(answer.text)
    )
      accepted.set(operationId, request);
    exchanges.push({ request, requestProblems, status: res.status, text: answer.text });
    return res;
  }) as typeof server.app.request;
}
const phase = { invalid: false };
const exchanges: Array<{ request: SentRequest; requestProblems: string[]; status: number; text: string }> = [];
const isSuccess = (text: string) => {
  try {
    const body = JSON.parse(text) as { result?: string; ok?: boolean };
    return body.result !== 'error' && body.ok !== false;
  } catch {
    return text === '';
  }
};

beforeAll(async () => {
  const published = await (await server.app.request('/__mock/openapi.json')).json();
  validator = documentValidator(published as Record<string, unknown>);
  validateTraffic();
});

describe('the published OpenAPI document, held by a validator built from it', () => {
  it('accepts its own named examples', () => {
    expect(validator.checkExamples()).toEqual([]);
  });

  it('documents every route of the control API (the sandboxes and the HAR file included)', () => {
    // Pages, not calls: the console, the reference page and its scripts.
    const pages = new Set([
      'get /__mock/*',
      'get /__mock/docs',
      'get /__mock/docs/start.js',
      'get /__mock/docs/redoc.js',
    ]);
    const routes = server.app.routes
      .filter((route) => route.path.startsWith('/__mock/') && route.method !== 'ALL')
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
      .filter((route) => !pages.has(route));
    const documented = new Set(validator.operations.map((o) => `${o.method} ${o.path}`));
    expect(routes.filter((route) => !documented.has(route))).toEqual([]);
    expect(routes).toContain('get /__mock/sandbox/{name}');
  });

  it('catches an answer outside the document (the validator is not blind)', () => {
    const request = { method: 'POST', url: '/api/feed/like-feed' };
    const json = (body: unknown) => ({
      status: 200,
      headers: new Headers({ 'content-type': 'application/json' }),
      text: JSON.stringify(body),
    });
    expect(validator.checkResponse(request, json({ result: 'error', message: 'x', code: 'SOLD_OUT' }))).not.toEqual([]);
    expect(validator.checkResponse(request, json({ result: 'success', message: 'x', data: 'x' }))).not.toEqual([]);
    expect(validator.checkResponse(request, { ...json({}), status: 418 })).toEqual(['HTTP 418 is not documented']);
    expect(validator.checkResponse(request, json({ result: 'error', message: 'x', code: 'LIKE_LIMIT' }))).toEqual([]);
  });

  // About 200 calls with sign-ins and a reseed: 5-10 s on a quiet machine, over 20 s at load 15.
  it(
    'sees every operation answered with valid bodies in ko and ja, with no violation',
    { timeout: 60_000 },
    async () => {
      await apiExampleCalls(server, 'ko', () => {});
      await apiExampleCalls(server, 'ja', () => {});
      await controlExampleCalls(server, () => {});
      expect(violations).toEqual([]);
      const missed = validator.operations.map((o) => o.operationId).filter((id) => !accepted.has(id));
      expect(missed, 'operations never answered with success').toEqual([]);
      const languages = new Set(exchanges.map((e) => e.request.headers['accept-language']).filter(Boolean));
      expect(languages).toEqual(new Set(['ko', 'ja']));
    },
  );

  it('sees every body the document refuses refused by the server too, its answer documented', async () => {
    phase.invalid = true;
    // A member of its own: the valid run ended its sessions.
    const member = await server.signedInUser({ points: 1000 });
    const agreed: string[] = [];
    let lang: 'ko' | 'ja' = 'ko';
    for (const [operationId, valid] of accepted) {
      if (valid.body === undefined) continue;
      for (const [label, body] of invalidBodies(JSON.parse(valid.body))) {
        lang = lang === 'ko' ? 'ja' : 'ko';
        const headers = {
          ...valid.headers,
          'accept-language': lang,
          ...('access' in valid.headers ? { access: member.token } : {}),
        };
        const res = await server.app.request(valid.url, { method: valid.method, headers, body });
        const exchange = exchanges.at(-1)!;
        const where = `${operationId} ${label}`;
        if (exchange.requestProblems.length === 0) continue; // the document allows this body after all
        agreed.push(where);
        const answer = exchange.text ? (JSON.parse(exchange.text) as Record<string, string>) : {};
        const refused = valid.url.startsWith('/__mock/') ? res.status === 400 : answer.result === 'error';
        if (!refused) violations.push(`${where}: the server accepted a body its document refuses (HTTP ${res.status})`);
        if (answer.message && !MESSAGE_SCRIPT[lang].test(answer.message))
          violations.push(`${where}: message not in ${lang}: ${answer.message}`);
      }
    }
    expect(violations).toEqual([]);
    // Not a vacuous pass: most operations with a body got refused bodies.
    expect(agreed.length).toBeGreaterThan(accepted.size);
  });
});

/** Hangul for ko; kana or kanji and no Hangul for ja. */
const MESSAGE_SCRIPT = { ko: /[\uac00-\ud7a3]/, ja: /^(?!.*[\uac00-\ud7a3]).*[\u3040-\u30ff\u4e00-\u9fff]/s };

/** Bodies the document refuses, made from one it accepts: each breaks one rule of its schema. */
function invalidBodies(valid: unknown): Array<[string, string]> {
  const bodies: Array<[string, string]> = [
    ['not JSON', '{"'],
    ['an array', '[]'],
  ];
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return bodies;
  const entries = Object.entries(valid);
  const [first] = entries;
  if (first) {
    const [key, value] = first;
    bodies.push([`without ${key}`, JSON.stringify(Object.fromEntries(entries.slice(1)))]);
    bodies.push([`${key} of another type`, JSON.stringify({ ...valid, [key]: otherType(value) })]);
  }
  bodies.push(['an unknown field', JSON.stringify({ ...valid, unknownField: 1 })]);
  return bodies;
}
const otherType = (value: unknown) =>
  typeof value === 'string' ? 12345 : typeof value === 'object' ? 'text' : { value };
