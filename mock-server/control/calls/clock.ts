import { CLOCK_RANGE_MESSAGE, inClockRange } from '../../../src/shared/control';
import type { AppDeps } from '../../deps';
import { Refusal, type ControlHandlersOf } from '../register';

const clockState = ({ clock, config }: AppDeps) => ({
  now: clock.now(),
  iso: new Date(clock.now()).toISOString(),
  sessions: { accessMs: config.accessTtlMs, keptMs: config.refreshTtlMs, unkeptMs: config.sessionRefreshTtlMs },
});

export const clockHandlers: ControlHandlersOf<'clock'> = {
  get: ({ deps }) => clockState(deps),
  set: ({ deps, body }) => {
    if ('advanceMs' in body) {
      const moved = deps.clock.now() + body.advanceMs;
      if (!inClockRange(moved)) return new Refusal(CLOCK_RANGE_MESSAGE);
      deps.clock.set(moved);
    } else if (body.now === null) deps.clock.reset();
    else deps.clock.set(typeof body.now === 'number' ? body.now : Date.parse(body.now));
    return clockState(deps);
  },
};
