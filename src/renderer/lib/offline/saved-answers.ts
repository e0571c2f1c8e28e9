import { dehydrate, hydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createStore, del, get, set } from 'idb-keyval';
import { answerFromPacks, queryClient } from '../data';
import { storage, type MemberChange } from '../storage';
import { memberOf } from './member';
import { anyWaiting } from './queue-store';
import { waitingWrites, withLaterWrites } from './waiting';

// This module loads beside a member's first screen; the trip packs and the checked queue of waiting
// writes load only when they are needed (a read the network did not answer, writes that wait).
answerFromPacks(async (key) => (await import('./pack-store')).packedNow(key));
const pendingWrites = async (member: string) =>
  (await anyWaiting(member)) ? (await import('./queued-writes')).pendingWrites() : [];

/** One IndexedDB database for what is kept for offline use; answers filed per member. */
const answers = createStore('tabi-offline', 'answers');
/** How long a saved answer is shown offline. */
const KEEP_ANSWERS_MS = 30 * 24 * 60 * 60 * 1000;
/** Raised when the shape of saved answers changes: older ones are dropped, never misread. */
const FORMAT = 'answers-1';
/** Writes are gathered: a screen's many answers arrive within a moment. */
const WRITE_AFTER_MS = 500;

const fileOf = (member: string) => `member:${member}`;
const signedInMember = () => memberOf(storage.token);

/** Reading calls of the API (every `useCall`/`usePages` key starts with the call's path). */
const isApiRead = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/');

/** What is stored per member: the dehydrated reads, when, and in which format. */
interface SavedAnswers {
  format: string;
  savedAt: number;
  state: DehydratedState;
  /** The keys of the writes that waited then: the screens had already applied them to these answers. */
  waiting?: string[];
}

const shouldSave = (query: Query) => query.state.status === 'success' && isApiRead(query.queryKey);

/**
 * Saves the cache's reads for the member while they read: gathered over a moment, and only while
 * that member is still the one signed in, so the cache emptied at a sign-out or by the next
 * member's sign-in is never written over the first member's answers, nor theirs under the next
 * one's name. Returns the function that stops it.
 */
function saveWhileReading(member: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    if (signedInMember() !== member) return;
    const saved: SavedAnswers = {
      format: FORMAT,
      savedAt: Date.now(),
      state: dehydrate(queryClient, { shouldDehydrateQuery: shouldSave }),
      waiting: waitingWrites.list.map((w) => w.key),
    };
    void set(fileOf(member), saved, answers);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') timer ??= setTimeout(write, WRITE_AFTER_MS);
  });
  // What the member read before this started (it starts after the first screen) is saved too: a
  // feed that answered first was otherwise missing after a reload until something else answered.
  if (queryClient.getQueryCache().getAll().some(shouldSave)) timer = setTimeout(write, WRITE_AFTER_MS);
  // Leaving the page (a reload, a closed tab) writes what is still waiting.
  const flush = () => {
    if (timer === undefined || document.visibilityState !== 'hidden') return;
    clearTimeout(timer);
    write();
  };
  document.addEventListener('visibilitychange', flush);
  return () => {
    unsubscribe();
    clearTimeout(timer);
    timer = undefined;
    document.removeEventListener('visibilitychange', flush);
  };
}

let stopSaving: (() => void) | undefined;
/** The member whose answers are being kept now. */
let keptFor: string | null = null;
let watching = false;

/**
 * Shows the signed-in member's saved answers (at once, before the network answers) and keeps
 * saving what they read. Another member's answers are never read back: each is filed under its
 * own member, and one restored after a sign-in changed is dropped.
 */
export async function keepAnswers(): Promise<void> {
  watchMembers();
  const member = signedInMember();
  if (member !== null && member === keptFor) return;
  stopSaving?.();
  stopSaving = undefined;
  keptFor = member;
  if (!member) return;
  const saved = await get<SavedAnswers>(fileOf(member), answers).catch(() => undefined);
  const waiting = await pendingWrites(member).catch(() => []);
  // Shown as the screens showed them before the reload: with the writes made after they were saved.
  const shown =
    saved?.format === FORMAT &&
    Date.now() - saved.savedAt < KEEP_ANSWERS_MS &&
    withLaterWrites(saved.state, saved.waiting, waiting);
  if (signedInMember() !== member) return;
  // Known before anything is saved again: the next file says these are applied.
  waitingWrites.set(waiting);
  if (shown) showSaved(shown);
  stopSaving = saveWhileReading(member);
}

/**
 * Puts the saved answers in the cache. A read refused before they were back (they came late) had
 * its refusal replaced by the saved answer, as if that were current: it is asked again, so the
 * screen shows the saved answer with the refusal above it.
 */
function showSaved(saved: DehydratedState): void {
  const refused = new Set(
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error' && query.state.data === undefined)
      .map((query) => query.queryHash),
  );
  hydrate(queryClient, saved);
  if (refused.size) void queryClient.refetchQueries({ predicate: (query) => refused.has(query.queryHash) });
}

/** Erases what was saved for a member on this device: their answers and their trip packs. */
export async function forgetAnswers(member: string): Promise<void> {
  await Promise.all([del(fileOf(member), answers), import('./pack-store').then((packs) => packs.forgetPacks(member))]);
}

function onMemberChange(change: MemberChange): void {
  stopSaving?.();
  stopSaving = undefined;
  keptFor = null;
  const left = memberOf(change.before);
  if (change.leaving && left) void forgetAnswers(left);
  void keepAnswers();
}

function watchMembers(): void {
  if (watching) return;
  watching = true;
  storage.onMemberChange(onMemberChange);
}
