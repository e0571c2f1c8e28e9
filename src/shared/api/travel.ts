import { z } from 'zod';
import { LIMITS, MAX_PLAN_NIGHTS } from '../constants';
import { endpoint, fields, page } from '../endpoint';
import { picture } from '../picture-field';

const memo = z.string().max(LIMITS.memo, { error: 'memo' });
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const planRef = { planId: fields.id };
/** 'YYYY-MM-DD' that exists on the calendar (the shape alone lets 2026-02-31 through). */
export const isCalendarDate = (value: string) => {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
};
const calendarDate = fields.date.refine(isCalendarDate, { error: 'plan.date' });
const dayNumber = z
  .number()
  .int()
  .min(1)
  .max(MAX_PLAN_NIGHTS + 1);

export const planRegion = z.object({ id: z.number(), code: z.string(), name: z.string() });

export const planSummary = z.object({
  id: z.number(),
  title: z.string(),
  regions: z.array(planRegion),
  startDate: fields.date,
  endDate: fields.date,
  nights: z.number(),
  days: z.number(),
  /** Days from the server's Seoul today to the start: negative once the trip has begun. */
  daysToGo: z.number(),
  itemCount: z.number(),
});

export const holiday = z.object({ date: fields.date, country: z.enum(['KR', 'JP']), name: z.string() });

/** Why a planned place may be closed on its day; outsideHours needs the visit time. */
export const PLACE_WARNINGS = ['closedDay', 'holiday', 'outsideHours', 'breakTime'] as const;

const dayItemBase = { id: z.number(), sort: z.number() };
export const dayItem = z.discriminatedUnion('kind', [
  z.object({
    ...dayItemBase,
    kind: z.literal('place'),
    time: time.nullable(),
    place: z.object({
      id: z.number(),
      name: z.string(),
      address: z.string(),
      lat: z.number(),
      lng: z.number(),
      openTime: z.string().nullable(),
      closeTime: z.string().nullable(),
      breakStart: z.string().nullable(),
      breakEnd: z.string().nullable(),
      closedDays: z.array(z.number()),
      image: picture().nullable(),
    }),
    warnings: z.array(z.enum(PLACE_WARNINGS)),
  }),
  z.object({
    ...dayItemBase,
    kind: z.literal('feed'),
    feed: z.object({ id: z.number(), title: z.string(), image: picture().nullable(), deleted: z.boolean() }),
  }),
]);

export const planDay = z.object({
  day: z.number(),
  date: fields.date,
  memo: z.string(),
  holidays: z.array(holiday),
  items: z.array(dayItem),
});

export const planDetail = planSummary.extend({ memo: z.string(), dayList: z.array(planDay) });

/** A day that shortening the plan drops, with what it holds. */
export const droppedDay = z.object({ day: z.number(), date: fields.date, itemCount: z.number(), hasMemo: z.boolean() });

export const travel = {
  planList: endpoint({
    path: '/api/travel/plan-list',
    access: 'user',
    summary: "The user's plans, newest first, paged by cursor",
    request: z.object({ cursor: fields.cursor, size: fields.pageSize }).strict(),
    response: page(planSummary),
  }),
  planDetail: endpoint({
    path: '/api/travel/plan-detail',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'One plan with its days, items and closing warnings (owner only)',
    request: z.object(planRef).strict(),
    response: planDetail,
  }),
  holidayList: endpoint({
    path: '/api/travel/holiday-list',
    access: 'user',
    summary: "Public holidays of Korea and Japan between two dates, named in the reader's language",
    request: z
      .object({
        from: calendarDate,
        to: calendarDate,
        countries: z
          .array(z.enum(['KR', 'JP']))
          .min(1)
          .default(['KR']),
      })
      .strict()
      .refine((r) => r.from <= r.to && Date.parse(r.to) - Date.parse(r.from) <= 400 * 86_400_000, {
        error: 'VALIDATION',
      }),
    response: z.array(holiday),
  }),
  savePlan: endpoint({
    path: '/api/travel/save-plan',
    access: 'user',
    errors: ['NOT_FOUND', 'PAST_DATE'],
    summary:
      'Creates a plan, or with planId changes it. Shortening one that would drop days with items or memos answers saved: false and the days, until confirmRemoval is sent',
    request: z
      .object({
        planId: fields.id.optional(),
        title: z.string().trim().min(1).max(50).optional(),
        regionIds: z.array(fields.id).min(1, { error: 'plan.regions' }).max(8).optional(),
        startDate: calendarDate.optional(),
        nights: z.number().int().min(0).max(MAX_PLAN_NIGHTS).optional(),
        memo: memo.optional(),
        confirmRemoval: z.boolean().optional(),
      })
      .strict()
      .superRefine((r, ctx) => {
        // A new plan needs its regions and dates; a change may send only what changes.
        if (r.planId !== undefined) return;
        if (!r.regionIds) ctx.addIssue({ code: 'custom', message: 'plan.regions', path: ['regionIds'] });
        else if (!r.startDate) ctx.addIssue({ code: 'custom', message: 'plan.date', path: ['startDate'] });
      }),
    response: z.object({ planId: z.number().nullable(), saved: z.boolean(), droppedDays: z.array(droppedDay) }),
  }),
  savePlanDay: endpoint({
    waitsOffline: 'item',
    path: '/api/travel/save-plan-day',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary:
      "Saves a day's memo and/or its items: items lists the kept items in their new order (with place visit times); those left out are removed",
    request: z
      .object({
        ...planRef,
        day: dayNumber,
        memo: memo.optional(),
        items: z.array(z.object({ id: fields.id, time: time.nullable().optional() })).optional(),
      })
      .strict(),
    response: z.object({ savedAt: z.number() }),
  }),
  addDayFeed: endpoint({
    waitsOffline: 'item',
    path: '/api/travel/add-day-feed',
    access: 'user',
    errors: ['NOT_FOUND', 'DUPLICATE'],
    summary: 'Adds a post at the end of a day; twice is DUPLICATE',
    request: z.object({ ...planRef, day: dayNumber, feedId: fields.id }).strict(),
    response: z.object({ itemId: z.number() }),
  }),
  addDayPlace: endpoint({
    waitsOffline: 'item',
    path: '/api/travel/add-day-place',
    access: 'user',
    errors: ['NOT_FOUND', 'DUPLICATE'],
    summary: 'Adds a place at the end of a day; twice is DUPLICATE',
    request: z.object({ ...planRef, day: dayNumber, placeId: fields.id }).strict(),
    response: z.object({ itemId: z.number() }),
  }),
  deletePlan: endpoint({
    path: '/api/travel/delete-plan',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'Deletes a plan and its days (owner only)',
    request: z.object(planRef).strict(),
    response: z.object({}),
  }),
};

export type PlanSummary = z.output<typeof planSummary>;
export type PlanDetail = z.output<typeof planDetail>;
export type PlanDay = z.output<typeof planDay>;
export type DayItem = z.output<typeof dayItem>;
export type Holiday = z.output<typeof holiday>;
export type PlaceWarning = (typeof PLACE_WARNINGS)[number];
