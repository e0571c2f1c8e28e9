/**
 * Writes mock-server/control/openapi-examples.json: for every call of the contract, a request the
 * seeded demo data accepts and the answer it got, once in Korean (demo@tabi.test) and once in
 * Japanese (demo-ja@tabi.test), on a fixed clock; and control-examples.json, the same for the
 * control and admin calls; and example-sequence.json, the order they were made in (the Postman
 * collection's order). The OpenAPI document shows them as examples;
 * tests/unit/openapi-examples.test.ts holds each to the contract's zod schemas.
 * Run it again after a contract or seed change: `npm run openapi:examples`.
 */
import { writeFileSync } from 'node:fs';
import { format, resolveConfig } from 'prettier';
import type { Language } from '../src/shared/constants';
import type { Envelope } from '../src/shared/envelope';
import {
  EXAMPLES_CLOCK,
  type ControlExample,
  type ExampleStep,
  type OperationExamples,
} from '../mock-server/control/openapi-examples';
import { allEndpoints } from '../src/shared/api';
import { createTestServer } from '../tests/support/api';
import { apiExampleCalls, controlExampleCalls } from '../tests/support/example-calls';

const OUT = 'mock-server/control/openapi-examples.json';
const CONTROL_OUT = 'mock-server/control/control-examples.json';
const SEQUENCE_OUT = 'mock-server/control/example-sequence.json';
const SELF_DESCRIBING = new Set([
  'get /__mock/openapi.json',
  'get /__mock/postman/collection.json',
  'get /__mock/postman/environment.json',
]);
/** Lists in answers keep their first few entries: enough to show the shape, short enough to read. */
const LIST_ENTRIES = 2;

const server = createTestServer({ now: EXAMPLES_CLOCK });
const examples: Record<string, Partial<OperationExamples>> = {};
const operationOf = new Map(allEndpoints().map(({ domain, name, endpoint }) => [endpoint.path, `${domain}.${name}`]));

const shorten = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.slice(0, LIST_ENTRIES).map(shorten)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, shorten(entry)]))
      : value;

const pathOf = new Map(allEndpoints().map(({ domain, name, endpoint }) => [`${domain}.${name}`, endpoint.path]));
/** The Korean run's calls and the control calls, in the order they were made (the Postman collection's). */
const sequence: ExampleStep[] = [];

const recordApiCall = (operationId: string, lang: Language, request: Record<string, unknown>, answer: Envelope) => {
  (examples[operationId] ??= {})[lang] = { request, response: shorten(answer) as Envelope };
  if (lang === 'ko') sequence.push({ call: `post ${pathOf.get(operationId)}` });
};
await apiExampleCalls(server, 'ko', recordApiCall);
await apiExampleCalls(server, 'ja', recordApiCall);
const controlExamples: Record<string, ControlExample> = {};
await controlExampleCalls(server, (key, request, answer, { params, query }) => {
  sequence.push({ call: key, ...(Object.keys(params).length ? { params } : {}), ...(query ? { query } : {}) });
  // The documents are no examples of their own; redirects and streams answer no JSON.
  if (answer === undefined || SELF_DESCRIBING.has(key)) return;
  controlExamples[key] = { ...(request === undefined ? {} : { request }), response: shorten(answer) };
});
const missing = [...operationOf.values()].filter((operation) => !examples[operation]?.ko || !examples[operation]?.ja);
if (missing.length) throw new Error(`no example for ${missing.join(', ')}`);
const sorted = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => a.localeCompare(b)));
// Written as Prettier formats it, so `format:check` holds the files as recorded.
const asJson = async (value: unknown, file: string, indent = 2) =>
  format(JSON.stringify(value, null, indent), { ...(await resolveConfig(file)), filepath: file });
writeFileSync(OUT, await asJson(sorted, OUT));
console.log(`${Object.keys(sorted).length} operations, ko and ja, written to ${OUT}`);
const sortedControl = Object.fromEntries(Object.entries(controlExamples).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(CONTROL_OUT, await asJson(sortedControl, CONTROL_OUT));
console.log(`${Object.keys(sortedControl).length} control and admin operations written to ${CONTROL_OUT}`);
// Written without indentation, Prettier puts each step on a line of its own.
writeFileSync(SEQUENCE_OUT, await asJson(sequence, SEQUENCE_OUT, 0));
console.log(`${sequence.length} calls in the order made written to ${SEQUENCE_OUT}`);
