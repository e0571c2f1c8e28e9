import { seoulDay } from '../lib/clock';
import { holidaysBetween } from '../services/holidays';
import { addDayItem, deletePlan, listPlans, planDetail, savePlan, savePlanDay } from '../services/travel';
import { planShare, revokePlanShare, savePlanShare, sharedPlan } from '../services/plan-share';
import type { DomainHandlers } from './handler';

export const travelHandlers: DomainHandlers<'travel'> = {
  planList: ({ db, userId, lang, deps, body }) =>
    listPlans(db, userId, lang, seoulDay(deps.clock.now()), body.cursor, body.size),
  planDetail: ({ db, userId, lang, deps, body }) =>
    planDetail(db, userId, body.planId, lang, seoulDay(deps.clock.now())),
  holidayList: ({ lang, body }) => holidaysBetween(body.from, body.to, body.countries, lang),
  savePlan: ({ db, userId, lang, deps, body }) => {
    const now = deps.clock.now();
    return savePlan(db, userId, body, lang, seoulDay(now), now);
  },
  savePlanDay: ({ db, userId, deps, body }) => savePlanDay(db, userId, body, deps.clock.now()),
  addDayFeed: ({ db, userId, deps, body }) =>
    addDayItem(db, userId, body.planId, body.day, { kind: 'feed', feedId: body.feedId }, deps.clock.now()),
  addDayPlace: ({ db, userId, deps, body }) =>
    addDayItem(db, userId, body.planId, body.day, { kind: 'place', placeId: body.placeId }, deps.clock.now()),
  deletePlan: ({ db, userId, body }) => deletePlan(db, userId, body.planId),
  planShare: ({ db, userId, body }) => planShare(db, userId, body.planId),
  savePlanShare: ({ db, userId, deps, body: { planId, ...choices } }) =>
    savePlanShare(db, userId, planId, choices, deps.clock.now()),
  revokePlanShare: ({ db, userId, body }) => revokePlanShare(db, userId, body.planId),
  sharedPlan: ({ db, lang, deps, body }) => sharedPlan(db, body.token, lang, seoulDay(deps.clock.now())),
};
