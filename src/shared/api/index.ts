import type { Endpoint } from '../endpoint';
import { auth } from './auth';
import { feed, feedSearch } from './feed';
import { notice } from './notice';
import { place, placeSearch } from './place';
import { pointShop } from './point-shop';
import { reference } from './reference';
import { travel } from './travel';
import { user } from './user';

/** The endpoint table: the client's transport and the server's router both read it. */
const search = { ...feedSearch, ...placeSearch };

export const api = { auth, reference, user, notice, feed, search, place, travel, pointShop } satisfies Record<
  string,
  Record<string, Endpoint>
>;

export type Api = typeof api;
export type Domain = keyof Api;

export const allEndpoints = (): Array<{ domain: Domain; name: string; endpoint: Endpoint }> =>
  (Object.entries(api) as Array<[Domain, Record<string, Endpoint>]>).flatMap(([domain, calls]) =>
    Object.entries(calls).map(([name, endpoint]) => ({ domain, name, endpoint })),
  );
