import { z } from 'zod';
import { endpoint, undesigned } from '../endpoint';

const stub = (path: string, summary: string) => endpoint({ path, access: 'user', summary, request: undesigned, response: z.unknown() });

export const travel = {
  planList: stub('/api/travel/plan-list', 'The user\'s plans'),
  planDetail: stub('/api/travel/plan-detail', 'One plan with its days'),
  holidayList: stub('/api/travel/holiday-list', 'Public holidays of Korea and Japan'),
  savePlan: stub('/api/travel/save-plan', 'Creates or updates a plan'),
  savePlanDay: stub('/api/travel/save-plan-day', 'Saves a day\'s memo and order'),
  addDayFeed: stub('/api/travel/add-day-feed', 'Adds a post to a day'),
  addDayPlace: stub('/api/travel/add-day-place', 'Adds a place to a day'),
  deletePlan: stub('/api/travel/delete-plan', 'Deletes a plan'),
};
