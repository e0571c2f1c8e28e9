import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import type { SessionIO } from '../routes/handler';

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function storeRefresh(db: Db, deps: AppDeps, userId: number, family: string, persistent: boolean): string {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  db.insert(refreshTokens).values({
    tokenHash: digest(token), userId, family, persistent,
    expiresAt: now + deps.config.refreshTtlMs, createdAt: now,
  }).run();
  return token;
}

/** Signs the user in: a new refresh family in the cookie, and an access token to return. */
export async function startSession(deps: AppDeps, session: SessionIO, userId: number, persistent: boolean): Promise<string> {
  const family = randomUUID();
  session.setRefreshToken(storeRefresh(deps.store.db, deps, userId, family, persistent), persistent);
  return deps.tokens.issue({ userId, family });
}

/**
 * Rotates the refresh token: each is good once. A reused one revokes its whole family, since
 * either the client or a thief holds a stale copy.
 */
export async function reissue(deps: AppDeps, session: SessionIO): Promise<void> {
  const presented = session.refreshToken();
  const db = deps.store.db;
  const now = deps.clock.now();
  const row = presented ? db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, digest(presented))).get() : undefined;
  const unusable = !row || row.revokedAt !== null || row.expiresAt <= now;
  if (row && row.usedAt !== null) revokeFamily(db, row.family, now);
  if (unusable || row.usedAt !== null) {
    session.clearRefreshToken();
    throw new AppError('UNAUTHORIZED', 401);
  }
  const claimed = db.update(refreshTokens).set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt))).run();
  if (claimed.changes !== 1) throw new AppError('UNAUTHORIZED', 401);
  session.setRefreshToken(storeRefresh(db, deps, row.userId, row.family, row.persistent), row.persistent);
  session.setAccessHeader(await deps.tokens.issue({ userId: row.userId, family: row.family }));
}

export function revokeFamily(db: Db, family: string, at: number): void {
  db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt))).run();
}

export function revokeUser(db: Db, userId: number, at: number): void {
  db.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt))).run();
}
