import { hashKey } from '@tanstack/react-query';
import { createStore, del, entries, set } from 'idb-keyval';
import { array, literal, number, object, string, unknown, type InferOutput } from 'valibot';
import { checked, storage } from '../storage';
import { memberOf } from './member';
import { pendingWrites } from './queued-writes';
import { withWaiting } from './waiting';

/**
 * Where trip packs are kept: their answers in IndexedDB (database `tabi-packs`), their pictures
 * and map tiles in a Cache Storage cache per pack, which the service worker answers from
 * (public/sw-offline.js matches every cache). Both are filed under the member who saved them.
 */
const packs = createStore('tabi-packs', 'packs');
/** Raised when the shape of a pack changes: older packs are not read, never misread. */
const FORMAT = 'pack-1';

const memberPrefix = (member: string) => `member:${member}:plan:`;
const fileOf = (member: string, planId: number) => `${memberPrefix(member)}${planId}`;
export const cacheOf = (member: string, planId: number) => `tabi-pack:${member}:${planId}`;
export const signedInMember = () => memberOf(storage.token);

/**
 * The data layer reads packs before the feed's first paint: checked with valibot, not zod
 * (decision 093); the counts are this app's own writing, checked for their shape.
 */
const savedPack = object({
  format: literal(FORMAT),
  planId: number(),
  savedAt: number(),
  /** Answers, pictures and tiles together, as stored. */
  bytes: number(),
  pictures: number(),
  tiles: number(),
  /** Tiles the pack meant to keep but the tile server did not give. */
  tilesMissing: number(),
  /** Each answer under the hash of the data layer's key for it (call, body, language). */
  answers: array(object({ hash: string(), data: unknown() })),
});
export type SavedPack = InferOutput<typeof savedPack>;
export type PackSummary = Omit<SavedPack, 'answers' | 'format'>;

/** The signed-in member's packs, read once and kept until one is saved or removed or the member changes. */
let loaded: { member: string; packs: Promise<SavedPack[]> } | null = null;

function packsOf(member: string): Promise<SavedPack[]> {
  if (loaded?.member === member) return loaded.packs;
  const read = entries<string, unknown>(packs)
    .then((all) =>
      all.flatMap(([key, value]) => {
        if (!key.startsWith(memberPrefix(member))) return [];
        const pack = checked(savedPack, value);
        return pack ? [pack] : [];
      }),
    )
    .catch(() => []);
  loaded = { member, packs: read };
  return read;
}

const summaryOf = ({ answers: _answers, format: _format, ...summary }: SavedPack): PackSummary => summary;

/** The signed-in member's packs, one summary each (what the plan list and the plan screen show). */
export async function packSummaries(): Promise<PackSummary[]> {
  const member = signedInMember();
  return member ? (await packsOf(member)).map(summaryOf) : [];
}

export async function writePack(member: string, pack: Omit<SavedPack, 'format'>): Promise<void> {
  await set(fileOf(member, pack.planId), { format: FORMAT, ...pack } satisfies SavedPack, packs);
  loaded = null;
}

/** Removes one pack: its answers and its cache of pictures and tiles. */
export async function deletePack(member: string, planId: number): Promise<void> {
  await Promise.all([del(fileOf(member, planId), packs), dropCache(cacheOf(member, planId))]);
  loaded = null;
}

/** Every pack a member saved on this device (logout, withdrawal). */
export async function forgetPacks(member: string): Promise<void> {
  const all = await entries<string, unknown>(packs).catch(() => []);
  const mine = all.map(([key]) => key).filter((key) => key.startsWith(memberPrefix(member)));
  await Promise.all(mine.map((key) => del(key, packs)));
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(`tabi-pack:${member}:`)).map(dropCache));
  }
  loaded = null;
}

const dropCache = (name: string) => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(name));

/**
 * A read the network did not answer, from the signed-in member's packs: the answer and when it
 * was saved (the newest pack holding it), or undefined.
 */
async function packedAnswer(key: readonly unknown[]): Promise<{ data: unknown; savedAt: number } | undefined> {
  const member = signedInMember();
  if (!member) return undefined;
  const hash = hashKey(key);
  let found: { data: unknown; savedAt: number } | undefined;
  for (const pack of await packsOf(member)) {
    const answer = pack.answers.find((a) => a.hash === hash);
    if (answer && (!found || pack.savedAt > found.savedAt)) found = { data: answer.data, savedAt: pack.savedAt };
  }
  return found;
}

/**
 * A read the network did not answer, from the packs, with the writes still waiting applied: a pack
 * holds the server's answers from before them.
 */
export async function packedNow(key: readonly unknown[]): Promise<{ data: unknown; savedAt: number } | undefined> {
  const packed = await packedAnswer(key);
  return packed && { ...packed, data: withWaiting(key, packed.data, await pendingWrites().catch(() => [])) };
}
// A pack read for one member is never answered to the next.
storage.onMemberChange(() => {
  loaded = null;
});
