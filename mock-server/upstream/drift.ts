import type { z } from 'zod';
import type { DriftDifference, DriftReport } from '../../src/shared/control';
import type { Endpoint } from '../../src/shared/endpoint';
import { isErrorCode } from '../../src/shared/errors';

const ENVELOPE_KEYS = new Set(['result', 'message', 'code', 'data']);

/** What a value is, in the words of a type: `null`, `array`, `string`, `undefined`… */
const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** A field's path as the report names it: array positions folded into `[]`, so every item reads the same. */
const fieldOf = (base: string, path: ReadonlyArray<PropertyKey>): string =>
  path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[]` : `${name}${name ? '.' : ''}${String(key)}`),
    base,
  );

function issueDifference(issue: z.core.$ZodIssue): DriftDifference {
  const field = fieldOf('data', issue.path);
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type')
    return input === undefined
      ? { field, change: 'missing', expected: issue.expected }
      : { field, change: 'type', expected: issue.expected, received: kindOf(input) };
  if (issue.code === 'invalid_union' && 'options' in issue && Array.isArray(issue.options))
    return { field, change: 'value', expected: issue.options.map(String).join(' | '), received: JSON.stringify(input) };
  if (issue.code === 'invalid_value')
    return {
      field,
      change: 'value',
      expected: issue.values.map((v) => JSON.stringify(v)).join(' | '),
      received: JSON.stringify(input),
    };
  return { field, change: 'value', expected: issue.message, received: JSON.stringify(input) };
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  valueType?: z.ZodType;
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Fields the answer has and the contract does not name: the contract's objects let them through
 * (a parse drops them), so they are found by walking the schema beside the value.
 */
function extraFields(schema: z.ZodType, value: unknown, field: string, found: DriftDifference[]): void {
  const def = defOf(schema);
  if (def.innerType) return extraFields(def.innerType, value, field, found);
  if (def.type === 'pipe' && def.in) return extraFields(def.in, value, field, found);
  if (def.type === 'lazy' && def.getter) return extraFields(def.getter(), value, field, found);
  if (value === null || typeof value !== 'object') return;
  if (def.type === 'object' && def.shape && !Array.isArray(value)) {
    for (const [key, v] of Object.entries(value)) {
      const name = `${field}.${key}`;
      const inner = def.shape[key];
      if (inner) extraFields(inner, v, name, found);
      else found.push({ field: name, change: 'extra', received: kindOf(v) });
    }
  } else if (def.type === 'array' && def.element && Array.isArray(value)) {
    for (const item of value) extraFields(def.element, item, `${field}[]`, found);
  } else if (def.type === 'record' && def.valueType) {
    for (const v of Object.values(value)) extraFields(def.valueType, v, `${field}.*`, found);
  } else if (def.type === 'union' && def.options) {
    const option = def.options.find((o) => o.safeParse(value).success);
    if (option) extraFields(option, value, field, found);
  }
}

/** Each difference once: a list of 20 items missing one field is one difference. */
function unique(differences: DriftDifference[]): DriftDifference[] {
  const seen = new Map<string, DriftDifference>();
  for (const d of differences) seen.set(`${d.field} ${d.change} ${d.expected ?? ''} ${d.received ?? ''}`, d);
  return [...seen.values()].sort((a, b) => a.field.localeCompare(b.field) || a.change.localeCompare(b.change));
}

/**
 * How one answer of the real host differs from the contract: the envelope (JSON, `result`,
 * `message`, no other keys), a refusal's code (one of the contract's), and a success's `data`
 * against the call's response schema (missing fields, changed types or values, extra fields).
 * An empty list: the answer is what the client was built for.
 */
export function driftOf(endpoint: Endpoint, body: string): DriftDifference[] {
  let answer: unknown;
  try {
    answer = JSON.parse(body);
  } catch {
    return [{ field: '(body)', change: 'envelope', expected: 'JSON', received: body.trim() === '' ? 'empty' : 'text' }];
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer))
    return [{ field: '(body)', change: 'envelope', expected: 'object', received: kindOf(answer) }];
  const envelope = answer as Record<string, unknown>;
  const found: DriftDifference[] = [];
  for (const key of Object.keys(envelope))
    if (!ENVELOPE_KEYS.has(key)) found.push({ field: key, change: 'envelope', received: kindOf(envelope[key]) });
  if (envelope.result !== 'success' && envelope.result !== 'error')
    found.push({
      field: 'result',
      change: 'envelope',
      expected: '"success" | "error"',
      received: JSON.stringify(envelope.result) ?? 'undefined',
    });
  if (typeof envelope.message !== 'string')
    found.push({ field: 'message', change: 'envelope', expected: 'string', received: kindOf(envelope.message) });
  if (envelope.result === 'error' && !(typeof envelope.code === 'string' && isErrorCode(envelope.code)))
    found.push({ field: 'code', change: 'code', received: JSON.stringify(envelope.code) ?? 'undefined' });
  if (envelope.result === 'success') {
    const parsed = endpoint.response.safeParse(envelope.data, { reportInput: true });
    if (!parsed.success) found.push(...parsed.error.issues.map(issueDifference));
    extraFields(endpoint.response, envelope.data, 'data', found);
  }
  return unique(found);
}

/** One difference in a line: `data.items[].likeCount: type changed (expected number, received string)`. */
export function describeDifference(d: DriftDifference): string {
  const what = {
    missing: 'missing',
    extra: 'not in the contract',
    type: 'type changed',
    value: 'value outside the contract',
    code: 'unknown error code',
    envelope: 'envelope changed',
  }[d.change];
  const detail = [d.expected && `expected ${d.expected}`, d.received && `received ${d.received}`].filter(Boolean);
  return `${d.field}: ${what}${detail.length ? ` (${detail.join(', ')})` : ''}`;
}

/** Past this many shapes the oldest go: a host that drifts on every call must not fill memory. */
const MAX_REPORTS = 200;

/**
 * The drift seen so far, once per call and shape: the same differences on the same call count
 * up one report; a new set of differences is a new report, told once when first seen.
 */
export class DriftLog {
  private readonly reports = new Map<string, DriftReport>();

  constructor(private readonly tell: (report: DriftReport) => void = () => {}) {}

  note(call: string, path: string, source: DriftReport['source'], differences: DriftDifference[], at: number): void {
    if (differences.length === 0) return;
    const key = `${path} ${JSON.stringify(differences)}`;
    const known = this.reports.get(key);
    if (known) {
      known.count += 1;
      known.lastAt = at;
      return;
    }
    const report: DriftReport = { call, path, source, differences, count: 1, firstAt: at, lastAt: at };
    this.reports.set(key, report);
    if (this.reports.size > MAX_REPORTS) this.reports.delete(this.reports.keys().next().value!);
    this.tell(report);
  }

  list(): DriftReport[] {
    return [...this.reports.values()].reverse();
  }

  clear(): void {
    this.reports.clear();
  }
}
