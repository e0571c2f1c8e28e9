import { and, eq, isNull, sql } from 'drizzle-orm';
import { preparedSql, type Db } from '../../db/client';
import { missionProgress, missionRewards } from '../../db/schema';
import { MISSION_REWARD, MISSION_TARGETS, MISSIONS, type Mission } from '../../src/shared/constants';
import { seoulMonth } from '../lib/clock';
import { changePoints } from './points';

/**
 * Counts one activity towards this month's mission, in the caller's transaction.
 * Feed and place actions call it. The activity that brings the last mission to its target
 * credits the monthly reward, once per month (mission_rewards keys it by user and month).
 * A completed mission counts no further: its row is left untouched, so the busiest calls
 * (applause above all) write nothing here once the month's target is reached.
 */
export function recordMission(tx: Db, userId: number, mission: Mission, at: number): void {
  const month = seoulMonth(at);
  // Every applause, comment and bookmark passes here: a prepared upsert, not the query builder.
  const row = preparedSql(
    tx,
    `INSERT INTO mission_progress (user_id, month, mission, count) VALUES (?, ?, ?, 1)
    ON CONFLICT (user_id, month, mission) DO UPDATE SET count = count + 1 WHERE completed_at IS NULL RETURNING count`,
  ).get(userId, month, mission) as { count: number } | undefined;
  if (!row || row.count < MISSION_TARGETS[mission]) return;
  tx.update(missionProgress)
    .set({ completedAt: at })
    .where(
      and(
        eq(missionProgress.userId, userId),
        eq(missionProgress.month, month),
        eq(missionProgress.mission, mission),
        isNull(missionProgress.completedAt),
      ),
    )
    .run();
  if (missionMet(tx, userId, at)) rewardMonth(tx, userId, month, at);
}

function rewardMonth(tx: Db, userId: number, month: string, at: number): void {
  const inserted = tx
    .insert(missionRewards)
    .values({ userId, month, amount: MISSION_REWARD, createdAt: at })
    .onConflictDoNothing()
    .run();
  if (inserted.changes === 1) changePoints(tx, userId, MISSION_REWARD, 'monthlyMission', at);
}

/** This Seoul month's progress: months without rows start at zero, which is the monthly reset. */
export function monthlyActivity(db: Db, userId: number, at: number) {
  const month = seoulMonth(at);
  const rows = db
    .select()
    .from(missionProgress)
    .where(and(eq(missionProgress.userId, userId), eq(missionProgress.month, month)))
    .all();
  const missions = MISSIONS.map((mission) => {
    const count = rows.find((r) => r.mission === mission)?.count ?? 0;
    return { mission, count, target: MISSION_TARGETS[mission], completed: count >= MISSION_TARGETS[mission] };
  });
  const rewarded =
    db
      .select({ month: missionRewards.month })
      .from(missionRewards)
      .where(and(eq(missionRewards.userId, userId), eq(missionRewards.month, month)))
      .get() !== undefined;
  return { month, missions, met: missions.every((m) => m.completed), reward: MISSION_REWARD, rewarded };
}

/** Exchanging points is open when every mission of the current month reached its target. */
export function missionMet(db: Db, userId: number, at: number): boolean {
  return monthlyActivity(db, userId, at).met;
}

/**
 * Brings every mission of the month to its target at once: the seed's demo accounts (with the
 * reward, as if earned) and tester accounts (without it, so their points stay as asked).
 */
export function completeMonth(tx: Db, userId: number, at: number, options: { reward: boolean }): void {
  const month = seoulMonth(at);
  for (const mission of MISSIONS) {
    tx.insert(missionProgress)
      .values({ userId, month, mission, count: MISSION_TARGETS[mission], completedAt: at })
      .onConflictDoUpdate({
        target: [missionProgress.userId, missionProgress.month, missionProgress.mission],
        set: {
          count: sql`max(${missionProgress.count}, ${MISSION_TARGETS[mission]})`,
          completedAt: sql`coalesce(${missionProgress.completedAt}, ${at})`,
        },
      })
      .run();
  }
  if (options.reward) rewardMonth(tx, userId, month, at);
}
