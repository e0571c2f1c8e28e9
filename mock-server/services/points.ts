import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pointLedger, users } from '../../db/schema';
import { fail } from '../lib/errors';
import { pageOf } from '../lib/page';

/**
 * Appends one ledger row and updates the cached sums in the caller's transaction.
 * A debit that would make the balance negative is refused with INSUFFICIENT_POINTS.
 */
export function changePoints(
  tx: Db,
  userId: number,
  amount: number,
  reason: string,
  at: number,
  refId: number | null = null,
  note: string | null = null,
): number {
  const updated = tx
    .update(users)
    .set({
      pointBalance: sql`${users.pointBalance} + ${amount}`,
      pointCumulative: sql`${users.pointCumulative} + ${Math.max(amount, 0)}`,
    })
    .where(amount < 0 ? sql`${users.id} = ${userId} AND ${users.pointBalance} >= ${-amount}` : eq(users.id, userId))
    .returning({ balance: users.pointBalance })
    .get();
  if (!updated) fail(amount < 0 ? 'INSUFFICIENT_POINTS' : 'NOT_FOUND');
  tx.insert(pointLedger).values({ userId, amount, reason, refId, note, createdAt: at }).run();
  return updated!.balance;
}

/**
 * Reasons of rows that give back points spent (a cancelled order): they lower what was used, not
 * raise what was earned.
 */
export const REFUND_REASONS = ['orderCancelled'] as const;

/** Gives back points spent, in the caller's transaction: the balance rises, the cumulative sum does not. */
export function refundPoints(
  tx: Db,
  userId: number,
  amount: number,
  reason: (typeof REFUND_REASONS)[number],
  at: number,
  refId: number,
  note: string,
): void {
  tx.update(users)
    .set({ pointBalance: sql`${users.pointBalance} + ${amount}` })
    .where(eq(users.id, userId))
    .run();
  tx.insert(pointLedger).values({ userId, amount, reason, refId, note, createdAt: at }).run();
}

/**
 * Reasons of rows that undo an earlier credit (its reason no longer exists): they lower what was
 * earned, not raise what was used, so the history reads as the member lived it.
 */
export const TAKE_BACK_REASONS = ['commentDeleted', 'postDeleted'] as const;
export type TakeBackReason = (typeof TAKE_BACK_REASONS)[number];

/**
 * Takes back up to `upTo` points of an earlier credit, in the caller's transaction: never more
 * than the balance (points already spent stay spent; the balance never goes negative), and the
 * cumulative sum drops by the same amount. Writes no row when nothing could be taken.
 */
export function takeBackPoints(
  tx: Db,
  userId: number,
  upTo: number,
  reason: TakeBackReason,
  at: number,
  refId: number,
): number {
  const user =
    tx.select({ balance: users.pointBalance }).from(users).where(eq(users.id, userId)).get() ?? fail('NOT_FOUND');
  const taken = Math.min(upTo, user.balance);
  if (taken <= 0) return 0;
  tx.update(users)
    .set({
      pointBalance: sql`${users.pointBalance} - ${taken}`,
      pointCumulative: sql`${users.pointCumulative} - ${taken}`,
    })
    .where(eq(users.id, userId))
    .run();
  tx.insert(pointLedger).values({ userId, amount: -taken, reason, refId, createdAt: at }).run();
  return taken;
}

const listOf = (reasons: readonly string[]) =>
  sql.join(
    reasons.map((r) => sql`${r}`),
    sql`, `,
  );
const takeBack = listOf(TAKE_BACK_REASONS);
const refund = listOf(REFUND_REASONS);

export function pointSummary(db: Db, userId: number) {
  const row = db
    .select({
      earned: sql<number>`coalesce(sum(case when (${pointLedger.amount} > 0 and ${pointLedger.reason} not in (${refund})) or ${pointLedger.reason} in (${takeBack}) then ${pointLedger.amount} end), 0)`,
      used: sql<number>`coalesce(-sum(case when (${pointLedger.amount} < 0 and ${pointLedger.reason} not in (${takeBack})) or ${pointLedger.reason} in (${refund}) then ${pointLedger.amount} end), 0)`,
    })
    .from(pointLedger)
    .where(eq(pointLedger.userId, userId))
    .get();
  const user = db
    .select({ balance: users.pointBalance, cumulative: users.pointCumulative })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) fail('NOT_FOUND');
  return { balance: user!.balance, cumulative: user!.cumulative, earned: row?.earned ?? 0, used: row?.used ?? 0 };
}

/** Ledger rows, newest first; the cursor is the last id seen. */
export function pointHistory(db: Db, userId: number, cursor: number | undefined, size: number) {
  const rows = db
    .select({
      id: pointLedger.id,
      amount: pointLedger.amount,
      reason: pointLedger.reason,
      note: pointLedger.note,
      createdAt: pointLedger.createdAt,
    })
    .from(pointLedger)
    .where(
      cursor
        ? sql`${pointLedger.userId} = ${userId} AND ${pointLedger.id} < ${cursor}`
        : eq(pointLedger.userId, userId),
    )
    .orderBy(desc(pointLedger.id))
    .limit(size + 1)
    .all();
  return pageOf(rows, size);
}
