import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id } from './common';
import { regions, themes } from './reference';

export type AgeGroup = '10s' | '20s' | '30s' | '40s' | 'over50s';
export type Gender = 'female' | 'male' | 'unknown';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** A mailed temporary password: a second credential until either is used to sign in. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: integer('temp_password_expires_at'),
    nickname: text('nickname').notNull(),
    signupPath: text('signup_path', { enum: ['email', 'google', 'apple'] }).notNull(),
    profileImage: text('profile_image'),
    instagram: text('instagram'),
    ageGroup: text('age_group', { enum: ['10s', '20s', '30s', '40s', 'over50s'] }),
    gender: text('gender', { enum: ['female', 'male', 'unknown'] }),
    language: text('language', { enum: ['ko', 'ja'] })
      .notNull()
      .default('ko'),
    nationality: text('nationality', { enum: ['KR', 'JP'] }),
    consentPrivacy: bool('consent_privacy'),
    consentTerms: bool('consent_terms'),
    consentMarketing: bool('consent_marketing'),
    /** Cached sums of point_ledger, changed only in the transaction that appends to it. */
    pointBalance: integer('point_balance').notNull().default(0),
    pointCumulative: integer('point_cumulative').notNull().default(0),
    status: text('status', { enum: ['active', 'withdrawn'] })
      .notNull()
      .default('active'),
    withdrawnAt: integer('withdrawn_at'),
    /** Suspended by an operator until this moment: sign-in refused, sessions ended. */
    suspendedUntil: integer('suspended_until'),
    suspendReason: text('suspend_reason'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), uniqueIndex('users_nickname_unique').on(t.nickname)],
);

export const socialAccounts = sqliteTable(
  'social_accounts',
  {
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/**
 * The accounts of the mock Google and Apple, apart from ours: the secret its owner set on the
 * consent page is the only way to it (besides the testers' control API).
 */
export const mockProviderAccounts = sqliteTable(
  'mock_provider_accounts',
  {
    provider: text('provider', { enum: ['google', 'apple'] }).notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.email] })],
);

export const userThemes = sqliteTable(
  'user_themes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    themeId: integer('theme_id')
      .notNull()
      .references(() => themes.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.themeId] })],
);

export const userRegions = sqliteTable(
  'user_regions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.regionId] })],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    /** sha256 of the token: the token itself lives only in the cookie. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** One family per sign-in: rotation keeps it, logout and reuse revoke all of it. */
    family: text('family').notNull(),
    persistent: bool('persistent'),
    revokedAt: integer('revoked_at'),
    expiresAt: integer('expires_at').notNull(),
    usedAt: integer('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_user').on(t.userId), index('refresh_tokens_family').on(t.family)],
);

export const verificationCodes = sqliteTable(
  'verification_codes',
  {
    id: id(),
    email: text('email').notNull(),
    code: text('code').notNull(),
    expiresAt: integer('expires_at').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    verifiedAt: integer('verified_at'),
    replacedAt: integer('replaced_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_email').on(t.email)],
);

/** Mails the mock server "sent"; testers read them at /__mock/mailbox. */
export const mails = sqliteTable(
  'mails',
  {
    id: id(),
    to: text('to').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('mails_to').on(t.to)],
);
