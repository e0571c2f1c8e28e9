import { distance as editDistance } from 'fastest-levenshtein';
import { JSONPath } from 'jsonpath-plus';
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type {
  JsonPathMatcher,
  requestPatternSchema,
  TextMatcher,
  VerifyDifference,
} from '../../src/shared/control/verify';
import type { LoggedRequest } from '../../src/shared/control';
import { faultPathPattern } from '../../src/shared/control';

export type ParsedPattern = z.output<typeof requestPatternSchema>;

/**
 * One part of a pattern (the method, the path, the body, the headers...) against one call: how far
 * off it is, 0 (holds) to 1 (nothing of it holds), and what differs.
 */
interface Part {
  distance: number;
  differences: VerifyDifference[];
  /** The path weighs twice: a call to another path is seldom the one a test meant. */
  weight?: number;
}

const HOLDS: Part = { distance: 0, differences: [] };
const miss = (field: string, expected: string, received: string): Part => ({
  distance: 1,
  differences: [{ field, expected, received }],
});

/** A value as a difference shows it: JSON, cut short; `(absent)` for nothing. */
const shown = (value: unknown): string =>
  value === undefined ? '(absent)' : (JSON.stringify(value) ?? String(value)).slice(0, 200);

function parsedBody(text: string | undefined): { json: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every leaf of the expected JSON, one check each: objects are matched partly, arrays whole. */
function partialJson(expected: unknown, received: unknown, field: string): Part[] {
  if (isObject(expected) && isObject(received))
    return Object.entries(expected).flatMap(([key, value]) => partialJson(value, received[key], `${field}.${key}`));
  if (Array.isArray(expected) && Array.isArray(received) && expected.length === received.length)
    return expected.flatMap((value, i) => partialJson(value, received[i], `${field}[${i}]`));
  const holds = isDeepStrictEqual(expected, received);
  return [holds ? HOLDS : miss(field, shown(expected), shown(received))];
}

function textHolds(matcher: Exclude<TextMatcher, string>, value: string | undefined): boolean {
  if (matcher.absent) return value === undefined;
  if (value === undefined) return false;
  if (matcher.equalTo !== undefined) return value === matcher.equalTo;
  if (matcher.contains !== undefined) return value.includes(matcher.contains);
  return new RegExp(matcher.matches!).test(value);
}

function describeText(matcher: Exclude<TextMatcher, string>): string {
  if (matcher.absent) return '(absent)';
  if (matcher.equalTo !== undefined) return JSON.stringify(matcher.equalTo);
  if (matcher.contains !== undefined) return `containing ${JSON.stringify(matcher.contains)}`;
  return `matching /${matcher.matches}/`;
}

function textCheck(field: string, given: TextMatcher, value: string | undefined): Part {
  const matcher = typeof given === 'string' ? { equalTo: given } : given;
  return textHolds(matcher, value) ? HOLDS : miss(field, describeText(matcher), shown(value));
}

/**
 * What a JSONPath finds in a body: safe evaluation only (no script of the tester's runs), and a
 * filter that fails on some value (`?(@.a.b)` where `a` is absent) finds nothing there.
 */
function found(expression: string, json: unknown): unknown[] {
  try {
    return JSONPath({
      path: expression,
      json: json as object,
      wrap: true,
      eval: 'safe',
      ignoreEvalErrors: true,
    }) as unknown[];
  } catch {
    return [];
  }
}

function jsonPathCheck(given: JsonPathMatcher, json: unknown): Part {
  const { expression, ...matcher } = typeof given === 'string' ? { expression: given } : given;
  const values = found(expression, json);
  const field = expression;
  const received = values.length === 0 ? '(absent)' : values.map(shown).join(', ');
  if ('absent' in matcher) return values.length === 0 ? HOLDS : miss(field, '(absent)', received);
  if ('equalTo' in matcher)
    return values.some((v) => isDeepStrictEqual(v, matcher.equalTo))
      ? HOLDS
      : miss(field, shown(matcher.equalTo), received);
  const text =
    matcher.contains !== undefined
      ? { contains: matcher.contains }
      : matcher.matches
        ? { matches: matcher.matches }
        : undefined;
  if (!text) return values.length > 0 ? HOLDS : miss(field, 'something', received);
  const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  return values.some((v) => textHolds(text, asText(v))) ? HOLDS : miss(field, describeText(text), received);
}

/** A path's distance: 0 when it matches, else how much of it would have to change (edit distance). */
function pathCheck(pattern: string, path: string): Part {
  if (faultPathPattern(pattern).test(path)) return { ...HOLDS, weight: 2 };
  const plain = pattern.replaceAll('*', '');
  return {
    distance: Math.max(0.1, editDistance(plain, path) / Math.max(plain.length, path.length, 1)),
    weight: 2,
    differences: [{ field: 'path', expected: pattern, received: path }],
  };
}

/** Checks that weigh as one part (a body's fields, the headers): the share that failed. */
function together(checks: Part[]): Part[] {
  if (checks.length === 0) return [];
  return [
    {
      distance: checks.reduce((sum, c) => sum + c.distance, 0) / checks.length,
      differences: checks.flatMap((c) => c.differences),
    },
  ];
}

function bodyParts(pattern: ParsedPattern, call: LoggedRequest): Part[] {
  if (pattern.body === undefined && pattern.jsonPaths === undefined) return [];
  const body = parsedBody(call.requestBody);
  if (!body) {
    const notJson = miss('body', 'JSON', shown(call.requestBody));
    return pattern.body !== undefined && pattern.jsonPaths !== undefined
      ? [notJson, { ...notJson, differences: [] }]
      : [notJson];
  }
  return [
    ...(pattern.body === undefined ? [] : together(partialJson(pattern.body, body.json, 'body'))),
    ...(pattern.jsonPaths === undefined ? [] : together(pattern.jsonPaths.map((m) => jsonPathCheck(m, body.json)))),
  ];
}

/** The window's ends as epoch ms. */
const epoch = (instant: number | string | undefined) =>
  instant === undefined ? undefined : typeof instant === 'number' ? instant : Date.parse(instant);

function windowPart(pattern: ParsedPattern, at: number): Part[] {
  const since = epoch(pattern.since);
  const until = epoch(pattern.until);
  if (since === undefined && until === undefined) return [];
  if ((since === undefined || at >= since) && (until === undefined || at <= until)) return [HOLDS];
  const range = `${since === undefined ? '…' : new Date(since).toISOString()} to ${until === undefined ? '…' : new Date(until).toISOString()}`;
  return [miss('at', range, new Date(at).toISOString())];
}

/**
 * How one logged call measures against the pattern, as WireMock weighs a near miss: each part given
 * (method, path, body, JSONPaths, headers, window) weighs the same, the path twice; the distance is
 * their weighted mean.
 */
export function measure(pattern: ParsedPattern, call: LoggedRequest): Part {
  const headers = call.requestHeaders ?? {};
  const parts = [
    ...(pattern.method === undefined
      ? []
      : [call.method === pattern.method ? HOLDS : miss('method', pattern.method, call.method)]),
    ...(pattern.path === undefined ? [] : [pathCheck(pattern.path, call.path)]),
    ...bodyParts(pattern, call),
    ...together(
      Object.entries(pattern.headers ?? {}).map(([name, matcher]) =>
        textCheck(`headers.${name.toLowerCase()}`, matcher, headers[name.toLowerCase()]),
      ),
    ),
    ...windowPart(pattern, call.at),
  ];
  if (parts.length === 0) return HOLDS;
  const weight = (p: Part) => p.weight ?? 1;
  return {
    distance: parts.reduce((sum, p) => sum + p.distance * weight(p), 0) / parts.reduce((sum, p) => sum + weight(p), 0),
    differences: parts.flatMap((p) => p.differences),
  };
}
