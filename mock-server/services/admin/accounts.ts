import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { reports, users } from '../../../db/schema';
import type { AdminUser } from '../../../src/shared/admin';
import { fail } from '../../lib/errors';
import { changePoints } from '../points';
import { revokeUser } from '../session';
import { audit } from './audit';
import { reportsAgainst } from './moderation';

const DAY_MS = 86_400_000;

type UserRow = typeof users.$inferSelect;
const findUser = (db: Db, id: number) =>
  db.select().from(users).where(eq(users.id, id)).get() ?? fail('NOT_FOUND', `no user ${id}`);
const accountState = (u: UserRow, now: number) => ({
  status: u.status,
  suspendedUntil: u.suspendedUntil !== null && u.suspendedUntil > now ? u.suspendedUntil : null,
  suspendReason: u.suspendReason,
});

/** Adds (or, negative, takes) points with the operator's reason, which the member reads in their history. */
export function adjustPoints(db: Db, id: number, amount: number, reason: string, now: number) {
  return db.transaction((tx) => {
    const user = findUser(tx, id);
    if (amount < 0 && user.pointBalance < -amount)
      fail('INSUFFICIENT_POINTS', `the balance is ${user.pointBalance}: at most ${user.pointBalance} can be taken`);
    const balance = changePoints(tx, id, amount, 'adminAdjust', now, null, reason);
    audit(tx, now, 'user.points', { type: 'user', id }, { balance: user.pointBalance }, { balance, amount, reason });
    return { balance };
  });
}

/** Every sign-in of the member ends at once; signing in is refused until the end. */
export function suspend(db: Db, id: number, days: number, reason: string, now: number) {
  return db.transaction((tx) => {
    const user = findUser(tx, id);
    const after = tx
      .update(users)
      .set({ suspendedUntil: now + days * DAY_MS, suspendReason: reason })
      .where(eq(users.id, id))
      .returning()
      .get()!;
    revokeUser(tx, id, now);
    audit(tx, now, 'user.suspend', { type: 'user', id }, accountState(user, now), accountState(after, now));
    return accountState(after, now);
  });
}

/** Ends a suspension, and brings a withdrawn account back (the "contact the administrator" path). */
export function reinstate(db: Db, id: number, now: number) {
  return db.transaction((tx) => {
    const user = findUser(tx, id);
    const before = accountState(user, now);
    if (before.status === 'active' && before.suspendedUntil === null)
      fail('VALIDATION', `user ${id} is neither suspended nor withdrawn`);
    const after = tx
      .update(users)
      .set({ status: 'active', withdrawnAt: null, suspendedUntil: null, suspendReason: null })
      .where(eq(users.id, id))
      .returning()
      .get()!;
    audit(tx, now, 'user.reinstate', { type: 'user', id }, before, accountState(after, now));
    return accountState(after, now);
  });
}

/** By e-mail or nickname (part of either); every member when the query is empty, 50 at most. */
export function searchUsers(db: Db, query: string, now: number): AdminUser[] {
  const words = query.trim();
  const pattern = `%${words.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = db
    .select({
      user: users,
      orderCount: sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = "users"."id")`,
      reportsMade: sql<number>`(SELECT count(*) FROM ${reports} r WHERE r.user_id = "users"."id")`,
    })
    .from(users)
    .where(
      words
        ? or(sql`${users.email} LIKE ${pattern} ESCAPE '\\'`, sql`${users.nickname} LIKE ${pattern} ESCAPE '\\'`)
        : undefined,
    )
    .orderBy(users.id)
    .limit(50)
    .all();
  const against = reportsAgainst(
    db,
    rows.map((r) => r.user.id),
  );
  return rows.map(({ user: u, orderCount, reportsMade }) => {
    const state = accountState(u, now);
    return {
      id: u.id,
      email: u.email,
      nickname: u.nickname,
      status: state.status === 'active' && state.suspendedUntil !== null ? 'suspended' : state.status,
      suspendedUntil: state.suspendedUntil,
      pointBalance: u.pointBalance,
      orderCount,
      reportsMade,
      reportsAgainst: against.get(u.id) ?? 0,
    };
  });
}
