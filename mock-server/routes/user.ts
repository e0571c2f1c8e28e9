import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { pointSummary } from '../services/points';
import { revokeUser } from '../services/session';
import type { DomainHandlers } from './handler';

export const userHandlers: DomainHandlers<'user'> = {
  userPoint: ({ db, userId }) => pointSummary(db, userId),
  withdraw: ({ db, deps, userId, session }) => {
    const now = deps.clock.now();
    db.transaction((tx) => {
      tx.update(users).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(users.id, userId)).run();
      revokeUser(tx, userId, now);
    });
    session.clearRefreshToken();
    return {};
  },
};
