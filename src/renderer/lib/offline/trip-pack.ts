import { hashKey } from '@tanstack/react-query';
import type { Language } from '../../../shared/constants';
import type { PlanDetail } from '../../../shared/api/travel';
import { readPictureUrl, widthsOf } from '../../../shared/pictures';
import { api } from '../../../shared/api';
import { client } from '../api-client';
import { ApiError } from '../transport';
import { TILE_URL } from '../tiles';
import {
  estimateBytes,
  PACK_CAP_BYTES,
  placesOf,
  postsOf,
  readsOf,
  tilesAround,
  tileUrl,
  TYPICAL_BYTES,
  type PackRead,
} from './pack-contents';
import { cacheOf, deletePack, signedInMember, writePack, type PackSummary } from './pack-store';

/** How many pictures a place or post shows, on average, for the estimate. */
const PICTURES_PER_PLACE = 3;
const PICTURES_PER_POST = 3;
/** Pictures and tiles fetched side by side. */
const PARALLEL = 6;
/** The plan's own pictures measured for the estimate. */
const SAMPLED_PICTURES = 3;

/** One file's size as the network gives it now, 0 when it cannot be had (as saving would count it). */
async function sizeOf(url: string): Promise<number> {
  try {
    const answer = await fetch(url, { mode: 'cors', credentials: 'omit' });
    return answer.ok ? (await answer.blob()).size : 0;
  } catch {
    return 0;
  }
}

const average = (sizes: number[]) => sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length);

/**
 * What saving the plan will likely take, measured rather than assumed (decision 112): a few of the
 * plan's own pictures (already on its screen, so from the browser's cache) size its pictures, and
 * one tile says whether the tile server gives them and how large; a picture or tile server that
 * answers nothing counts nothing, as saving would keep nothing.
 */
export async function estimatePack(plan: PlanDetail, language: Language): Promise<number> {
  const places = placesOf(plan);
  const tiles = tilesAround(places);
  const images = plan.dayList.flatMap((d) => d.items.map((i) => (i.kind === 'place' ? i.place.image : i.feed.image)));
  const sample = [...new Set(images.filter((url) => url !== null))].slice(0, SAMPLED_PICTURES);
  const [tile, ...pictures] = await Promise.all([
    tiles[0] ? sizeOf(tileUrl(TILE_URL, tiles[0])) : 0,
    ...sample.map((url) => sizeOf(new URL(url, document.baseURI).href)),
  ]);
  return estimateBytes(
    {
      reads: readsOf(plan, language).length,
      pictures: places.length * PICTURES_PER_PLACE + postsOf(plan).length * PICTURES_PER_POST,
      tiles: tiles.length,
    },
    {
      reads: TYPICAL_BYTES.reads,
      pictures: sample.length ? average(pictures) : TYPICAL_BYTES.pictures,
      tiles: tile ?? 0,
    },
  );
}

/** The data layer's key for a read (lib/data/calls.ts): call, body, language. */
const keyOf = (read: PackRead, language: Language) => [read.endpoint.path, read.body, language] as const;

/** The pictures the kept answers show: a place's photos, a post's pictures. */
function picturesOf(answers: Array<{ read: PackRead; data: unknown }>): string[] {
  const urls = answers.flatMap(({ read, data }) =>
    read.endpoint === api.place.placeDetail || read.endpoint === api.feed.feedDetail
      ? (data as { images: string[] }).images
      : [],
  );
  // A sized picture at each of its widths: which one the screen asks for depends on the device.
  const files = urls.flatMap((url) => {
    const { src, size } = readPictureUrl(url);
    return size ? widthsOf(size.width).map((w) => `${src}?w=${w}`) : [src];
  });
  return [...new Set(files.map((url) => new URL(url, document.baseURI).href))];
}

/** Fetches a file into the pack's cache; its size, or 0 when it could not be kept. */
async function keep(cache: Cache, url: string): Promise<number> {
  try {
    const answer = await fetch(url, { mode: 'cors', credentials: 'omit' });
    if (!answer.ok) return 0;
    const bytes = (await answer.clone().blob()).size;
    await cache.put(url, answer);
    return bytes;
  } catch {
    return 0;
  }
}

export interface PackProgress {
  done: number;
  total: number;
}

/**
 * Saves everything the plan needs offline for the signed-in member: its reads (as the screens ask
 * for them), their pictures and the map tiles around its places, until the pack's cap. A read the
 * network cannot answer fails the whole save (nothing half-saved is kept); a place or post that is
 * gone is left out; tiles the tile server does not give are counted as missing.
 */
export async function savePack(
  plan: PlanDetail,
  language: Language,
  onProgress: (progress: PackProgress) => void,
): Promise<PackSummary> {
  const member = signedInMember();
  if (!member) throw new ApiError('UNAUTHORIZED', '', 401);
  const reads = readsOf(plan, language);
  const tiles = tilesAround(placesOf(plan)).map((tile) => tileUrl(TILE_URL, tile));
  let done = 0;
  let total = reads.length + tiles.length;
  const step = () => onProgress({ done: ++done, total });

  const answers: Array<{ read: PackRead; data: unknown }> = [];
  for (const read of reads) {
    try {
      const data = await client.call(read.endpoint, read.body as never, { silent: true });
      answers.push({ read, data: read.paged ? { pages: [data], pageParams: [undefined] } : data });
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'NOT_FOUND')) throw error;
    }
    step();
  }
  const stored = answers.map(({ read, data }) => ({ hash: hashKey(keyOf(read, language)), data }));
  let bytes = new Blob([JSON.stringify(stored)]).size;

  const pictures = picturesOf(answers);
  total += pictures.length;
  await deletePack(member, plan.id);
  const cache = await caches.open(cacheOf(member, plan.id));
  let keptPictures = 0;
  let keptTiles = 0;
  // Pictures first (they are what a person opens the post for), then the map, while under the cap.
  const files = [...pictures.map((url) => ({ url, tile: false })), ...tiles.map((url) => ({ url, tile: true }))];
  for (let i = 0; i < files.length; i += PARALLEL) {
    const batch = files.slice(i, i + PARALLEL);
    const sizes = await Promise.all(batch.map((f) => (bytes < PACK_CAP_BYTES ? keep(cache, f.url) : 0)));
    sizes.forEach((size, j) => {
      bytes += size;
      if (size > 0 && batch[j]!.tile) keptTiles++;
      else if (size > 0) keptPictures++;
      step();
    });
  }
  const pack = {
    planId: plan.id,
    savedAt: Date.now(),
    bytes,
    pictures: keptPictures,
    tiles: keptTiles,
    tilesMissing: tiles.length - keptTiles,
    answers: stored,
  };
  // Signed out meanwhile: nothing is filed under a member who has left.
  if (signedInMember() !== member) {
    await deletePack(member, plan.id);
    throw new ApiError('UNAUTHORIZED', '', 401);
  }
  await writePack(member, pack);
  const { answers: _answers, ...summary } = pack;
  return summary;
}

/** Removes the signed-in member's pack of a plan. */
export async function removePack(planId: number): Promise<void> {
  const member = signedInMember();
  if (member) await deletePack(member, planId);
}
