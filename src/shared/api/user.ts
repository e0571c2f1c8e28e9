import { z } from 'zod';
import { AGE_GROUPS, GENDERS, MISSIONS, NATIONALITIES } from '../constants';
import { endpoint, fields, none, page, PROFILE_IMAGE_MAX_CHARS } from '../endpoint';
import { nicknameField } from './auth';
import { picture } from '../picture-field';

export const pointSummary = z.object({
  balance: z.number(),
  cumulative: z.number(),
  earned: z.number(),
  used: z.number(),
});

/** An Instagram handle or profile address; stored as the handle. */
export const instagramField = z
  .string()
  .trim()
  .regex(/^(?:(?:https?:\/\/)?(?:www\.)?instagram\.com\/)?@?[A-Za-z0-9._]{1,30}\/?$/, { error: 'instagram' });

export const userInfo = z.object({
  id: z.number(),
  email: z.string().nullable(),
  nickname: z.string(),
  signupPath: z.enum(['email', 'google', 'apple']),
  profileImage: picture().nullable(),
  instagram: z.string().nullable(),
  themeIds: z.array(z.number()),
  regionIds: z.array(z.number()),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  gender: z.enum(GENDERS).nullable(),
  language: fields.language,
  nationality: z.enum(NATIONALITIES).nullable(),
  consents: z.object({ privacy: z.boolean(), terms: z.boolean(), marketing: z.boolean() }),
});

export const attendanceState = z.object({
  /** The server's Seoul calendar day the answer is about. */
  day: fields.date,
  attendedToday: z.boolean(),
  /** Today's prize once drawn, else null. */
  prize: z.number().nullable(),
  /** Every prize the draw can give, smallest first. */
  prizes: z.array(z.number()),
  balance: z.number(),
});

export const monthlyActivity = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  missions: z.array(
    z.object({ mission: z.enum(MISSIONS), count: z.number(), target: z.number(), completed: z.boolean() }),
  ),
  /** Every mission at its target: exchanging points is open for the rest of the month. */
  met: z.boolean(),
  reward: z.number(),
  rewarded: z.boolean(),
});

export const pointEntry = z.object({
  id: z.number(),
  amount: z.number(),
  /** join, tutorialTheme, tutorialRegion, tutorialAge, tutorialGender, firstPost, comment, attendance, monthlyMission, order, tester, … */
  reason: z.string(),
  /** An operator's words for the member: why points were adjusted or an order cancelled. */
  note: z.string().nullable(),
  createdAt: z.number(),
});

/** A report the member made, and what the operators decided about it. */
export const myReport = z.object({
  id: z.number(),
  targetType: z.enum(['feed', 'feedComment', 'placeComment']),
  targetId: z.number(),
  reason: z.string(),
  /** open: not looked at yet; hidden: the content was taken down; dismissed: it stays. */
  state: z.enum(['open', 'hidden', 'dismissed']),
  resolvedAt: z.number().nullable(),
  createdAt: z.number(),
});

export const user = {
  userPoint: endpoint({
    path: '/api/user/user-point',
    access: 'user',
    summary: 'Balance, cumulative, earned and used points',
    request: none,
    response: pointSummary,
  }),
  userProfileImage: endpoint({
    path: '/api/user/user-profile-image',
    access: 'user',
    errors: ['STORAGE_FULL'],
    summary: 'Sets (a data URL) or removes (null) the profile image',
    request: z
      .object({ image: z.string().max(PROFILE_IMAGE_MAX_CHARS, { error: 'image.invalid' }).nullable() })
      .strict(),
    response: z.object({ profileImage: picture().nullable() }),
    maxBodyBytes: PROFILE_IMAGE_MAX_CHARS + 1024,
  }),
  userAttendance: endpoint({
    changesPoints: true,
    path: '/api/user/user-attendance',
    access: 'user',
    errors: ['ALREADY_ATTENDED'],
    summary:
      "The daily attendance gift draw: `draw: false` only reads today's state; a second draw on the same Seoul day is ALREADY_ATTENDED",
    request: z.object({ draw: z.boolean().default(true) }).strict(),
    response: attendanceState,
  }),
  monthlyActivity: endpoint({
    path: '/api/user/monthly-activity',
    access: 'user',
    summary:
      "This Seoul month's missions and progress; met = every mission at its target (write feed 1, write comment 3, set bookmark 3, applaud 5), rewarded once with 1,000 points; progress resets each month",
    request: none,
    response: monthlyActivity,
  }),
  userInfo: endpoint({
    path: '/api/user/user-info',
    access: 'user',
    summary: "The signed-in user's profile",
    request: none,
    response: userInfo,
  }),
  saveUserInfo: endpoint({
    path: '/api/user/save-user-info',
    access: 'user',
    errors: ['NICKNAME_TAKEN'],
    summary: 'Saves the profile fields; answers the saved profile',
    request: z
      .object({
        nickname: nicknameField,
        instagram: instagramField.nullable(),
        themeIds: z.array(fields.id).max(20),
        regionIds: z.array(fields.id).max(8),
        ageGroup: z.enum(AGE_GROUPS).nullable(),
        gender: z.enum(GENDERS).nullable(),
      })
      .strict(),
    response: userInfo,
  }),
  saveNationality: endpoint({
    path: '/api/user/save-nationality',
    access: 'user',
    summary: 'Saves the nationality',
    request: z.object({ nationality: z.enum(NATIONALITIES) }).strict(),
    response: z.object({ nationality: z.enum(NATIONALITIES) }),
  }),
  saveMarketingAgree: endpoint({
    path: '/api/user/save-marketing-agree',
    access: 'user',
    summary: 'Marketing consent on or off',
    request: z.object({ agree: z.boolean() }).strict(),
    response: z.object({ marketing: z.boolean() }),
  }),
  withdraw: endpoint({
    path: '/api/user/withdraw',
    access: 'user',
    session: { readsRefreshCookie: true, setsRefreshCookie: true },
    summary: 'Withdraws the account',
    request: z.object({}),
    response: z.object({}),
  }),
  myReports: endpoint({
    path: '/api/user/my-reports',
    extension: true,
    access: 'user',
    summary: "The member's reports, newest first, with the operators' decision, paged by cursor",
    request: z.object({ cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(myReport),
  }),
  pointHistory: endpoint({
    path: '/api/point/point-history',
    access: 'user',
    summary: 'Point ledger entries, newest first, paged by cursor',
    request: z.object({ cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(pointEntry),
  }),
};
