import type { Domain } from '../../src/shared/api';
import { authHandlers } from './auth';
import { feedHandlers } from './feed';
import type { DomainHandlers } from './handler';
import { noticeHandlers } from './notice';
import { placeHandlers } from './place';
import { pointShopHandlers } from './point-shop';
import { referenceHandlers } from './reference';
import { searchHandlers } from './search';
import { travelHandlers } from './travel';
import { userHandlers } from './user';

/** Handlers by domain and call name; the type requires one for every call of the endpoint table. */
export const handlers: { [D in Domain]: DomainHandlers<D> } = {
  auth: authHandlers,
  reference: referenceHandlers,
  user: userHandlers,
  notice: noticeHandlers,
  feed: feedHandlers,
  search: searchHandlers,
  place: placeHandlers,
  travel: travelHandlers,
  pointShop: pointShopHandlers,
};
