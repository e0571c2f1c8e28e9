import type { DomainHandlers } from './handler';

export const pointShopHandlers: DomainHandlers<'pointShop'> = {};
