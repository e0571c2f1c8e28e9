import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, products, users } from '../../db/schema';
import type { ParsedRequestOf } from '../../src/shared/endpoint';
import type { Api } from '../../src/shared/api';
import type { Language } from '../../src/shared/constants';
import { fail } from '../lib/errors';
import { seoulDay } from '../lib/clock';
import { deliveryWindow } from './delivery';
import { missionMet } from './missions';
import { changePoints } from './points';
import { pageOf } from '../lib/page';

type ProductRow = typeof products.$inferSelect;
type OrderRequest = ParsedRequestOf<Api['pointShop']['productOrder']>;

const productName = (p: Pick<ProductRow, 'nameKo' | 'nameJa'>, lang: Language) => (lang === 'ja' ? p.nameJa : p.nameKo);
const summary = (p: ProductRow, lang: Language) => ({
  id: p.id,
  name: productName(p, lang),
  requiredPoints: p.requiredPoints,
  stock: p.stock,
  soldOut: p.stock <= 0,
  imageUrl: p.images[0] ?? '',
});

/** Shop order (sort, then id); the cursor is the sort position of the last product seen. */
export function listProducts(db: Db, lang: Language, cursor: number | undefined, size: number) {
  const rows = db
    .select()
    .from(products)
    .where(and(eq(products.onSale, true), cursor ? gt(products.sort, cursor - 1) : undefined))
    .orderBy(asc(products.sort), asc(products.id))
    .limit(size + 1)
    .all();
  const items = rows.slice(0, size);
  // Cursors are positive: sort positions start at 0, so the cursor is the next position + 1.
  return { items: items.map((p) => summary(p, lang)), nextCursor: rows.length > size ? rows[size]!.sort + 1 : null };
}

/** A product on sale: one the operators took off sale is gone from the shop. */
function findProduct(db: Db, productId: number): ProductRow {
  return (
    db
      .select()
      .from(products)
      .where(and(eq(products.id, productId), eq(products.onSale, true)))
      .get() ?? fail('NOT_FOUND')
  );
}

export function productDetail(db: Db, lang: Language, productId: number) {
  const p = findProduct(db, productId);
  return { ...summary(p, lang), description: lang === 'ja' ? p.descriptionJa : p.descriptionKo, images: p.images };
}

export function checkCondition(db: Db, userId: number, productId: number, at: number) {
  const p = findProduct(db, productId);
  const balance =
    db.select({ balance: users.pointBalance }).from(users).where(eq(users.id, userId)).get()?.balance ?? 0;
  const soldOut = p.stock <= 0;
  const enoughPoints = balance >= p.requiredPoints;
  const met = missionMet(db, userId, at);
  return {
    eligible: !soldOut && enoughPoints && met,
    soldOut,
    enoughPoints,
    missionMet: met,
    balance,
    requiredPoints: p.requiredPoints,
  };
}

/** TL-YYMMDD-000123: the Seoul order day and the order's own id, so unique and read aloud easily. */
const orderNumber = (id: number, at: number) =>
  `TL-${seoulDay(at).slice(2).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;

/**
 * One order = one unit of stock + the points + the order row, in one transaction, or nothing.
 * The checks give the user the right reason; the guarded updates (stock > 0, balance >= price)
 * are what keep stock and balance from going negative, and better-sqlite3 runs each transaction
 * whole, so concurrent requests are serialised.
 */
export function placeOrder(db: Db, userId: number, input: OrderRequest, at: number): { orderNumber: string } {
  return db.transaction((tx) => {
    const product = findProduct(tx, input.productId);
    if (product.stock <= 0) fail('SOLD_OUT');
    const balance =
      tx.select({ balance: users.pointBalance }).from(users).where(eq(users.id, userId)).get()?.balance ?? 0;
    if (balance < product.requiredPoints) fail('INSUFFICIENT_POINTS');
    if (!missionMet(tx, userId, at)) fail('MISSION_NOT_MET');

    const taken = tx
      .update(products)
      .set({ stock: sql`${products.stock} - 1` })
      .where(and(eq(products.id, product.id), gt(products.stock, 0)))
      .run();
    if (taken.changes !== 1) fail('SOLD_OUT');
    const { id } = tx
      .insert(orders)
      .values({
        orderNumber: randomUUID(),
        userId,
        productId: product.id,
        requiredPoints: product.requiredPoints,
        country: input.country,
        lastName: input.recipient.lastName,
        firstName: input.recipient.firstName,
        phone: input.recipient.phone,
        zip: input.address.zip,
        address:
          input.country === 'JP'
            ? { prefecture: input.address.prefecture, city: input.address.city, block: input.address.block }
            : { basic: input.address.basic, detail: input.address.detail },
        createdAt: at,
      })
      .returning({ id: orders.id })
      .get();
    const number = orderNumber(id, at);
    tx.update(orders).set({ orderNumber: number }).where(eq(orders.id, id)).run();
    changePoints(tx, userId, -product.requiredPoints, 'order', at, id);
    return { orderNumber: number };
  });
}

const ADDRESS_KEYS = { JP: ['prefecture', 'city', 'block'], KR: ['basic', 'detail'] } as const;

export function listOrders(db: Db, userId: number, lang: Language, cursor: number | undefined, size: number) {
  const rows = db
    .select({ order: orders, nameKo: products.nameKo, nameJa: products.nameJa, images: products.images })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(cursor ? and(eq(orders.userId, userId), lt(orders.id, cursor)) : eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .limit(size + 1)
    .all();
  // The row past the page is mapped too: it only tells that a next page exists.
  const items = rows.map(({ order: o, images, ...names }) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    productId: o.productId,
    productName: productName(names, lang),
    imageUrl: images[0] ?? '',
    requiredPoints: o.requiredPoints,
    country: o.country,
    recipient: { lastName: o.lastName, firstName: o.firstName, phone: o.phone },
    zip: o.zip,
    addressLines: ADDRESS_KEYS[o.country].map((k) => o.address[k] ?? ''),
    status: o.status,
    trackingNumber: o.trackingNumber,
    deliveryWindow:
      o.status === 'delivered' || o.status === 'cancelled' ? null : deliveryWindow(o.createdAt, o.country),
    cancelReason: o.cancelReason,
    createdAt: o.createdAt,
  }));
  return pageOf(items, size);
}
