import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attendance, users } from '../../db/schema';
import { ATTENDANCE_PRIZES } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { seoulDay } from '../lib/clock';
import type { Random } from '../lib/random';
import { changePoints } from './points';

const TOTAL_WEIGHT = ATTENDANCE_PRIZES.reduce((sum, p) => sum + p.weight, 0);

/** Today's prize, drawn by weight from the server's draws (repeatable under --seed). */
export const prizeDraw = (random: Random): number => drawPrize(random.below(TOTAL_WEIGHT));

/** The prize of a weighted roll in [0, total weight), so tests can pick the prize. */
export function drawPrize(roll: number): number {
  let rest = roll;
  for (const prize of ATTENDANCE_PRIZES) {
    if (rest < prize.weight) return prize.points;
    rest -= prize.weight;
  }
  return ATTENDANCE_PRIZES[0].points;
}

export function attendanceState(db: Db, userId: number, at: number) {
  const day = seoulDay(at);
  const row = db
    .select({ prize: attendance.prize })
    .from(attendance)
    .where(and(eq(attendance.userId, userId), eq(attendance.day, day)))
    .get();
  const balance =
    db.select({ balance: users.pointBalance }).from(users).where(eq(users.id, userId)).get()?.balance ?? 0;
  return {
    day,
    attendedToday: row !== undefined,
    prize: row?.prize ?? null,
    prizes: ATTENDANCE_PRIZES.map((p) => p.points),
    balance,
  };
}

/**
 * Today's draw, once per user and Seoul day: the (user, day) primary key decides, so two draws
 * at once still credit one prize. The prize goes through the ledger in the same transaction.
 */
export function attend(db: Db, userId: number, at: number, prize: number) {
  const day = seoulDay(at);
  db.transaction((tx) => {
    const inserted = tx.insert(attendance).values({ userId, day, prize, createdAt: at }).onConflictDoNothing().run();
    if (inserted.changes !== 1) fail('ALREADY_ATTENDED');
    if (prize > 0) changePoints(tx, userId, prize, 'attendance', at);
  });
  return attendanceState(db, userId, at);
}
