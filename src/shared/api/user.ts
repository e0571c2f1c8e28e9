import { z } from 'zod';
import { endpoint, none, undesigned } from '../endpoint';

export const pointSummary = z.object({ balance: z.number(), cumulative: z.number(), earned: z.number(), used: z.number() });

export const user = {
  userPoint: endpoint({
    path: '/api/user/user-point', access: 'user', summary: 'Balance, cumulative, earned and used points',
    request: none, response: pointSummary,
  }),
  userProfileImage: endpoint({ path: '/api/user/user-profile-image', access: 'user', summary: 'Sets the profile image', request: undesigned, response: z.unknown() }),
  userAttendance: endpoint({ path: '/api/user/user-attendance', access: 'user', summary: 'The daily attendance gift draw', request: undesigned, response: z.unknown() }),
  monthlyActivity: endpoint({ path: '/api/user/monthly-activity', access: 'user', summary: 'This month\'s missions and progress', request: undesigned, response: z.unknown() }),
  userInfo: endpoint({ path: '/api/user/user-info', access: 'user', summary: 'The signed-in user\'s profile', request: undesigned, response: z.unknown() }),
  saveUserInfo: endpoint({ path: '/api/user/save-user-info', access: 'user', summary: 'Saves profile fields', request: undesigned, response: z.unknown() }),
  saveNationality: endpoint({ path: '/api/user/save-nationality', access: 'user', summary: 'Saves the nationality', request: undesigned, response: z.unknown() }),
  saveMarketingAgree: endpoint({ path: '/api/user/save-marketing-agree', access: 'user', summary: 'Marketing consent on or off', request: undesigned, response: z.unknown() }),
  withdraw: endpoint({ path: '/api/user/withdraw', access: 'user', summary: 'Withdraws the account', request: z.object({}), response: z.object({}) }),
  pointHistory: endpoint({ path: '/api/point/point-history', access: 'user', summary: 'Point ledger entries, newest first', request: undesigned, response: z.unknown() }),
};
