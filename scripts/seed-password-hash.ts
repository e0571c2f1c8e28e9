/**
 * Writes db/seed/password-hash.ts: the demo password hashed once at today's cost (SCRYPT_PARAMS),
 * so that seeded members sign in at the same cost as everyone else while seeding stays fast.
 * Run after changing SCRYPT_PARAMS or the demo password: npm run seed:password-hash
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts';
import { SCRYPT_PARAMS, hashPasswordSync } from '../mock-server/services/passwords';

const hash = hashPasswordSync(DEMO_ACCOUNTS[0].password, randomBytes(16), SCRYPT_PARAMS);
writeFileSync(
  new URL('../db/seed/password-hash.ts', import.meta.url),
  `/** The demo password at today's hashing cost, made by scripts/seed-password-hash.ts (decision 020). */\n` +
    `export const SEEDED_PASSWORD_HASH =\n  '${hash}';\n`,
);
