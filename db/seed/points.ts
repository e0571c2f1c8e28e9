import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { attend } from '../../mock-server/services/attendance';
import { completeMonth } from '../../mock-server/services/missions';
import { placeOrder } from '../../mock-server/services/shop';
import { seoulDay } from '../../mock-server/lib/clock';
import { seedProducts } from './data';

const DAY = 24 * 60 * 60 * 1000;
/** Past daily draws, one a day up to yesterday. With the rewards below they add up to what the orders cost, so
 *  the account keeps the 5,400 points of a fresh join that the home screen tests show. */
const PAST_PRIZES = [1000, 500, 500, 300, 300, 300, 100, 100, 100, 50, 50, 50, 50];
const TODAY_PRIZE = 100;

const RECIPIENTS = {
  KR: {
    recipient: { lastName: '김', firstName: '데모', phone: '010-1234-5678' },
    country: 'KR',
    address: { zip: '04524', basic: '서울특별시 중구 세종대로 110', detail: '3층 301호' },
  },
  JP: {
    recipient: { lastName: '旅', firstName: '花子', phone: '090-1234-5678' },
    country: 'JP',
    address: { zip: '1500001', prefecture: '東京都', city: '渋谷区神宮前', block: '1-2-3' },
  },
} as const;

const productId = (db: Db, key: string) => {
  const sort = seedProducts.findIndex((p) => p.key === key);
  return db.select({ id: t.products.id }).from(t.products).where(eq(t.products.sort, sort)).get()!.id;
};

const userByEmail = (db: Db, email: string) =>
  db.select({ id: t.users.id, nationality: t.users.nationality }).from(t.users).where(eq(t.users.email, email)).get()!;

/**
 * `full`: a point life: a month ago it met the missions and ordered a gift (now delivered); this
 * month it met them again (so it may exchange now) and ordered another; daily draws fill the days
 * between, today's included so the draw popup waits for tomorrow.
 * `quiet`: only this month's missions met and today's draw taken, without points, so its ledger
 * stays that of a fresh join (5,400 earned, nothing used), which the foundation tests check.
 */
export function seedPoints(db: Db, accounts: { full: string; quiet: string }, now: number): void {
  const quiet = userByEmail(db, accounts.quiet).id;
  completeMonth(db, quiet, now, { reward: false });
  db.insert(t.attendance)
    .values({ userId: quiet, day: seoulDay(now), prize: 0, createdAt: now })
    .run();

  const user = userByEmail(db, accounts.full);
  const to = RECIPIENTS[user.nationality === 'JP' ? 'JP' : 'KR'];
  const lastMonth = now - 38 * DAY;
  completeMonth(db, user.id, lastMonth, { reward: true });
  const delivered = placeOrder(db, user.id, { ...to, productId: productId(db, 'honey-butter-almond-set') }, lastMonth);
  db.update(t.orders).set({ status: 'delivered' }).where(eq(t.orders.orderNumber, delivered.orderNumber)).run();

  // Oldest first: the ledger's order is the order things happened.
  PAST_PRIZES.forEach((prize, i) => attend(db, user.id, now - (PAST_PRIZES.length - i) * DAY, prize));
  attend(db, user.id, now, TODAY_PRIZE);
  completeMonth(db, user.id, now, { reward: true });
  placeOrder(db, user.id, { ...to, productId: productId(db, 'sheet-mask-20') }, now);
}
