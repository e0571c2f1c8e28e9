import { z } from 'zod';
import { endpoint, fields, undesigned } from '../endpoint';

const stub = (path: string, summary: string) => endpoint({ path, access: 'user', summary, request: undesigned, response: z.unknown() });
const text = (key: string, max = 100) => z.string().trim().min(1, { error: key }).max(max, { error: key });

export const japanAddress = z.object({
  zip: z.string().trim().regex(/^\d{7}$/, { error: 'zip.jp' }),
  prefecture: text('prefecture', 10),
  city: text('city'),
  block: text('block'),
});
export const koreaAddress = z.object({
  zip: z.string().trim().regex(/^\d{5}$/, { error: 'zip.kr' }),
  basic: text('address.basic', 200),
  detail: text('address.detail', 200),
});
export const recipient = z.object({
  lastName: text('lastName', 30),
  firstName: text('firstName', 30),
  phone: z.string().trim().regex(/^\+?[0-9-]{9,15}$/, { error: 'phone' }),
});

export const pointShop = {
  productList: stub('/api/point-shop/product-list', 'Products with required points and stock'),
  productDetail: stub('/api/point-shop/product-detail', 'One product'),
  checkCondition: stub('/api/point-shop/check-condition', 'Whether points and the monthly mission allow exchanging'),
  productOrder: endpoint({
    path: '/api/point-shop/product-order', access: 'user', summary: 'Orders a gift: points and one unit of stock in one transaction',
    request: z.discriminatedUnion('country', [
      z.object({ productId: fields.id, country: z.literal('JP'), recipient, address: japanAddress }),
      z.object({ productId: fields.id, country: z.literal('KR'), recipient, address: koreaAddress }),
    ]),
    response: z.object({ orderNumber: z.string() }),
  }),
  orderList: stub('/api/point-shop/order-list', 'The user\'s orders'),
};
