import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { preparedSql, type Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import type { AppDeps } from '../deps';
import { AppError } from '../lib/errors';
import type { AccessClaims } from '../lib/tokens';

/**
 * What a service may do to the HTTP exchange (cookie, header, address) without knowing HTTP;
 * routes/register.ts makes one per call.
 */
export interface SessionIO {
  refreshToken(): string | undefined;
  setRefreshToken(token: string, persistent: boolean): void;
  clearRefreshToken(): void;
  setAccessHeader(token: string): void;
  /** The `access` header as sent, live or not (logout ends the sign-in of a stale one too). */
  accessToken(): string | undefined;
  /** The browser's device cookie (services/login-throttle.ts), as sent. */
  deviceCookie(): string | undefined;
  setDeviceCookie(value: string): void;
  /** Where the call comes from, for rate limits: an address, an IPv6 one as its /64. */
  address: string;
}

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

function storeRefresh(
  db: Db,
  deps: AppDeps,
  row: { userId: number; family: string; persistent: boolean; expiresAt: number },
): string {
  const token = randomBytes(32).toString('base64url');
  db.insert(refreshTokens)
    .values({ tokenHash: digest(token), ...row, createdAt: deps.clock.now() })
    .run();
  return token;
}

/**
 * Signs the user in: a new refresh family in the cookie, and an access token to return. With
 * keep-logged-in the refresh token lives 30 days and each reissue renews that; without, the
 * cookie is a session cookie and the sign-in ends 12 hours after it began, whatever the browser
 * keeps (a shared computer left open).
 */
export async function startSession(
  deps: AppDeps,
  session: SessionIO,
  userId: number,
  persistent: boolean,
): Promise<string> {
  const family = randomUUID();
  const expiresAt = deps.clock.now() + (persistent ? deps.config.refreshTtlMs : deps.config.sessionRefreshTtlMs);
  session.setRefreshToken(storeRefresh(deps.store.db, deps, { userId, family, persistent, expiresAt }), persistent);
  return deps.tokens.issue({ userId, family });
}

/**
 * Rotates the refresh token: each is good once. A reused one revokes its whole family, since
 * either the client or a thief holds a stale copy; the family's access tokens end with it.
 */
export async function reissue(deps: AppDeps, session: SessionIO): Promise<void> {
  const presented = session.refreshToken();
  const db = deps.store.db;
  const now = deps.clock.now();
  const row = presented
    ? db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, digest(presented)))
        .get()
    : undefined;
  const unusable = !row || row.revokedAt !== null || row.expiresAt <= now;
  if (row && row.usedAt !== null) revokeFamily(db, row.family, now);
  if (unusable || row.usedAt !== null) {
    session.clearRefreshToken();
    throw new AppError('UNAUTHORIZED', 401);
  }
  const claimed = db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tokenHash, row.tokenHash), isNull(refreshTokens.usedAt)))
    .run();
  if (claimed.changes !== 1) throw new AppError('UNAUTHORIZED', 401);
  const expiresAt = row.persistent ? now + deps.config.refreshTtlMs : row.expiresAt;
  session.setRefreshToken(
    storeRefresh(db, deps, { userId: row.userId, family: row.family, persistent: row.persistent, expiresAt }),
    row.persistent,
  );
  session.setAccessHeader(await deps.tokens.issue({ userId: row.userId, family: row.family }));
}

/**
 * Logout. The refresh cookie's path is /api/auth, so a browser never sends it to /logout: the
 * sign-in is found from the access token, even an expired one (its signature is still ours), and
 * from the cookie when a client does send it.
 */
export async function endSession(deps: AppDeps, session: SessionIO): Promise<void> {
  const db = deps.store.db;
  const now = deps.clock.now();
  const token = session.accessToken();
  const claims = token ? await deps.tokens.readSigned(token) : null;
  if (claims) revokeFamily(db, claims.family, now);
  const presented = session.refreshToken();
  const row = presented
    ? db
        .select({ family: refreshTokens.family })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, digest(presented)))
        .get()
    : undefined;
  if (row) revokeFamily(db, row.family, now);
  session.clearRefreshToken();
}

export function revokeFamily(db: Db, family: string, at: number): void {
  db.update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)))
    .run();
}

/** Every sign-in of the member ends: refresh tokens and, through the auth middleware, access tokens. */
export function revokeUser(db: Db, userId: number, at: number): void {
  db.update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
    .run();
}
/**
 * Asked on every call, never cached: the member is active and the token's sign-in still has an
 * unrevoked refresh row of that member (logout, refresh-token reuse, a new password and withdrawal
 * revoke it; a reset or restore removes it), so those end a token at once rather than when its 15
 * minutes run out, and a token whose sign-in this database never held is never live.
 */
export function signInIsLive(db: Db, claims: AccessClaims): boolean {
  const row = preparedSql(
    db,
    `SELECT u.status AS status,
    EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.family = ? AND r.user_id = u.id AND r.revoked_at IS NULL) AS live
    FROM users u WHERE u.id = ?`,
  ).get(claims.family, claims.userId) as { status: string; live: number } | undefined;
  return row?.status === 'active' && row.live === 1;
}
