import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { attendance, users } from '../../db/schema';
import { seoulDay } from '../lib/clock';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import { completeMonth, monthlyActivity } from '../services/missions';
import { changePoints } from '../services/points';

export const testUserSpec = z.object({
  nickname: z.string().min(3).max(6).optional(),
  language: z.enum(['ko', 'ja']).default('ko'),
  points: z.number().int().min(0).max(10_000_000).default(0),
  password: z.string().min(6).max(12).default('test1234'),
  /** This month's missions already at their targets (no reward credited), so the account may exchange points. */
  missionMet: z.boolean().default(false),
  /**
   * Today's attendance already drawn (prize 0, no points), so the daily draw popup does not cover
   * a scripted scenario; false to test the draw itself.
   */
  attendedToday: z.boolean().default(true),
});

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
