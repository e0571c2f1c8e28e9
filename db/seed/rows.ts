import type { Db } from '../client';
import * as t from '../schema';
import { placeSearchKeys } from '../../mock-server/lib/search/keys';
import type { SeedPlace } from './data/types';
import { placePictures } from './drawings';

const DAY = 24 * 60 * 60 * 1000;

/** A seeded place with its pictures (shipped files, not rows), search keys and menu; its id. */
export function insertSeedPlace(tx: Db, place: SeedPlace, themeId: number | null, now: number): number {
  const { key: _key, color: _color, theme: _theme, kind, photos, menus, ...fields } = place;
  const images = placePictures({ kind, photos });
  const id = tx
    .insert(t.places)
    .values({ ...fields, ...placeSearchKeys(fields), themeId, images, createdAt: now - 200 * DAY })
    .returning({ id: t.places.id })
    .get().id;
  menus.forEach((menu, sort) =>
    tx
      .insert(t.placeMenus)
      .values({ ...menu, placeId: id, sort })
      .run(),
  );
  return id;
}
