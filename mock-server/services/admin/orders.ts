import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders, products, users } from '../../../db/schema';
import type { AdminOrder } from '../../../src/shared/admin';
import { fail } from '../../lib/errors';
import { refundPoints } from '../points';
import { audit } from './audit';

type Status = 'received' | 'preparing' | 'shipped' | 'delivered';
type OrderRow = typeof orders.$inferSelect;

const state = (o: OrderRow) => ({ status: o.status, trackingNumber: o.trackingNumber, cancelReason: o.cancelReason });
const findOrder = (db: Db, id: number) =>
  db.select().from(orders).where(eq(orders.id, id)).get() ?? fail('NOT_FOUND', `no order ${id}`);

/**
 * Moves an order to any status but cancelled (operators correct mistakes too). Shipped and
 * delivered need a tracking number, given now or earlier.
 */
export function setOrderStatus(db: Db, id: number, status: Status, trackingNumber: string | undefined, now: number) {
  return db.transaction((tx) => {
    const order = findOrder(tx, id);
    if (order.status === 'cancelled') fail('VALIDATION', `order ${id} is cancelled`);
    const tracking = trackingNumber ?? order.trackingNumber;
    if ((status === 'shipped' || status === 'delivered') && !tracking)
      fail('VALIDATION', `a ${status} order needs a trackingNumber`);
    const after = tx
      .update(orders)
      .set({ status, trackingNumber: tracking, statusChangedAt: now })
      .where(eq(orders.id, id))
      .returning()
      .get()!;
    audit(tx, now, 'order.status', { type: 'order', id }, state(order), state(after));
    return state(after);
  });
}

/**
 * Cancels an order not yet delivered: its points come back (a ledger row with the reason, which
 * the member reads in their history) and its unit goes back into stock, in one transaction.
 */
export function cancelOrder(db: Db, id: number, reason: string, now: number) {
  return db.transaction((tx) => {
    const order = findOrder(tx, id);
    if (order.status === 'cancelled' || order.status === 'delivered')
      fail('VALIDATION', `order ${id} is ${order.status} and cannot be cancelled`);
    refundPoints(tx, order.userId, order.requiredPoints, 'orderCancelled', now, id, reason);
    tx.update(products)
      .set({ stock: sql`${products.stock} + 1` })
      .where(eq(products.id, order.productId))
      .run();
    const after = tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: reason, statusChangedAt: now })
      .where(eq(orders.id, id))
      .returning()
      .get()!;
    audit(tx, now, 'order.cancel', { type: 'order', id }, state(order), {
      ...state(after),
      pointsReturned: order.requiredPoints,
    });
    return state(after);
  });
}

/** Every order still received or preparing, shipped with a made-up tracking number each (one audit row per order). */
export function shipPlaced(db: Db, trackingPrefix: string, now: number): { shipped: number } {
  return db.transaction((tx) => {
    const waiting = tx
      .select()
      .from(orders)
      .where(inArray(orders.status, ['received', 'preparing']))
      .all();
    for (const order of waiting) {
      const trackingNumber = `${trackingPrefix}${String(order.id).padStart(10, '0')}`;
      setOrderStatus(tx, order.id, 'shipped', order.trackingNumber ?? trackingNumber, now);
    }
    return { shipped: waiting.length };
  });
}

export function orderList(db: Db, filter: { status?: string; query?: string; limit: number }): AdminOrder[] {
  const query = filter.query?.trim();
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      userId: orders.userId,
      nickname: users.nickname,
      productName: products.nameKo,
      requiredPoints: orders.requiredPoints,
      country: orders.country,
      status: orders.status,
      trackingNumber: orders.trackingNumber,
      cancelReason: orders.cancelReason,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(products, eq(products.id, orders.productId))
    .where(
      and(
        filter.status ? eq(orders.status, filter.status as OrderRow['status']) : undefined,
        query
          ? or(
              like(orders.orderNumber, `%${query}%`),
              like(users.email, `%${query}%`),
              like(users.nickname, `%${query}%`),
            )
          : undefined,
      ),
    )
    .orderBy(desc(orders.id))
    .limit(filter.limit)
    .all();
}
