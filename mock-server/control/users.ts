import { z } from 'zod';
import { users } from '../../db/schema';
import type { AppDeps } from '../deps';
import { hashPassword } from '../services/passwords';
import { changePoints } from '../services/points';

export const testUserSpec = z.object({
  nickname: z.string().min(3).max(6).optional(),
  language: z.enum(['ko', 'ja']).default('ko'),
  points: z.number().int().min(0).max(10_000_000).default(0),
  password: z.string().min(6).max(12).default('test1234'),
});

let counter = 0;

/** A fresh account for a scripted scenario or a browser test that must not share state. */
export function createTestUser(deps: AppDeps, input: z.infer<typeof testUserSpec>) {
  const now = deps.clock.now();
  counter += 1;
  const suffix = `${now.toString(36).slice(-4)}${counter}`;
  const email = `tester-${suffix}@tabi.test`;
  const nickname = input.nickname ?? `t${suffix}`.slice(0, 6);
  const id = deps.store.db.transaction((tx) => {
    const userId = tx.insert(users).values({
      email, nickname, passwordHash: hashPassword(input.password), signupPath: 'email', language: input.language,
      nationality: input.language === 'ja' ? 'JP' : 'KR', ageGroup: '20s', gender: 'unknown',
      consentPrivacy: true, consentTerms: true, createdAt: now,
    }).returning({ id: users.id }).get().id;
    if (input.points > 0) changePoints(tx, userId, input.points, 'tester', now);
    return userId;
  });
  return { id, email, password: input.password, nickname };
}
