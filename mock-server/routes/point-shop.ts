import { checkCondition, listOrders, listProducts, placeOrder, productDetail } from '../services/shop';
import type { DomainHandlers } from './handler';

export const pointShopHandlers: DomainHandlers<'pointShop'> = {
  productList: ({ db, lang, body }) => listProducts(db, lang, body.cursor, body.size),
  productDetail: ({ db, lang, body }) => productDetail(db, lang, body.productId),
  checkCondition: ({ db, deps, userId, body }) => checkCondition(db, userId, body.productId, deps.clock.now()),
  productOrder: ({ db, deps, userId, body }) => placeOrder(db, userId, body, deps.clock.now()),
  orderList: ({ db, lang, userId, body }) => listOrders(db, userId, lang, body.cursor, body.size),
};
