import type { DehydratedState } from '@tanstack/react-query';
import { api } from '../../../shared/api';
import type { PlanDetail } from '../../../shared/api/travel';
import type { QueuedWrite } from './write-queue';

// The writes that wait for the network and what the screens show meanwhile: the list (the shell's
// count, a comment in its thread, a day's added items) and the answers as they will be once the
// writes are sent. Loaded with the screens that show them, not with the queue itself (one module:
// one more chunk name would cost the first screen's entry bytes it does not have).

/** Set by lib/offline/queued-writes.ts after each change. */
let list: readonly QueuedWrite[] = [];
const listeners = new Set<() => void>();

export const waitingWrites = {
  get count(): number {
    return list.length;
  },
  /** Oldest first; a new array after every change (a snapshot for `useSyncExternalStore`). */
  get list(): readonly QueuedWrite[] {
    return list;
  },
  set(next: readonly QueuedWrite[]): void {
    if (next.length === list.length && next.every((w, i) => w.key === list[i]!.key)) return;
    list = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** A day's items as `save-plan-day` sends them: the kept ones in order, a place's visit time when given. */
type DayItemsSent = ReadonlyArray<{ id: number; time?: string | null }>;

/**
 * A plan with one day's items in the order sent, with the visit times sent and the ones left out
 * removed, as the server will keep them: what the plan screen shows while the change waits.
 */
export function withItems(plan: PlanDetail, day: number, items: DayItemsSent): PlanDetail {
  return {
    ...plan,
    dayList: plan.dayList.map((d) => {
      if (d.day !== day) return d;
      const kept = items.flatMap(({ id, time }) => {
        const item = d.items.find((i) => i.id === id);
        if (!item) return [];
        return item.kind === 'place' && time !== undefined ? [{ ...item, time }] : [item];
      });
      return { ...d, items: kept };
    }),
  };
}

type Answer = Record<string, unknown>;
type Body = Record<string, unknown>;

/** How a waiting write shows in one read's answer: which read, of the same thing, changed how. */
interface Overlay {
  read: string;
  /** The read's body and the write's name the same post, place or plan. */
  id: string;
  apply(answer: Answer, body: Body): Answer;
}

const applauded = (answer: Answer): Answer => ({
  ...answer,
  likeCount: Number(answer.likeCount) + 1,
  myLikes: Number(answer.myLikes) + 1,
});
const bookmarked = (answer: Answer, body: Body): Answer => ({ ...answer, bookmarked: body.bookmarked });

function savedDay(answer: Answer, body: Body): Answer {
  const plan = answer as unknown as PlanDetail;
  const day = Number(body.day);
  const items = body.items as DayItemsSent | undefined;
  const memo = body.memo as string | undefined;
  const ordered = items ? withItems(plan, day, items) : plan;
  if (memo === undefined) return ordered as unknown as Answer;
  return { ...ordered, dayList: ordered.dayList.map((d) => (d.day === day ? { ...d, memo } : d)) };
}

/**
 * The writes whose stand-in answers the screens apply to what they show (lib/data/waiting-writes.ts).
 * A place or a post added to a day is not drawn into the plan (its name and hours come from the
 * server); the plan says how many wait instead. Comments show in their thread from the queue itself.
 */
const OVERLAYS: Record<string, Overlay> = {
  [api.feed.likeFeed.path]: { read: api.feed.feedDetail.path, id: 'feedId', apply: applauded },
  [api.feed.bookmark.path]: { read: api.feed.feedDetail.path, id: 'feedId', apply: bookmarked },
  [api.place.likePlace.path]: { read: api.place.placeDetail.path, id: 'placeId', apply: applauded },
  [api.place.bookmark.path]: { read: api.place.placeDetail.path, id: 'placeId', apply: bookmarked },
  [api.travel.savePlanDay.path]: { read: api.travel.planDetail.path, id: 'planId', apply: savedDay },
};

const isObject = (value: unknown): value is Answer => typeof value === 'object' && value !== null;

/**
 * A read's answer as it will be once the waiting writes are sent, in their order: what the screen
 * showed before a reload, shown again after it (a saved or packed answer is the server's, from
 * before those writes). `key` is the data layer's key: call, body, language.
 */
export function withWaiting(
  key: readonly unknown[],
  data: unknown,
  writes: ReadonlyArray<Pick<QueuedWrite, 'path' | 'body'>>,
): unknown {
  const [path, body] = key;
  if (!isObject(data) || !isObject(body)) return data;
  return writes.reduce<Answer>((shown, write) => {
    const overlay = OVERLAYS[write.path];
    if (!overlay || overlay.read !== path || body[overlay.id] !== write.body[overlay.id]) return shown;
    return overlay.apply(shown, write.body);
  }, data);
}

/**
 * Saved answers read back with the writes made after they were saved (a reload soon after a second
 * applause, before the answers were written again): shown as the screens showed them, consistent
 * with the waiting count. `waitingThen`: the keys of the writes that waited when they were saved,
 * which the screens had already applied to them.
 */
export function withLaterWrites(
  state: DehydratedState,
  waitingThen: readonly string[] | undefined,
  waitingNow: readonly QueuedWrite[],
): DehydratedState {
  const before = new Set(waitingThen);
  const later = waitingNow.filter((w) => !before.has(w.key));
  if (later.length === 0) return state;
  return {
    ...state,
    queries: state.queries.map((q) => ({
      ...q,
      state: { ...q.state, data: withWaiting(q.queryKey, q.state.data, later) },
    })),
  };
}
