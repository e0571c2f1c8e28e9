import { sign, verify } from 'hono/jwt';
import type { Clock } from './clock';

export interface AccessClaims {
  userId: number;
  /** The refresh family of the sign-in, so /logout can revoke it. */
  family: string;
}

/**
 * Signed access tokens. Expiry is checked against the server's movable clock rather than the
 * standard exp claim (which libraries check against the machine's clock).
 */
export interface TokenService {
  issue(claims: AccessClaims): Promise<string>;
  read(token: string): Promise<AccessClaims | null>;
  /** Every token issued so far stops working (the tester's "expire tokens"). */
  expireAll(): void;
}

export function createTokenService(clock: Clock, secret: string, ttlMs: number): TokenService {
  let validFrom = 0;
  let lastIssued = 0;
  return {
    async issue({ userId, family }) {
      // Strictly increasing issue times, so a token issued right after expireAll() is valid.
      const issuedAt = Math.max(clock.now(), lastIssued + 1, validFrom);
      lastIssued = issuedAt;
      return sign({ sub: String(userId), fam: family, iat_ms: issuedAt, exp_ms: issuedAt + ttlMs }, secret, 'HS256');
    },
    async read(token) {
      try {
        const payload = await verify(token, secret, 'HS256');
        const issuedAt = Number(payload.iat_ms);
        if (!(issuedAt >= validFrom) || !(Number(payload.exp_ms) > clock.now())) return null;
        const userId = Number(payload.sub);
        return Number.isInteger(userId) ? { userId, family: String(payload.fam) } : null;
      } catch {
        return null;
      }
    },
    expireAll() {
      validFrom = Math.max(lastIssued + 1, clock.now());
    },
  };
}
