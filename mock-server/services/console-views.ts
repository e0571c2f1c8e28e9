import { desc, eq, sql } from 'drizzle-orm';
import { orders, products, reports, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { ControlOrder, ControlProduct, ControlReport, ControlUser } from '../../src/shared/control';

/** What the console shows of the data: read-only views, except a product's stock. */
export function listUsers(db: Db): ControlUser[] {
  return db
    .select({
      id: users.id,
      email: users.email,
      nickname: users.nickname,
      language: users.language,
      status: users.status,
      pointBalance: users.pointBalance,
      pointCumulative: users.pointCumulative,
      // Spelled out: inside a sub-select drizzle would leave the column names unqualified.
      orderCount: sql<number>`(SELECT count(*) FROM orders o WHERE o.user_id = "users"."id")`,
    })
    .from(users)
    .orderBy(users.id)
    .all();
}

export function listOrders(db: Db, userId: number): ControlOrder[] {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      productId: orders.productId,
      productName: products.nameKo,
      requiredPoints: orders.requiredPoints,
      country: orders.country,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.id))
    .all();
}

const productColumns = {
  id: products.id,
  nameKo: products.nameKo,
  nameJa: products.nameJa,
  requiredPoints: products.requiredPoints,
  stock: products.stock,
};

export function listProducts(db: Db): ControlProduct[] {
  return db.select(productColumns).from(products).orderBy(products.sort, products.id).all();
}

/** Null when there is no such product. */
export function setStock(db: Db, id: number, stock: number): ControlProduct | null {
  return db.update(products).set({ stock }).where(eq(products.id, id)).returning(productColumns).get() ?? null;
}

export function listReports(db: Db): ControlReport[] {
  return db
    .select({
      id: reports.id,
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      reporter: users.nickname,
      createdAt: reports.createdAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .orderBy(desc(reports.id))
    .limit(200)
    .all();
}
