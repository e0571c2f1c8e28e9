import { z } from 'zod';
import { controlCall } from './call';

/** The clock's range, 1970 to the end of 9999: later years break month keys, past ±8.64e15 no date exists. */
export const CLOCK_RANGE = { min: 0, max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) } as const;
export const inClockRange = (ms: number): boolean => ms >= CLOCK_RANGE.min && ms <= CLOCK_RANGE.max;
export const CLOCK_RANGE_MESSAGE = 'the clock stays between 1970-01-01 and 9999-12-31';

/** A moment: milliseconds since 1970, or an ISO date-time with its offset. */
export const instant = z.union([z.number().int(), z.iso.datetime({ offset: true })]);

/** Sets the clock (`now`, null for the machine's time) or moves it (`advanceMs`). */
export const clockBodySchema = z.union([
  z
    .object({
      now: instant
        .refine((value) => inClockRange(typeof value === 'number' ? value : Date.parse(value)), CLOCK_RANGE_MESSAGE)
        .nullable(),
    })
    .strict(),
  z.object({ advanceMs: z.number().int().min(-CLOCK_RANGE.max).max(CLOCK_RANGE.max) }).strict(),
]);
export const clockStateSchema = z.object({
  now: z.number(),
  iso: z.string(),
  /** How long sign-ins last, so a tester knows which jumps of the clock end them. */
  sessions: z.object({
    /** An access token's life (the app renews it silently). */
    accessMs: z.number(),
    /** A sign-in with "keep me signed in". */
    keptMs: z.number(),
    /** A sign-in without it. */
    unkeptMs: z.number(),
  }),
});
export type ClockState = z.infer<typeof clockStateSchema>;

export const clockCalls = {
  get: controlCall({ method: 'get', path: '/__mock/clock', summary: "The server's clock", response: clockStateSchema }),
  set: controlCall({
    method: 'post',
    path: '/__mock/clock',
    summary: 'Set or move the clock',
    body: clockBodySchema,
    response: clockStateSchema,
  }),
};
