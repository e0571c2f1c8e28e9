import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { feedComments, feeds, placeComments, places, reports, users } from '../../../db/schema';
import type { ReportGroup } from '../../../src/shared/admin';
import { fail } from '../../lib/errors';
import { pageOf } from '../../lib/page';
import { audit } from './audit';

export type ReportTarget = 'feed' | 'feedComment' | 'placeComment';
type Hidden = { hiddenAt: number | null; hiddenReason: string | null };

const TABLES = { feed: feeds, feedComment: feedComments, placeComment: placeComments } as const;

/** The target as the operator and the audit see it, or null when it never existed or was deleted. */
function targetOf(db: Db, type: ReportTarget, id: number) {
  if (type === 'feed') {
    const row = db
      .select({
        title: feeds.title,
        text: feeds.contents,
        userId: feeds.userId,
        hiddenAt: feeds.hiddenAt,
        hiddenReason: feeds.hiddenReason,
        nickname: users.nickname,
      })
      .from(feeds)
      .innerJoin(users, eq(users.id, feeds.userId))
      .where(and(eq(feeds.id, id), isNull(feeds.deletedAt)))
      .get();
    return row ?? null;
  }
  const table = TABLES[type];
  const row = db
    .select({
      text: table.contents,
      userId: table.userId,
      hiddenAt: table.hiddenAt,
      hiddenReason: table.hiddenReason,
      nickname: users.nickname,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.userId))
    .where(and(eq(table.id, id), isNull(table.deletedAt)))
    .get();
  return row ? { ...row, title: null } : null;
}

const hiddenState = (row: Hidden) => ({ hidden: row.hiddenAt !== null, reason: row.hiddenReason });

/**
 * Hides a post or comment from everyone but its author. A hidden comment stops counting in its
 * post's or place's comment count (what readers see matches the list); rewards and missions stay,
 * since hiding is the operators' decision about what others see, not the author undoing the act.
 * Every open report of it is resolved as hidden.
 */
export function hide(db: Db, type: ReportTarget, id: number, reason: string, now: number): { hidden: true } {
  return db.transaction((tx) => {
    const target = targetOf(tx, type, id) ?? fail('NOT_FOUND', `no ${type} ${id}`);
    // Hiding it again only changes the reason its author reads.
    if (target.hiddenAt === null) setHidden(tx, type, id, { hiddenAt: now, hiddenReason: reason });
    else tx.update(TABLES[type]).set({ hiddenReason: reason }).where(eq(TABLES[type].id, id)).run();
    audit(tx, now, `${type}.hide`, { type, id }, hiddenState(target), { hidden: true, reason });
    resolveOpen(tx, type, id, 'hidden', now);
    return { hidden: true as const };
  });
}

export function restore(db: Db, type: ReportTarget, id: number, now: number): { hidden: false } {
  return db.transaction((tx) => {
    const target = targetOf(tx, type, id) ?? fail('NOT_FOUND', `no ${type} ${id}`);
    if (target.hiddenAt === null) fail('VALIDATION', `${type} ${id} is not hidden`);
    setHidden(tx, type, id, { hiddenAt: null, hiddenReason: null });
    audit(tx, now, `${type}.restore`, { type, id }, hiddenState(target), { hidden: false, reason: null });
    return { hidden: false as const };
  });
}

/** Sets the hidden columns and moves the comment count of the comment's post or place with them. */
function setHidden(tx: Db, type: ReportTarget, id: number, value: Hidden): void {
  const step = value.hiddenAt === null ? 1 : -1;
  if (type === 'feed') {
    tx.update(feeds).set(value).where(eq(feeds.id, id)).run();
    return;
  }
  // A comment's parent (post or place) counts it: its counter moves with the comment.
  const [comments, parents, parentId] =
    type === 'feedComment'
      ? ([feedComments, feeds, feedComments.feedId] as const)
      : ([placeComments, places, placeComments.placeId] as const);
  const { parent } = tx.update(comments).set(value).where(eq(comments.id, id)).returning({ parent: parentId }).get()!;
  tx.update(parents)
    .set({ commentCount: sql`max(${parents.commentCount} + ${step}, 0)` })
    .where(eq(parents.id, parent))
    .run();
}

function resolveOpen(tx: Db, type: ReportTarget, id: number, state: 'hidden' | 'dismissed', now: number): number {
  return tx
    .update(reports)
    .set({ state, resolvedAt: now })
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.state, 'open')))
    .run().changes;
}

/** Hide or dismiss what report `reportId` is about: every open report of that target with it. */
export function resolveReport(
  db: Db,
  reportId: number,
  action: 'hide' | 'dismiss',
  reason: string,
  now: number,
): { state: 'hidden' | 'dismissed'; resolved: number } {
  const report =
    db.select().from(reports).where(eq(reports.id, reportId)).get() ?? fail('NOT_FOUND', `no report ${reportId}`);
  if (action === 'hide') {
    const open = openCount(db, report.targetType, report.targetId);
    hide(db, report.targetType, report.targetId, reason, now);
    return { state: 'hidden', resolved: open };
  }
  return db.transaction((tx) => {
    const before = openCount(tx, report.targetType, report.targetId);
    if (before === 0) fail('VALIDATION', `report ${reportId} is already resolved`);
    const resolved = resolveOpen(tx, report.targetType, report.targetId, 'dismissed', now);
    audit(
      tx,
      now,
      'report.dismiss',
      { type: report.targetType, id: report.targetId },
      { openReports: before },
      { openReports: 0, reason },
    );
    return { state: 'dismissed' as const, resolved };
  });
}

const openCount = (db: Db, type: ReportTarget, id: number) =>
  db
    .select({ n: sql<number>`count(*)` })
    .from(reports)
    .where(and(eq(reports.targetType, type), eq(reports.targetId, id), eq(reports.state, 'open')))
    .get()!.n;

/** Reports grouped by what they are about: open groups first, then newest first. */
export function reportGroups(db: Db, state?: 'open' | 'hidden' | 'dismissed'): ReportGroup[] {
  const rows = db.select().from(reports).orderBy(desc(reports.id)).limit(2000).all();
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = `${row.targetType}:${row.targetId}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result = [...groups.values()].map((group): ReportGroup => {
    const newest = group[0]!;
    const target = targetOf(db, newest.targetType, newest.targetId);
    const open = group.some((r) => r.state === 'open');
    return {
      id: newest.id,
      targetType: newest.targetType,
      targetId: newest.targetId,
      count: group.length,
      reasons: [...new Set(group.map((r) => r.reason))],
      state: open ? 'open' : newest.state,
      content: target
        ? { title: target.title, text: target.text.slice(0, 300), hiddenReason: target.hiddenReason }
        : null,
      author: target ? { id: target.userId, nickname: target.nickname } : null,
      lastReportedAt: newest.createdAt,
    };
  });
  return result
    .filter((g) => !state || g.state === state)
    .sort((a, b) => Number(b.state === 'open') - Number(a.state === 'open') || b.lastReportedAt - a.lastReportedAt);
}

/** The member's own reports with the decision, newest first. */
export function myReports(db: Db, userId: number, cursor: number | undefined, size: number) {
  const rows = db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      state: reports.state,
      resolvedAt: reports.resolvedAt,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .where(and(eq(reports.userId, userId), cursor ? sql`${reports.id} < ${cursor}` : undefined))
    .orderBy(desc(reports.id))
    .limit(size + 1)
    .all();
  return pageOf(rows, size);
}

/** Members whose content was reported, for the users search. */
export const reportsAgainst = (db: Db, userIds: number[]) => {
  if (userIds.length === 0) return new Map<number, number>();
  const counts = new Map<number, number>();
  for (const type of ['feed', 'feedComment', 'placeComment'] as const) {
    const table = TABLES[type];
    const rows = db
      .select({ userId: table.userId, n: sql<number>`count(*)` })
      .from(reports)
      .innerJoin(table, and(eq(reports.targetType, type), eq(reports.targetId, table.id)))
      .where(inArray(table.userId, userIds))
      .groupBy(table.userId)
      .all();
    for (const row of rows) counts.set(row.userId, (counts.get(row.userId) ?? 0) + row.n);
  }
  return counts;
};
