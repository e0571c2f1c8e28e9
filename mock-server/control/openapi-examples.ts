import type { Envelope } from '../../src/shared/envelope';
import type { Language } from '../../src/shared/constants';
import controlRecorded from './control-examples.json';
import sequenceRecorded from './example-sequence.json';
import recorded from './openapi-examples.json';

/** The server clock the examples were recorded at (a Monday, 10:00 in Seoul), so the seed's dates are fixed. */
export const EXAMPLES_CLOCK = Date.parse('2026-06-15T01:00:00Z');

/** One call's example in each language: the request sent and the whole envelope answered. */
export type OperationExamples = Record<Language, { request: Record<string, unknown>; response: Envelope }>;

/** Recorded by `npm run openapi:examples` from the seeded demo data, keyed by operationId. */
export const OPENAPI_EXAMPLES = recorded as Record<string, OperationExamples>;

/** One control or admin call's example: the body sent (when it takes one) and the JSON answered. */
export interface ControlExample {
  request?: unknown;
  response: unknown;
}
/** Recorded by the same script, keyed by the method and the path as the document writes it: `post /__mock/users`. */
export const CONTROL_EXAMPLES = controlRecorded as Record<string, ControlExample>;

/** One call of the recording: `post /api/feed/write-comment`, `delete /__mock/faults/{id}` with its path parameters. */
export interface ExampleStep {
  call: string;
  params?: Record<string, string | number>;
  /** `?limit=2`: the query it was sent with. */
  query?: string;
}
/** The calls of the Korean run and the control run, in the order they were made: each found what it needed. */
export const EXAMPLE_SEQUENCE = sequenceRecorded as ExampleStep[];
