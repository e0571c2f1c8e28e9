import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { banners, notices, products } from '../../../db/schema';
import {
  toEpoch,
  type bannerBody,
  type bannerUpdateBody,
  type noticeBody,
  type noticeUpdateBody,
  type productBody,
  type productUpdateBody,
} from '../../../src/shared/admin';
import { fail } from '../../lib/errors';
import { audit } from './audit';

/*
 * Notices, banners and products: create, change, remove, each audited with the row before and after.
 */

type Instant = number | string;
const epochOrNull = (value: Instant | null | undefined) => (value == null ? value : toEpoch(value));

export const allNotices = (db: Db) =>
  db.select().from(notices).orderBy(desc(notices.publishedAt), desc(notices.id)).all();

export function createNotice(db: Db, input: z.output<typeof noticeBody>, now: number) {
  return db.transaction((tx) => {
    const { publishAt, ...fields } = input;
    const row = tx
      .insert(notices)
      .values({ ...fields, publishedAt: publishAt === undefined ? now : toEpoch(publishAt) })
      .returning()
      .get();
    audit(tx, now, 'notice.create', { type: 'notice', id: row.id }, null, row);
    return row;
  });
}

export function updateNotice(db: Db, id: number, input: z.output<typeof noticeUpdateBody>, now: number) {
  return db.transaction((tx) => {
    const before = tx.select().from(notices).where(eq(notices.id, id)).get() ?? fail('NOT_FOUND', `no notice ${id}`);
    const { publishAt, ...fields } = input;
    const changes = { ...fields, ...(publishAt === undefined ? {} : { publishedAt: toEpoch(publishAt) }) };
    const after = Object.keys(changes).length
      ? tx.update(notices).set(changes).where(eq(notices.id, id)).returning().get()!
      : before;
    audit(tx, now, 'notice.update', { type: 'notice', id }, before, after);
    return after;
  });
}

export const deleteNotice = (db: Db, id: number, now: number) => removeAudited(db, notices, 'notice', id, now);

export const allBanners = (db: Db) => db.select().from(banners).orderBy(banners.sort, banners.id).all();

export function createBanner(db: Db, input: z.output<typeof bannerBody>, now: number) {
  return db.transaction((tx) => {
    const row = tx
      .insert(banners)
      .values({ ...input, startsAt: epochOrNull(input.startsAt), endsAt: epochOrNull(input.endsAt) })
      .returning()
      .get();
    audit(tx, now, 'banner.create', { type: 'banner', id: row.id }, null, row);
    return row;
  });
}

export function updateBanner(db: Db, id: number, input: z.output<typeof bannerUpdateBody>, now: number) {
  return db.transaction((tx) => {
    const before = tx.select().from(banners).where(eq(banners.id, id)).get() ?? fail('NOT_FOUND', `no banner ${id}`);
    const startsAt = input.startsAt === undefined ? before.startsAt : epochOrNull(input.startsAt);
    const endsAt = input.endsAt === undefined ? before.endsAt : epochOrNull(input.endsAt);
    if (startsAt != null && endsAt != null && endsAt <= startsAt) fail('VALIDATION', 'endsAt must be after startsAt');
    const after = tx
      .update(banners)
      .set({ ...input, startsAt, endsAt })
      .where(eq(banners.id, id))
      .returning()
      .get()!;
    audit(tx, now, 'banner.update', { type: 'banner', id }, before, after);
    return after;
  });
}

export const deleteBanner = (db: Db, id: number, now: number) => removeAudited(db, banners, 'banner', id, now);

/** Removes a notice or banner, its last state kept in the audit row. */
function removeAudited(db: Db, table: typeof notices | typeof banners, type: string, id: number, now: number) {
  return db.transaction((tx) => {
    const before = tx.delete(table).where(eq(table.id, id)).returning().get() ?? fail('NOT_FOUND', `no ${type} ${id}`);
    audit(tx, now, `${type}.delete`, { type, id }, before, null);
    return { deleted: true as const };
  });
}

export const allProducts = (db: Db) => db.select().from(products).orderBy(products.sort, products.id).all();

export function createProduct(db: Db, input: z.output<typeof productBody>, now: number) {
  return db.transaction((tx) => {
    // A new product goes last in the shop unless told otherwise.
    const sort =
      input.sort ??
      (tx.select({ sort: products.sort }).from(products).orderBy(desc(products.sort)).get()?.sort ?? -1) + 1;
    const row = tx
      .insert(products)
      .values({ ...input, sort })
      .returning()
      .get();
    audit(tx, now, 'product.create', { type: 'product', id: row.id }, null, row);
    return row;
  });
}

export function updateProduct(db: Db, id: number, input: z.output<typeof productUpdateBody>, now: number) {
  return db.transaction((tx) => {
    const before = tx.select().from(products).where(eq(products.id, id)).get() ?? fail('NOT_FOUND', `no product ${id}`);
    const after = Object.keys(input).length
      ? tx.update(products).set(input).where(eq(products.id, id)).returning().get()!
      : before;
    audit(tx, now, 'product.update', { type: 'product', id }, before, after);
    return after;
  });
}
