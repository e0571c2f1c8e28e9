import { desc, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { adminAudit } from '../../../db/schema';
import type { AuditEntry } from '../../../src/shared/admin';

export interface AuditTarget {
  type: string;
  id: number;
}

/** One audit row, written in the action's own transaction: no action without its record. */
export function audit(tx: Db, at: number, action: string, target: AuditTarget, before: unknown, after: unknown): void {
  tx.insert(adminAudit)
    .values({ at, action, targetType: target.type, targetId: target.id, before: before ?? null, after: after ?? null })
    .run();
}

/** Newest first; `before` is the id of the last entry seen. */
export function auditLog(db: Db, limit: number, before?: number): AuditEntry[] {
  return db
    .select()
    .from(adminAudit)
    .where(before ? lt(adminAudit.id, before) : undefined)
    .orderBy(desc(adminAudit.id))
    .limit(limit)
    .all();
}
