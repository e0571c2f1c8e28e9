import type { Endpoint } from '../../../shared/endpoint';
import { api } from '../api-client';

/**
 * Calls whose success can change the member's points, as the contract marks them (`changesPoints`):
 * rewards (a first post, a comment, the attendance draw, the month's missions completed by an
 * applause, a bookmark or a post), take-backs (a deleted comment or post) and orders. Whoever runs
 * one, the balance every screen shows, the ledger and the missions load again, so no screen keeps
 * an old balance.
 */
const CHANGES_POINTS = new Set(
  Object.values(api)
    .flatMap((domain): Endpoint[] => Object.values(domain))
    .filter((endpoint) => endpoint.changesPoints)
    .map((endpoint) => endpoint.path),
);

const POINT_READS: Endpoint[] = [api.user.userPoint, api.user.pointHistory, api.user.monthlyActivity];

/** The reads an action makes stale because it may have changed points (none for other actions). */
export const pointReadsAfter = (endpoint: Endpoint): Endpoint[] =>
  CHANGES_POINTS.has(endpoint.path) ? POINT_READS : [];
