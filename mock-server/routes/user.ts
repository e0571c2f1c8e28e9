import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { attend, attendanceState } from '../services/attendance';
import { monthlyActivity } from '../services/missions';
import { pointHistory, pointSummary } from '../services/points';
import { revokeUser } from '../services/session';
import { saveUserInfo, setProfileImage, userInfo } from '../services/user';
import type { DomainHandlers } from './handler';

export const userHandlers: DomainHandlers<'user'> = {
  userPoint: ({ db, userId }) => pointSummary(db, userId),
  userProfileImage: ({ db, deps, userId, body }) => setProfileImage(db, userId, body.image, deps.clock.now()),
  userAttendance: ({ db, deps, userId, body }) =>
    (body.draw ? attend(db, userId, deps.clock.now()) : attendanceState(db, userId, deps.clock.now())),
  monthlyActivity: ({ db, deps, userId }) => monthlyActivity(db, userId, deps.clock.now()),
  userInfo: ({ db, userId }) => userInfo(db, userId),
  saveUserInfo: ({ db, lang, userId, body }) => saveUserInfo(db, lang, userId, body),
  saveNationality: ({ db, userId, body }) => {
    db.update(users).set({ nationality: body.nationality }).where(eq(users.id, userId)).run();
    return { nationality: body.nationality };
  },
  saveMarketingAgree: ({ db, userId, body }) => {
    db.update(users).set({ consentMarketing: body.agree }).where(eq(users.id, userId)).run();
    return { marketing: body.agree };
  },
  withdraw: ({ db, deps, userId, session }) => {
    const now = deps.clock.now();
    db.transaction((tx) => {
      tx.update(users).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(users.id, userId)).run();
      revokeUser(tx, userId, now);
    });
    session.clearRefreshToken();
    return {};
  },
  pointHistory: ({ db, userId, body }) => pointHistory(db, userId, body.cursor, body.size),
};
