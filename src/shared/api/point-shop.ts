import { z } from 'zod';
import { endpoint, fields, page } from '../endpoint';
import { PREFECTURE_NAMES } from '../prefectures';
import { picture } from '../picture-field';

const text = (key: string, max = 100) => z.string().trim().min(1, { error: key }).max(max, { error: key });
const listRequest = z.object({ cursor: fields.cursor, size: fields.pageSize }).strict();
const productRequest = z.object({ productId: fields.id }).strict();

export const japanAddress = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{7}$/, { error: 'zip.jp' }),
  prefecture: z
    .string()
    .trim()
    .refine((p) => PREFECTURE_NAMES.includes(p), { error: 'prefecture' }),
  city: text('city'),
  block: text('block'),
});
export const koreaAddress = z.object({
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, { error: 'zip.kr' }),
  basic: text('address.basic', 200),
  detail: text('address.detail', 200),
});
export const recipient = z.object({
  lastName: text('lastName', 30),
  firstName: text('firstName', 30),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9-]{9,15}$/, { error: 'phone' }),
});

export const productSummary = z.object({
  id: z.number(),
  name: z.string(),
  requiredPoints: z.number(),
  stock: z.number(),
  soldOut: z.boolean(),
  imageUrl: picture(),
});
export const productDetail = productSummary.extend({ description: z.string(), images: z.array(picture()) });
export const condition = z.object({
  /** True only when every check below passes: the client then asks for the address. */
  eligible: z.boolean(),
  soldOut: z.boolean(),
  enoughPoints: z.boolean(),
  missionMet: z.boolean(),
  balance: z.number(),
  requiredPoints: z.number(),
});
export const orderStatus = z.enum(['received', 'preparing', 'shipped', 'delivered', 'cancelled']);
/** Seoul dates (YYYY-MM-DD): 7 to 14 business days after the order, the destination's holidays skipped. */
export const deliveryWindow = z.object({ from: z.string(), to: z.string() });
export const order = z.object({
  id: z.number(),
  orderNumber: z.string(),
  productId: z.number(),
  productName: z.string(),
  imageUrl: picture(),
  requiredPoints: z.number(),
  country: z.enum(['JP', 'KR']),
  recipient: z.object({ lastName: z.string(), firstName: z.string(), phone: z.string() }),
  zip: z.string(),
  /** Address lines in delivery order: JP prefecture, city, block; KR basic, detail. */
  addressLines: z.array(z.string()),
  status: orderStatus,
  /** The carrier's number, once an operator shipped it. */
  trackingNumber: z.string().nullable(),
  /** While on its way (not delivered or cancelled). */
  deliveryWindow: deliveryWindow.nullable(),
  /** Why an operator cancelled it (its points were returned). */
  cancelReason: z.string().nullable(),
  createdAt: z.number(),
});

export const pointShop = {
  productList: endpoint({
    path: '/api/point-shop/product-list',
    access: 'user',
    summary: 'Products with required points and stock, in shop order, paged by cursor',
    request: listRequest,
    response: page(productSummary),
  }),
  productDetail: endpoint({
    path: '/api/point-shop/product-detail',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary: 'One product with its pictures and description',
    request: productRequest,
    response: productDetail,
  }),
  checkCondition: endpoint({
    path: '/api/point-shop/check-condition',
    access: 'user',
    errors: ['NOT_FOUND'],
    summary:
      "Whether the user may exchange for this product now: in stock, enough points, and this month's mission met (every activity at its target)",
    request: productRequest,
    response: condition,
  }),
  productOrder: endpoint({
    changesPoints: true,
    path: '/api/point-shop/product-order',
    access: 'user',
    errors: ['NOT_FOUND', 'SOLD_OUT', 'INSUFFICIENT_POINTS', 'MISSION_NOT_MET'],
    summary:
      'Orders a gift: the points and one unit of stock in one transaction, or nothing; a member cannot cancel (an operator can, returning both). Checks SOLD_OUT, then INSUFFICIENT_POINTS, then MISSION_NOT_MET',
    request: z.discriminatedUnion('country', [
      z.object({ productId: fields.id, country: z.literal('JP'), recipient, address: japanAddress }),
      z.object({ productId: fields.id, country: z.literal('KR'), recipient, address: koreaAddress }),
    ]),
    response: z.object({ orderNumber: z.string() }),
  }),
  orderList: endpoint({
    path: '/api/point-shop/order-list',
    access: 'user',
    summary: "The user's orders, newest first, paged by cursor",
    request: listRequest,
    response: page(order),
  }),
};
