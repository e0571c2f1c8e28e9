import { sql } from 'drizzle-orm';
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './common';
import { users } from './user';

/** Append-only: every change of a user's points is one row; users.point_* cache its sums. */
export const pointLedger = sqliteTable(
  'point_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    refId: integer('ref_id'),
    /** What an operator wrote for the member: an adjustment's or a cancellation's reason. */
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('point_ledger_user').on(t.userId, t.id)],
);

export const attendance = sqliteTable(
  'attendance',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    day: text('day').notNull(),
    prize: integer('prize').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

export const missionProgress = sqliteTable(
  'mission_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    mission: text('mission', { enum: ['writeFeed', 'writeComment', 'setBookmark', 'applaud'] }).notNull(),
    count: integer('count').notNull().default(0),
    completedAt: integer('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month, t.mission] })],
);

export const missionRewards = sqliteTable(
  'mission_rewards',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

export const products = sqliteTable(
  'products',
  {
    id: id(),
    nameKo: text('name_ko').notNull(),
    nameJa: text('name_ja').notNull(),
    descriptionKo: text('description_ko').notNull(),
    descriptionJa: text('description_ja').notNull(),
    requiredPoints: integer('required_points').notNull(),
    stock: integer('stock').notNull(),
    images: text('images', { mode: 'json' }).$type<string[]>().notNull(),
    sort: integer('sort').notNull().default(0),
    /** Off sale: gone from the shop, its orders stay. */
    onSale: integer('on_sale', { mode: 'boolean' }).notNull().default(true),
  },
  (t) => [check('products_stock_not_negative', sql`${t.stock} >= 0`)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    requiredPoints: integer('required_points').notNull(),
    country: text('country', { enum: ['JP', 'KR'] }).notNull(),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    phone: text('phone').notNull(),
    zip: text('zip').notNull(),
    /** JP: prefecture, city, block; KR: basic address, detail address. */
    address: text('address', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    status: text('status', { enum: ['received', 'preparing', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('received'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    statusChangedAt: integer('status_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('orders_number_unique').on(t.orderNumber), index('orders_user').on(t.userId, t.id)],
);
