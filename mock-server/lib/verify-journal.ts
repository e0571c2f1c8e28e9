import type { LoggedRequest } from '../../src/shared/control';
import type { NearMiss, VerifyAnswer, VerifyExpectation, verifyBodySchema } from '../../src/shared/control/verify';
import type { z } from 'zod';
import { measure } from './request-match';

/** How many near misses a failure lists. */
const NEAR_MISSES = 3;

const described = (e: VerifyExpectation): string =>
  e.count !== undefined
    ? `exactly ${e.count}`
    : e.atLeast !== undefined && e.atMost !== undefined
      ? `between ${e.atLeast} and ${e.atMost}`
      : e.atLeast !== undefined
        ? `at least ${e.atLeast}`
        : `at most ${e.atMost!}`;

const holds = (e: VerifyExpectation, count: number): boolean =>
  e.count !== undefined ? count === e.count : count >= (e.atLeast ?? 0) && count <= (e.atMost ?? Infinity);

const patternText = ({ method, path }: z.output<typeof verifyBodySchema>['request']) =>
  [method ?? 'any method', path ?? 'any path'].join(' ');

const missText = ({ request, differences }: NearMiss) =>
  `#${request.id} ${request.method} ${request.path} (${differences
    .map((d) => `${d.field}: expected ${d.expected}, received ${d.received}`)
    .join('; ')})`;

/**
 * The calls of a journal (newest first) that match, counted; with an expectation, whether the
 * count holds, and on a failure the calls that came nearest with what differs in each.
 */
export function verifyJournal(
  journal: LoggedRequest[],
  { request: pattern, expect, limit }: z.output<typeof verifyBodySchema>,
  sandbox: string | null,
): VerifyAnswer {
  const measured = journal.map((call) => ({ call, ...measure(pattern, call) }));
  const matching = measured.filter((m) => m.differences.length === 0).map((m) => m.call);
  const answer: VerifyAnswer = {
    count: matching.length,
    requests: matching.slice(0, limit),
    journal: { size: journal.length, oldestAt: journal.at(-1)?.at ?? null, sandbox },
  };
  if (!expect) return answer;
  const pass = holds(expect, matching.length);
  const found = `expected ${described(expect)} ${patternText(pattern)}, found ${matching.length} among the ${journal.length} calls in the journal`;
  if (pass) return { ...answer, pass, message: found };
  // Too many: the matches themselves say what happened. Too few: the calls that came nearest.
  const tooFew = matching.length < (expect.count ?? expect.atLeast ?? 0);
  const nearMisses = tooFew
    ? measured
        .filter((m) => m.differences.length > 0)
        .sort((a, b) => a.distance - b.distance || b.call.id - a.call.id)
        .slice(0, NEAR_MISSES)
        .map(({ call, distance, differences }) => ({
          request: call,
          distance: Math.round(distance * 1000) / 1000,
          differences,
        }))
    : [];
  const nearest = nearMisses.length > 0 ? `; nearest: ${nearMisses.map(missText).join(' | ')}` : '';
  return { ...answer, pass, message: `${found}${nearest}`, nearMisses };
}
