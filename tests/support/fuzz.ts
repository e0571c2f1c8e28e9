import { z } from 'zod';
import type { Endpoint } from '../../src/shared/endpoint';
import { PREFECTURE_NAMES } from '../../src/shared/prefectures';
import type { Random } from './random';

/**
 * Request bodies for contract fuzzing, derived from each call's zod schema (through its JSON
 * Schema, zod's public description of it): a few valid bodies, then every way to break them:
 * each key missing, each value of each wrong type, edge numbers, huge and hostile strings,
 * unknown and prototype keys, deep nesting, non-JSON and invalid UTF-8 bytes.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
}

export interface FuzzCase {
  label: string;
  body: string | Uint8Array;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = Array<string | number>;

/** Strings that satisfy the contract's patterns and refinements often enough to reach the services. */
const PLAUSIBLE_STRINGS = [
  'hello',
  '서울 여행 맛집',
  'ソウル旅行の記録',
  'tester1',
  'tabi_1',
  'fuzz@tabi.test',
  'demo@tabi.test',
  '2027-03-10',
  '2027-03-12',
  '10:30',
  '1234567',
  '12345',
  '090-1234-5678',
  'ABC123',
  'https://example.com/callback',
  'http://127.0.0.1:5170/redirectOauth',
  PREFECTURE_NAMES[0]!,
  'tabi.log',
  'data:image/png;base64,iVBORw0KGgo=',
  '/files/none',
  'aB3_-share-link-token-x',
];

/** What search, LIKE and SQL make special: must be found as plain text or refused, never break a statement. */
export const HOSTILE_WORDS = [
  '"',
  '""',
  '"abc',
  '*',
  'abc*',
  'NEAR(',
  'NEAR(abc def)',
  'abc OR def',
  'OR',
  'AND',
  'NOT',
  '-',
  '-abc',
  '+abc',
  'title:abc',
  '{title}: abc',
  '^abc',
  '(abc',
  'abc)',
  '%',
  '_',
  '\\',
  '%_\\',
  "' OR 1=1 --",
  '; DROP TABLE users; --',
  '서울 "맛집',
  'ソウル*',
  '\u0000',
  'ab\u0000cd',
  '\ud800',
  '\ud800\udbff\ud800',
  '\u202eabc',
  'a\u200bb',
  'x'.repeat(101),
];

/** Values of every JSON type, to put where the contract expects another one. */
const WRONG_VALUES: Array<[string, Json]> = [
  ['null', null],
  ['true', true],
  ['-1', -1],
  ['0', 0],
  ['1.5', 1.5],
  ['2^53+2', 2 ** 53 + 2],
  ['1e308', 1e308],
  ['empty string', ''],
  ['numeric string', '1'],
  ['empty array', []],
  ['array', [1, 'a']],
  ['empty object', {}],
  ['object', { a: 1 }],
];

/** Number literals JSON allows but JavaScript numbers bend: -0, beyond 2^53, beyond double (Infinity). */
const EDGE_NUMBER_LITERALS = [
  '-0',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775808',
  '1e400',
  '-1e400',
  '0.0000001',
  '1E2',
];

const HUGE_STRING = 'ㄱ'.repeat(100_000);
const DEEP = 5_000;
const RAW = '__fuzz_raw__';

export function jsonSchemaOf(endpoint: Endpoint): JsonSchema {
  return z.toJSONSchema(endpoint.request, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

function sampleString(schema: JsonSchema, random: Random): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const pattern = schema.pattern ? regexOf(schema.pattern) : null;
  const fits = PLAUSIBLE_STRINGS.filter(
    (s) => [...s].length >= min && [...s].length <= max && (!pattern || pattern.test(s)),
  );
  const byFormat =
    schema.format === 'uri'
      ? fits.filter((s) => s.startsWith('http'))
      : schema.format === 'email'
        ? fits.filter((s) => s.includes('@'))
        : fits;
  if (byFormat.length) return random.pick(byFormat);
  return 'a'.repeat(Math.max(min, 1)).slice(0, Number.isFinite(max) ? max : undefined);
}

function sampleNumber(schema: JsonSchema, integer: boolean, random: Random): number {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.001) : -1000);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 0.001) : 1000);
  if (integer) {
    // Small ids exist in the seed; the bounds are where off-by-one errors live.
    const candidates = [low, low + 1, 1, 2, 3, 5, 8, 20, high].filter(
      (n) => n >= low && n <= high && Number.isSafeInteger(n),
    );
    return candidates.length ? random.pick(candidates) : low;
  }
  return Math.round((low + random.next() * (Math.min(high, low + 2000) - low)) * 1000) / 1000;
}

/**
 * Values that only the running server can give (a live key id, a password encrypted with it, a
 * real picture), by field name: offered for that field half of the time, so the valid bodies get
 * past the checks a schema cannot describe.
 */
export type Hints = Record<string, Json[]>;

/** A value the JSON Schema allows (refinements it cannot express are checked by the caller). */
export function sample(schema: JsonSchema, random: Random, hints: Hints = {}, key?: string): Json {
  const hinted = key !== undefined ? hints[key] : undefined;
  if (hinted?.length && random.chance(0.5)) return random.pick(hinted);
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return random.pick(schema.enum) as Json;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return sample(random.pick(choices), random, hints, key);
  const type = Array.isArray(schema.type) ? random.pick(schema.type) : schema.type;
  switch (type) {
    case 'object': {
      const out: { [key: string]: Json } = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || random.chance(0.6)) out[key] = sample(property, random, hints, key);
      }
      return out;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const count = random.int(min, Math.min(schema.maxItems ?? min + 3, min + 3));
      return Array.from({ length: count }, () => sample(schema.items ?? {}, random, hints, key));
    }
    case 'string':
      return sampleString(schema, random);
    case 'integer':
      return sampleNumber(schema, true, random);
    case 'number':
      return sampleNumber(schema, false, random);
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    default:
      return 'x';
  }
}

/**
 * The largest body of the schema's shape: every property present, arrays at their most entries
 * (three when unbounded), free text at its longest in three-byte characters, numbers at their
 * bounds; a key named in `fixed` takes that value instead (a picture as a screen sends it).
 */
export function largestBody(schema: JsonSchema, random: Random, fixed: Hints = {}, key?: string): Json {
  if (key !== undefined && fixed[key] && schema.type !== 'array') return fixed[key][0]!;
  if (schema.const !== undefined) return schema.const as Json;
  if (schema.enum) return schema.enum[0] as Json;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return largestBody(choices.find((c) => c.type !== 'null') ?? choices[0]!, random, fixed, key);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, property]) => [k, largestBody(property, random, fixed, k)]),
      );
    case 'array':
      return Array.from({ length: schema.maxItems ?? Math.max(3, schema.minItems ?? 0) }, () =>
        largestBody(schema.items ?? {}, random, fixed, key),
      );
    case 'string':
      return schema.pattern || schema.format || schema.maxLength === undefined
        ? sampleString(schema, random)
        : '한'.repeat(schema.maxLength);
    case 'integer':
    case 'number':
      return schema.maximum ?? sampleNumber(schema, type === 'integer', random);
    default:
      return sample(schema, random, {}, key);
  }
}

/** Up to `count` distinct bodies the call's own schema accepts (refinements included). */
export function validBodies(endpoint: Endpoint, random: Random, hints: Hints = {}, count = 3, attempts = 60): Json[] {
  const schema = jsonSchemaOf(endpoint);
  const found = new Map<string, Json>();
  for (let i = 0; i < attempts && found.size < count; i += 1) {
    const body = sample(schema, random, hints);
    if (endpoint.request.safeParse(body).success) found.set(JSON.stringify(body), body);
  }
  return [...found.values()];
}

/** Every path to a value inside a body, with the value there. */
function leaves(value: Json, path: Path = []): Array<{ path: Path; value: Json }> {
  const here = path.length ? [{ path, value }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => leaves(item, [...path, i]))];
  if (value !== null && typeof value === 'object')
    return [...here, ...Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]))];
  return here;
}

function objectsIn(value: Json, path: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => objectsIn(item, [...path, i]));
  if (value !== null && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([k, v]) => objectsIn(v, [...path, k]))];
  return [];
}

const clone = (value: Json): Json => structuredClone(value);

function setAt(body: Json, path: Path, value: Json | undefined): Json {
  if (!path.length) return value ?? null;
  const copy = clone(body);
  let target = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (value === undefined) {
    if (Array.isArray(target)) target.splice(last as number, 1);
    else delete target[last];
  } else target[last] = value;
  return copy;
}

/** The body as JSON with the value at `path` written as raw text (a number literal, bytes, nesting). */
function withRawAt(body: Json, path: Path, raw: string): string {
  return JSON.stringify(setAt(body, path, RAW)).replace(`"${RAW}"`, raw);
}

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const label = (path: Path) => path.join('.') || '(root)';
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Invalid UTF-8: an overlong '/', a UTF-16 surrogate encoded, a cut-off 3-byte sequence. */
const BAD_UTF8 = [
  [0xc0, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xe3, 0x81],
];

function invalidUtf8At(body: Json, path: Path, bytes: number[]): Uint8Array {
  const [before, after] = withRawAt(body, path, `"${RAW}"`).split(RAW) as [string, string];
  return new Uint8Array([...utf8(`${before}ab`), ...bytes, ...utf8(`cd${after}`)]);
}

/** Every systematic way to break `base`, for a call whose body limit is `maxBodyBytes`. */
export function brokenBodies(base: Json, maxBodyBytes: number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const json = (label: string, body: Json) => cases.push({ label, body: JSON.stringify(body) });
  const raw = (label: string, body: string | Uint8Array) => cases.push({ label, body });

  for (const text of [
    'not json',
    '{',
    '{"a":1}}',
    '{"a":}',
    "{'a':1}",
    '\ufeff{}',
    'null',
    '[]',
    '0',
    '"x"',
    'true',
    ' ',
  ])
    raw(`raw ${JSON.stringify(text)}`, text);
  raw('deeply nested arrays', nested(100_000));
  raw('deeply nested objects', nestedObject(DEEP));
  raw('invalid UTF-8 outside a string', new Uint8Array([0x7b, 0xff, 0x7d]));
  raw(
    `body of ${maxBodyBytes + 1} bytes`,
    JSON.stringify({
      ...(typeof base === 'object' && !Array.isArray(base) ? base : {}),
      pad: 'x'.repeat(Math.min(maxBodyBytes, 2 * 1024 * 1024) + 1),
    }),
  );

  for (const path of objectsIn(base)) {
    json(`unknown key at ${label(path)}`, setAt(base, [...path, 'fuzzUnknown'], 1));
    raw(
      `__proto__ key at ${label(path)}`,
      withRawAt(base, [...path, 'fuzzProto'], '1').replace('"fuzzProto":1', '"__proto__":{"userId":1,"admin":true}'),
    );
    json(`constructor key at ${label(path)}`, setAt(base, [...path, 'constructor'], { prototype: { admin: true } }));
  }

  for (const { path, value } of leaves(base)) {
    const at = label(path);
    json(`${at} missing`, setAt(base, path, undefined));
    for (const [name, wrong] of WRONG_VALUES) {
      if (JSON.stringify(wrong) !== JSON.stringify(value)) json(`${at} = ${name}`, setAt(base, path, wrong));
    }
    raw(`${at} deeply nested`, withRawAt(base, path, nested(DEEP)));
    raw(
      `${at} duplicated with another type`,
      withRawAt(base, path, `${JSON.stringify(value)}, ${JSON.stringify(path.at(-1))}: "dup"`),
    );
    if (typeof value === 'number') {
      for (const literal of EDGE_NUMBER_LITERALS) raw(`${at} = ${literal}`, withRawAt(base, path, literal));
    }
    if (typeof value === 'string') {
      json(`${at} huge`, setAt(base, path, HUGE_STRING));
      for (const word of HOSTILE_WORDS) json(`${at} = ${JSON.stringify(word)}`, setAt(base, path, word));
      for (const bytes of BAD_UTF8)
        raw(`${at} with bytes ${bytes.map((b) => b.toString(16)).join(' ')}`, invalidUtf8At(base, path, bytes));
    }
    if (Array.isArray(value))
      json(
        `${at} with 10,000 items`,
        setAt(
          base,
          path,
          Array.from({ length: 10_000 }, () => value[0] ?? 1),
        ),
      );
  }
  return cases;
}

const MUTATIONS: Array<(body: Json, random: Random) => Json> = [
  (body, random) => {
    const l = leaves(body);
    return l.length ? setAt(body, random.pick(l).path, undefined) : body;
  },
  (body, random) => {
    const l = leaves(body);
    return l.length ? setAt(body, random.pick(l).path, random.pick(WRONG_VALUES)[1]) : body;
  },
  (body, random) => {
    const l = leaves(body).filter((x) => typeof x.value === 'string');
    return l.length ? setAt(body, random.pick(l).path, random.pick(HOSTILE_WORDS)) : body;
  },
  (body, random) => {
    const o = objectsIn(body);
    return o.length ? setAt(body, [...random.pick(o), `k${random.int(0, 9)}`], random.pick(WRONG_VALUES)[1]) : body;
  },
];

/** `count` random combinations of one to three mutations of the valid bodies. */
export function mutatedBodies(bases: Json[], random: Random, count: number): FuzzCase[] {
  if (!bases.length) return [];
  return Array.from({ length: count }, (_, i) => {
    let body = clone(random.pick(bases));
    for (let n = random.int(1, 3); n > 0; n -= 1) body = random.pick(MUTATIONS)(body, random);
    return { label: `random mutation #${i}`, body: JSON.stringify(body) };
  });
}
