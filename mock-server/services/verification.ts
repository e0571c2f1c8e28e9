import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationCodes } from '../../db/schema';
import type { Language } from '../../src/shared/constants';
import type { AppDeps } from '../deps';
import { fail } from '../lib/errors';
import type { Random } from '../lib/random';
import { CODE_LENGTH, text } from './auth-text';
import { LIMITS, longestWait, recordHit } from './rate-limit';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** How long a verified address may be used to join. */
export const VERIFIED_TTL_MS = 60 * 60 * 1000;
/** Letters and digits without the look-alikes (0/O, 1/I/L), so a code read aloud is typed right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** From the server's draws: under --seed a test knows the code it will be mailed (test servers only). */
export const newCode = (random: Random) =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[random.below(ALPHABET.length)]).join('');

/** Refuses with RATE_LIMITED (200, a clear wait time) when any of the limits is spent. */
export function enforceLimits(deps: AppDeps, lang: Language, checks: Parameters<typeof longestWait>[1]): void {
  const wait = longestWait(deps, checks);
  if (wait > 0) fail('RATE_LIMITED', text(lang).rateLimited(Math.ceil(wait / 1000)));
}

/** Mails a new code, which replaces any earlier one for the address. */
export function sendVerificationCode(
  deps: AppDeps,
  lang: Language,
  email: string,
  address: string,
): { expiresAt: number } {
  const checks = [
    [LIMITS.codeCooldown, email],
    [LIMITS.mailPerEmail, email],
    [LIMITS.mailPerAddress, address],
  ] as const;
  enforceLimits(deps, lang, checks);
  for (const [limit, key] of checks) recordHit(deps, limit, key);
  const now = deps.clock.now();
  const code = newCode(deps.random);
  const expiresAt = now + CODE_TTL_MS;
  deps.store.db.transaction((tx) => {
    tx.update(verificationCodes)
      .set({ replacedAt: now })
      .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.replacedAt)))
      .run();
    tx.insert(verificationCodes).values({ email, code, expiresAt, createdAt: now }).run();
    const mail = text(lang).mail;
    deps.mailer.send(tx, {
      to: email,
      kind: 'verification',
      subject: mail.codeSubject,
      body: mail.codeBody(code),
      code,
    });
  });
  return { expiresAt };
}

const currentCode = (db: Db, email: string) =>
  db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.replacedAt)))
    .orderBy(desc(verificationCodes.id))
    .get();

/** INVALID_CODE for a wrong or expired code; CODE_LOCKED once 5 wrong tries were made. */
export function verifyCode(deps: AppDeps, lang: Language, email: string, code: string): { verified: true } {
  const db = deps.store.db;
  const now = deps.clock.now();
  const row = currentCode(db, email);
  if (!row) return fail('INVALID_CODE', text(lang).noCode);
  if (row.failedAttempts >= MAX_WRONG_TRIES) return fail('CODE_LOCKED');
  if (row.verifiedAt !== null) return { verified: true };
  if (row.expiresAt <= now) return fail('INVALID_CODE', text(lang).codeExpired);
  if (row.code !== code.toUpperCase()) {
    const tries = row.failedAttempts + 1;
    db.update(verificationCodes).set({ failedAttempts: tries }).where(eq(verificationCodes.id, row.id)).run();
    return fail(tries >= MAX_WRONG_TRIES ? 'CODE_LOCKED' : 'INVALID_CODE');
  }
  db.update(verificationCodes).set({ verifiedAt: now }).where(eq(verificationCodes.id, row.id)).run();
  return { verified: true };
}

/** The address's current code was verified within the last hour. */
export function isVerified(db: Db, email: string, now: number): boolean {
  const row = currentCode(db, email);
  return row?.verifiedAt != null && row.verifiedAt > now - VERIFIED_TTL_MS;
}
