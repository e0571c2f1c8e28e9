import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { attendance, users } from '../../db/schema';
import { seoulDay } from '../lib/clock';
import type { AppDeps } from '../deps';
import { hashPassword } from './passwords';
import { completeMonth, monthlyActivity } from './missions';
import { changePoints } from './points';
import { testUserSpec } from '../../src/shared/control';

/** A name no account has yet: random, checked, so repeated runs on one database never collide. */
function freeNickname(deps: AppDeps): string {
  const taken = deps.store.sqlite.prepare('SELECT 1 FROM users WHERE nickname = ?');
  for (;;) {
    const candidate = `t${randomBytes(4).readUInt32BE().toString(36).slice(0, 5)}`;
    if (!taken.get(candidate)) return candidate;
  }
}

/** A fresh account for a scripted scenario or a browser test that must not share state. */
export async function createTestUser(deps: AppDeps, spec: z.input<typeof testUserSpec>) {
  const input = testUserSpec.parse(spec);
  const now = deps.clock.now();
  const nickname = input.nickname ?? freeNickname(deps);
  const email = `tester-${randomUUID()}@tabi.test`;
  const passwordHash = await hashPassword(input.password, deps.config.scrypt);
  const id = deps.store.db.transaction((tx) => {
    const userId = tx
      .insert(users)
      .values({
        email,
        nickname,
        passwordHash,
        signupPath: 'email',
        language: input.language,
        nationality: input.language === 'ja' ? 'JP' : 'KR',
        ageGroup: '20s',
        gender: 'unknown',
        consentPrivacy: true,
        consentTerms: true,
        createdAt: now,
      })
      .returning({ id: users.id })
      .get().id;
    if (input.points > 0) changePoints(tx, userId, input.points, 'tester', now);
    if (input.missionMet) completeMonth(tx, userId, now, { reward: false });
    if (input.attendedToday)
      tx.insert(attendance)
        .values({ userId, day: seoulDay(now), prize: 0, createdAt: now })
        .run();
    return userId;
  });
  return { id, email, password: input.password, nickname };
}

/**
 * Brings an existing account's missions of this month to their targets (no reward credited), so a
 * tester can open the shop for someone who joined through the app. Null when there is no such user.
 */
export function completeMissions(deps: AppDeps, userId: number) {
  const now = deps.clock.now();
  return deps.store.db.transaction((tx) => {
    if (!tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).get()) return null;
    completeMonth(tx, userId, now, { reward: false });
    return monthlyActivity(tx, userId, now);
  });
}
