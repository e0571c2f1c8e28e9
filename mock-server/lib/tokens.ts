import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import type { Clock } from './clock';

export interface AccessClaims {
  userId: number;
  /** The refresh family of the sign-in: revoking it ends this token too (see the auth middleware). */
  family: string;
}

/**
 * Signed access tokens. Expiry is checked against the server's movable clock rather than the
 * standard exp claim (which libraries check against the machine's clock).
 */
export interface TokenService {
  issue(claims: AccessClaims): Promise<string>;
  read(token: string): Promise<AccessClaims | null>;
  /** The claims of any token this server signed, live or not: whose sign-in a stale token was. */
  readSigned(token: string): Promise<AccessClaims | null>;
  /** Every token issued so far stops working (the tester's "expire tokens"). */
  expireAll(): void;
  /**
   * A new signing secret: no token signed before verifies any more, not even for logout. Reset,
   * restore and the kiosk's reset do this, so a token of the data before never names a member of
   * the data after.
   */
  rotateSecret(): void;
}

interface Verified {
  claims: AccessClaims;
  issuedAt: number;
  expiresAt: number;
}

/** Verified signatures are remembered (bounded): checking one costs more than the rest of a small call. */
const VERIFIED_CACHE_SIZE = 10_000;

export const randomSecret = (): string => randomBytes(32).toString('hex');

export function createTokenService(clock: Clock, ttlMs: number, secret = randomSecret()): TokenService {
  let validFrom = 0;
  let lastIssued = 0;
  const verified = new Map<string, Verified>();

  async function verifySignature(token: string): Promise<Verified | null> {
    try {
      const payload = await verify(token, secret, 'HS256');
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId)) return null;
      return {
        claims: { userId, family: String(payload.fam) },
        issuedAt: Number(payload.iat_ms),
        expiresAt: Number(payload.exp_ms),
      };
    } catch {
      return null;
    }
  }

  /**
   * The cache holds signatures only: whether the sign-in is still live (logout, reuse, withdrawal)
   * is the auth middleware's question, asked of the database on every call.
   */
  async function verifiedEntry(token: string): Promise<Verified | null> {
    let entry = verified.get(token);
    if (!entry) {
      const checked = await verifySignature(token);
      if (!checked) return null;
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
      verified.set(token, (entry = checked));
    }
    return entry;
  }

  return {
    async issue({ userId, family }) {
      // Strictly increasing issue times, so a token issued right after expireAll() is valid.
      const issuedAt = Math.max(clock.now(), lastIssued + 1, validFrom);
      lastIssued = issuedAt;
      return sign({ sub: String(userId), fam: family, iat_ms: issuedAt, exp_ms: issuedAt + ttlMs }, secret, 'HS256');
    },
    async read(token) {
      const entry = await verifiedEntry(token);
      if (!entry || !(entry.issuedAt >= validFrom) || !(entry.expiresAt > clock.now())) return null;
      return entry.claims;
    },
    async readSigned(token) {
      return (await verifiedEntry(token))?.claims ?? null;
    },
    expireAll() {
      validFrom = Math.max(lastIssued + 1, clock.now());
    },
    rotateSecret() {
      secret = randomSecret();
      verified.clear();
    },
  };
}
