import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { allEndpoints } from '../../src/shared/api';
import { refusalsOf, type Endpoint } from '../../src/shared/endpoint';
import type { ErrorCode } from '../../src/shared/errors';
import { createTestServer } from '../support/api';
import { envelopeProblem } from '../support/envelope-check';
import { brokenBodies, mutatedBodies, validBodies, type FuzzCase, type Hints } from '../support/fuzz';
import { createRandom, seedFrom } from '../support/random';

/**
 * Contract fuzzing: every call of the endpoint table, fed bodies derived from its own schema and
 * broken every way we know, answers the envelope with a code of the contract; never a 5xx, never
 * a stack trace or SQL in the message, and never a refusal the call does not declare. Replay a failure with FUZZ_SEED=<the printed seed>.
 */

const SEED = seedFrom('FUZZ_SEED');
const RANDOM_CASES_PER_CALL = 25;
const DEFAULT_MAX_BODY = 1024 * 1024;
/** Larger bodies are sent even when they parse to a known input: their size is what they test. */
const DEDUPLICATE_BELOW_BYTES = 64 * 1024;

const server = createTestServer();
const serverErrors: string[] = [];
let member: { token: string };
let hints: Hints = {};

const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]).toString('base64')}`;
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

beforeAll(async () => {
  member = await newMember();
  const { keyId, password } = await server.encrypt('fuzz1234');
  hints = {
    keyId: [keyId],
    password: [password],
    email: ['fuzz-new@tabi.test'],
    image: [PNG, SVG, 'data:image/png;base64,!!!!', '/files/none'],
    images: [PNG, SVG],
    profileImage: [PNG],
  };
  // The server logs what it could not handle; that text is the best clue when a case fails.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    serverErrors.push(args.map(String).join(' ').slice(0, 500));
  });
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** Points and this month's mission, so orders and other paid calls get past their business checks. */
async function newMember() {
  return server.signedInUser({ points: 1_000_000, missionMet: true, attendedToday: false });
}

async function send(endpoint: Endpoint, body: FuzzCase['body'], lang: 'ko' | 'ja') {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': lang };
  if (endpoint.access !== 'public') headers.access = member.token;
  const res = await server.app.request(endpoint.path, { method: 'POST', headers, body });
  return { status: res.status, text: await res.text() };
}

/** The envelope check, on the answer's text. */
function problemWith(status: number, text: string): string | null {
  try {
    return envelopeProblem(status, JSON.parse(text));
  } catch {
    return `not JSON (HTTP ${status})`;
  }
}

const excerpt = (body: FuzzCase['body']) => {
  const text = typeof body === 'string' ? body : Buffer.from(body).toString('latin1');
  return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
};

describe(`contract fuzzing (FUZZ_SEED=${SEED})`, () => {
  const calls = allEndpoints();

  it.each(calls.map((c) => [c.endpoint.path, c.endpoint] as const))('%s', async (_path, endpoint) => {
    const random = createRandom(SEED ^ hash(endpoint.path));
    const bases = validBodies(endpoint, random, hints);
    // Without one valid body the fuzzing would never get past validation into the service.
    expect(bases, 'no valid body could be derived from the schema').not.toHaveLength(0);
    const cases: FuzzCase[] = [
      ...bases.map((body, i) => ({ label: `valid body #${i}`, body: JSON.stringify(body) })),
      ...brokenBodies(bases[0]!, endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY),
      ...mutatedBodies(bases, random, RANDOM_CASES_PER_CALL),
    ];
    const problems: string[] = [];
    const accepted = new Set<string>();
    for (const [i, fuzzCase] of cases.entries()) {
      // Small bodies the schema turns into the same input are one case for the handler: sent once
      // (repeating a withdrawal would only cost a new member each time).
      const input = fuzzCase.body.length < DEDUPLICATE_BELOW_BYTES ? parsedInput(endpoint, fuzzCase.body) : null;
      if (input !== null && accepted.has(input)) continue;
      if (input !== null) accepted.add(input);
      const errorsBefore = serverErrors.length;
      const lang = i % 2 ? 'ja' : 'ko';
      let answer = await send(endpoint, fuzzCase.body, lang);
      if (answer.status === 401 && endpoint.access !== 'public') {
        // The previous case ended the session (withdraw, logout): go on as a new member.
        member = await newMember();
        answer = await send(endpoint, fuzzCase.body, lang);
        if (answer.status === 401) problems.push(`${fuzzCase.label}: a live member was answered 401`);
      }
      const problem = problemWith(answer.status, answer.text) ?? undeclaredRefusal(endpoint, answer);
      if (problem) {
        const logged = serverErrors.slice(errorsBefore).join(' | ');
        problems.push(
          `${fuzzCase.label}: ${problem}\n    sent ${excerpt(fuzzCase.body)}\n    got ${answer.text.slice(0, 300)}${logged ? `\n    server: ${logged}` : ''}`,
        );
      }
    }
    expect(
      problems,
      `FUZZ_SEED=${SEED}, ${problems.length} of ${cases.length} cases:\n${problems.slice(0, 8).join('\n')}`,
    ).toEqual([]);
  });
});

/** A refusal in the envelope that the call's contract (and so the OpenAPI document) does not list. */
function undeclaredRefusal(endpoint: Endpoint, answer: { status: number; text: string }): string | null {
  const { code } = JSON.parse(answer.text) as { code?: ErrorCode };
  if (answer.status !== 200 || code === undefined || refusalsOf(endpoint).includes(code)) return null;
  return `answered ${code}, which the call does not declare`;
}

/** The handler's input for this body as JSON, or null when validation refuses it. */
function parsedInput(endpoint: Endpoint, body: FuzzCase['body']): string | null {
  try {
    const text = typeof body === 'string' ? body : new TextDecoder().decode(body);
    const parsed = endpoint.request.safeParse(text.trim() === '' ? {} : JSON.parse(text));
    return parsed.success ? JSON.stringify(parsed.data) : null;
  } catch {
    return null;
  }
}

/** A stable number per call, so each call draws its own cases from the run's seed. */
function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
