import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { regions, socialAccounts, themes, userRegions, userThemes, users } from '../../db/schema';
import type { SocialProvider } from '../../src/shared/api/auth';
import type { ParsedRequestOf } from '../../src/shared/endpoint';
import type { api } from '../../src/shared/api';
import { REWARDS, type Language } from '../../src/shared/constants';
import { FIELD_MESSAGES } from '../../src/shared/validation-messages';
import type { AppDeps } from '../deps';
import { AppError, fail } from '../lib/errors';
import { text } from './auth-text';
import {
  dropSocialToken,
  issueSocialToken,
  readSocialToken,
  redeemAuthorizationCode,
  type SocialIdentity,
} from './oauth';
import { dummyHash, hashPassword, needsRehash, passwordLengthOk, verifyPassword } from './passwords';
import { changePoints } from './points';
import { readUpload, storeImage } from './images';
import { usableNickname } from './user';
import { deviceCookieFor, loginAttempt, loginFailed, loginSucceeded, loginWaitMs } from './login-throttle';
import { LIMITS, longestWait, recordHit, retryAfterMs } from './rate-limit';
import { startSession, revokeUser, type SessionIO } from './session';
import { isVerified } from './verification';

type JoinBody = ParsedRequestOf<typeof api.auth.joinUser>;

/** The ledger reasons of a join, in order: the bonus, then one row per tutorial answer. */
export const TUTORIAL_REASONS = ['tutorialTheme', 'tutorialRegion', 'tutorialAge', 'tutorialGender'] as const;

const findUserByEmail = (db: Db, email: string) => db.select().from(users).where(eq(users.email, email)).get();

/**
 * Truthful (the join screen must say an e-mail is taken), so limited per address instead: a list
 * of e-mails is checked at 30 an hour.
 */
export function checkEmail(deps: AppDeps, lang: Language, email: string, address: string): { available: true } {
  const wait = retryAfterMs(deps, LIMITS.checkEmailPerAddress, address);
  if (wait > 0) fail('RATE_LIMITED', text(lang).rateLimited(Math.ceil(wait / 1000)));
  recordHit(deps, LIMITS.checkEmailPerAddress, address);
  if (findUserByEmail(deps.store.db, email)) fail('EMAIL_TAKEN');
  return { available: true };
}

export function checkNickname(db: Db, lang: Language, nickname: string): { available: true } {
  usableNickname(db, lang, nickname);
  return { available: true };
}

/** The decrypted password; an unknown (rotated away) key or bad ciphertext is a VALIDATION refusal. */
function decryptPassword(deps: AppDeps, lang: Language, keyId: string, encrypted: string): string {
  try {
    return deps.passwordKeys.decrypt(keyId, encrypted);
  } catch (err) {
    if (err instanceof AppError) fail('VALIDATION', text(lang).keyExpired);
    throw err;
  }
}

/** A new password: decrypted, and 6-12 characters. */
function readNewPassword(deps: AppDeps, lang: Language, keyId: string, encrypted: string): string {
  const password = decryptPassword(deps, lang, keyId, encrypted);
  if (!passwordLengthOk(password)) fail('VALIDATION', FIELD_MESSAGES[lang]['password.length']);
  return password;
}

const isUniqueViolation = (err: unknown, column: string) =>
  err instanceof Error &&
  (err as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  err.message.includes(column);

/**
 * Creates the account with its tutorial answers and credits 5,000 + 4 x 100 points as separate
 * ledger rows. E-mail joins need a verified address; social joins bring their provider's pass.
 * Checks run first for clear answers; the unique indexes settle concurrent joins (one wins).
 */
export async function joinUser(
  deps: AppDeps,
  session: SessionIO,
  lang: Language,
  body: JoinBody,
): Promise<{ access: string }> {
  const db = deps.store.db;
  const now = deps.clock.now();
  const social = body.socialToken !== undefined ? readSocialToken(deps, body.socialToken) : null;
  if (body.socialToken !== undefined && !social) fail('VALIDATION', text(lang).socialFailed);

  const nickname = usableNickname(db, lang, body.nickname);
  if (body.themeIds.length === 0 || body.regionIds.length === 0 || body.ageGroup === null || body.gender === null)
    fail('NO_TUTORIAL_DATA');
  if (!body.consents.privacy || !body.consents.terms) fail('VALIDATION', text(lang).consentsRequired);

  const email = social ? social.email : body.email!;
  const passwordHash = social
    ? null
    : await hashPassword(readNewPassword(deps, lang, body.keyId!, body.password!), deps.config.scrypt);
  if (email !== null && findUserByEmail(db, email)) fail('EMAIL_TAKEN');
  if (!social && !isVerified(db, email!, now)) fail('EMAIL_NOT_VERIFIED');

  const themeIds = [...new Set(body.themeIds)];
  const regionIds = [...new Set(body.regionIds)];
  if (db.select({ id: themes.id }).from(themes).where(inArray(themes.id, themeIds)).all().length !== themeIds.length)
    fail('VALIDATION', text(lang).unknownTheme);
  if (
    db.select({ id: regions.id }).from(regions).where(inArray(regions.id, regionIds)).all().length !== regionIds.length
  )
    fail('VALIDATION', text(lang).unknownRegion);
  const profileUpload = body.profileImage ? await readUpload(db, body.profileImage, lang) : null;

  let userId: number;
  try {
    userId = db.transaction((tx) => {
      const id = tx
        .insert(users)
        .values({
          email,
          passwordHash,
          nickname,
          signupPath: social ? social.provider : 'email',
          ageGroup: body.ageGroup,
          gender: body.gender,
          language: body.language,
          nationality: body.nationality,
          consentPrivacy: body.consents.privacy,
          consentTerms: body.consents.terms,
          consentMarketing: body.consents.marketing,
          createdAt: now,
        })
        .returning({ id: users.id })
        .get().id;
      // The picture sent at join is the new member's own upload, charged to them (decision 124).
      if (profileUpload)
        tx.update(users)
          .set({ profileImage: storeImage(tx, profileUpload, now, id) })
          .where(eq(users.id, id))
          .run();
      tx.insert(userThemes)
        .values(themeIds.map((themeId) => ({ userId: id, themeId })))
        .run();
      tx.insert(userRegions)
        .values(regionIds.map((regionId) => ({ userId: id, regionId })))
        .run();
      if (social)
        tx.insert(socialAccounts)
          .values({ provider: social.provider, subject: social.subject, userId: id, createdAt: now })
          .run();
      changePoints(tx, id, REWARDS.joinBonus, 'join', now);
      for (const reason of TUTORIAL_REASONS) changePoints(tx, id, REWARDS.tutorialAnswer, reason, now);
      return id;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users.email')) fail('EMAIL_TAKEN');
    if (isUniqueViolation(err, 'users.nickname')) fail('NICKNAME_TAKEN');
    if (err instanceof Error && (err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT') && social)
      fail('EMAIL_TAKEN');
    throw err;
  }
  if (body.socialToken !== undefined) dropSocialToken(deps, body.socialToken);
  return { access: await startSession(deps, session, userId, body.keepLoggedIn ?? true) };
}

/**
 * E-mail login. A password no account can have (outside 6-12 characters) is refused before
 * anything is counted or hashed. Failures slow down the next tries of the browser's own budget
 * when it signed in to this account before, otherwise the budget all untrusted clients share for
 * the e-mail (services/login-throttle.ts). An unknown e-mail is checked against a dummy hash, so
 * its refusal takes as long as a wrong password's. A withdrawn account, with the right password,
 * is told to contact the administrator (WITHDRAWN).
 */
export async function loginEmail(
  deps: AppDeps,
  session: SessionIO,
  lang: Language,
  body: ParsedRequestOf<typeof api.auth.loginEmail>,
): Promise<{ access: string }> {
  const password = decryptPassword(deps, lang, body.keyId, body.password);
  if (!passwordLengthOk(password)) return fail('LOGIN_FAILED');
  const attempt = loginAttempt(deps, body.email, session.deviceCookie(), session.address);
  const wait = loginWaitMs(deps, attempt);
  if (wait > 0) fail('RATE_LIMITED', text(lang).rateLimited(Math.ceil(wait / 1000)));
  const user = findUserByEmail(deps.store.db, body.email);
  const credential = await matchCredential(deps, user, password);
  if (!user || !credential) {
    loginFailed(deps, attempt);
    return fail('LOGIN_FAILED');
  }
  loginSucceeded(deps, attempt);
  if (user.status === 'withdrawn') return fail('WITHDRAWN');
  refuseSuspended(deps, lang, user);
  await settleCredentials(deps, user, credential, password);
  session.setDeviceCookie(deviceCookieFor(deps, body.email));
  return { access: await startSession(deps, session, user.id, body.keepLoggedIn) };
}

type User = NonNullable<ReturnType<typeof findUserByEmail>>;

/** Suspended by an operator: refused with its own code, the end date and whom to contact. */
function refuseSuspended(deps: AppDeps, lang: Language, user: { suspendedUntil: number | null }): void {
  if (user.suspendedUntil !== null && user.suspendedUntil > deps.clock.now())
    fail('SUSPENDED', text(lang).suspended(user.suspendedUntil));
}

/**
 * Which of the member's credentials the password is: a live temporary one (checked first: it is
 * what someone who just asked for it types), the password, or none.
 */
async function matchCredential(
  deps: AppDeps,
  user: User | undefined,
  password: string,
): Promise<'password' | 'temporary' | null> {
  const tempLive = user?.tempPasswordHash && (user.tempPasswordExpiresAt ?? 0) > deps.clock.now();
  if (tempLive && (await verifyPassword(password, user.tempPasswordHash))) return 'temporary';
  const stored = user?.passwordHash ?? null;
  return (await verifyPassword(password, stored ?? (await dummyHash(deps.config.scrypt)))) && stored
    ? 'password'
    : null;
}

/**
 * After a sign-in: a temporary password used becomes the password, and the member's other
 * sign-ins end (whoever knew the old one is out); the password used discards a pending temporary
 * one (someone else asked for it). An older hash is upgraded to today's parameters.
 */
async function settleCredentials(
  deps: AppDeps,
  user: User,
  credential: 'password' | 'temporary',
  password: string,
): Promise<void> {
  const db = deps.store.db;
  if (credential === 'temporary') {
    db.transaction((tx) => {
      tx.update(users)
        .set({ passwordHash: user.tempPasswordHash, tempPasswordHash: null, tempPasswordExpiresAt: null })
        .where(eq(users.id, user.id))
        .run();
      revokeUser(tx, user.id, deps.clock.now());
    });
    return;
  }
  const passwordHash = needsRehash(user.passwordHash, deps.config.scrypt)
    ? await hashPassword(password, deps.config.scrypt)
    : user.passwordHash;
  if (passwordHash === user.passwordHash && user.tempPasswordHash === null) return;
  // Only if the hash is still the one verified: a sign-in with the temporary password meanwhile wins.
  db.update(users)
    .set({ passwordHash, tempPasswordHash: null, tempPasswordExpiresAt: null })
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash!)))
    .run();
}

const TEMP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const TEMP_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Mails a temporary password, valid 24 hours, as a second credential: the password keeps working
 * (anyone may ask for a mail to anyone's address), and the first sign-in with either settles it.
 * A new request replaces an earlier temporary password. Every e-mail gets the same answer: one
 * with no account (or a withdrawn one) gets no mail, a Google or Apple member a mail saying so.
 */
export async function sendTempPassword(
  deps: AppDeps,
  lang: Language,
  email: string,
  address: string,
): Promise<{ sent: true }> {
  const db = deps.store.db;
  // Counted per address and recipient together, so a stranger's requests never spend the owner's;
  // past a limit a request is accepted and mails nothing, so nobody learns of the limit either.
  const checks = [
    [LIMITS.mailPerEmail, `${email} ${address}`],
    [LIMITS.mailPerAddress, address],
  ] as const;
  if (longestWait(deps, checks) > 0) return { sent: true };
  for (const [limit, key] of checks) recordHit(deps, limit, key);
  const user = findUserByEmail(db, email);
  const password = Array.from({ length: 10 }, () => TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]).join('');
  // Hashed whoever asks, so that neither the answer nor its time tells a member from anyone else.
  const tempPasswordHash = await hashPassword(password, deps.config.scrypt);
  if (user?.status !== 'active') return { sent: true };
  if (user.signupPath !== 'email') {
    const mail = text(lang).mail;
    const provider = user.signupPath === 'google' ? 'Google' : 'Apple';
    deps.mailer.send(db, {
      to: email,
      kind: 'socialAccount',
      subject: mail.tempSubject,
      body: mail.socialBody(provider),
    });
    return { sent: true };
  }
  db.transaction((tx) => {
    tx.update(users)
      .set({ tempPasswordHash, tempPasswordExpiresAt: deps.clock.now() + TEMP_PASSWORD_TTL_MS })
      .where(eq(users.id, user.id))
      .run();
    const mail = text(lang).mail;
    deps.mailer.send(tx, {
      to: email,
      kind: 'tempPassword',
      subject: mail.tempSubject,
      body: mail.tempBody(password),
      code: password,
    });
  });
  return { sent: true };
}

export type SocialOutcome =
  | { status: 'signedIn'; userId: number }
  | { status: 'needsJoin'; socialToken: string; email: string | null; name: string };

/**
 * The provider's code for a known social account signs it in; a new one gets a join pass. An
 * e-mail already joined another way is refused (EMAIL_TAKEN), never linked silently.
 */
export function socialSignIn(
  deps: AppDeps,
  lang: Language,
  provider: SocialProvider,
  code: string,
  redirectUri: string | undefined,
): SocialOutcome {
  const identity: SocialIdentity | null = redeemAuthorizationCode(deps, provider, code, redirectUri);
  if (!identity) return fail('LOGIN_FAILED', text(lang).socialFailed);
  const db = deps.store.db;
  const linked = db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, identity.subject)))
    .get();
  if (linked) {
    const user = db
      .select({ status: users.status, suspendedUntil: users.suspendedUntil })
      .from(users)
      .where(eq(users.id, linked.userId))
      .get();
    if (user?.status !== 'active') return fail('WITHDRAWN');
    refuseSuspended(deps, lang, user);
    return { status: 'signedIn', userId: linked.userId };
  }
  if (identity.email && findUserByEmail(db, identity.email)) return fail('EMAIL_TAKEN', text(lang).socialEmailTaken);
  return {
    status: 'needsJoin',
    socialToken: issueSocialToken(deps, identity),
    email: identity.email,
    name: identity.name,
  };
}
