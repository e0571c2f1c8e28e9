import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { missionProgress } from '../../db/schema';
import type { Mission } from '../../src/shared/constants';
import { seoulMonth } from '../lib/clock';

/**
 * Counts one activity towards this month's mission, in the caller's transaction.
 * Feed and place actions call it; the points domain decides targets and rewards.
 */
export function recordMission(tx: Db, userId: number, mission: Mission, at: number): void {
  tx.insert(missionProgress)
    .values({ userId, month: seoulMonth(at), mission, count: 1 })
    .onConflictDoUpdate({
      target: [missionProgress.userId, missionProgress.month, missionProgress.mission],
      set: { count: sql`${missionProgress.count} + 1` },
    })
    .run();
}
