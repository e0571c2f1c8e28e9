import { myReports } from '../services/admin/moderation';
import { attend, attendanceState, prizeDraw } from '../services/attendance';
import { monthlyActivity } from '../services/missions';
import { pointHistory, pointSummary } from '../services/points';
import {
  saveMarketingAgree,
  saveNationality,
  saveUserInfo,
  setProfileImage,
  userInfo,
  withdraw,
} from '../services/user';
import type { DomainHandlers } from './handler';

export const userHandlers: DomainHandlers<'user'> = {
  userPoint: ({ db, userId }) => pointSummary(db, userId),
  userProfileImage: ({ db, deps, userId, lang, body }) =>
    setProfileImage(db, userId, body.image, lang, deps.clock.now()),
  userAttendance: ({ db, deps, userId, body }) =>
    body.draw
      ? attend(db, userId, deps.clock.now(), prizeDraw(deps.random))
      : attendanceState(db, userId, deps.clock.now()),
  monthlyActivity: ({ db, deps, userId }) => monthlyActivity(db, userId, deps.clock.now()),
  userInfo: ({ db, userId }) => userInfo(db, userId),
  saveUserInfo: ({ db, lang, userId, body }) => saveUserInfo(db, lang, userId, body),
  saveNationality: ({ db, userId, body }) => saveNationality(db, userId, body.nationality),
  saveMarketingAgree: ({ db, userId, body }) => saveMarketingAgree(db, userId, body.agree),
  withdraw: ({ db, deps, userId, session }) => {
    withdraw(db, userId, deps.clock.now());
    // The sign-ins are revoked already; the cookie goes so the browser stops sending a dead one.
    session.clearRefreshToken();
    return {};
  },
  pointHistory: ({ db, userId, body }) => pointHistory(db, userId, body.cursor, body.size),
  myReports: ({ db, userId, body }) => myReports(db, userId, body.cursor, body.size),
};
