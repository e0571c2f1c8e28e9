import type { DomainHandlers } from './handler';

export const placeHandlers: DomainHandlers<'place'> = {};

export const placeSearchHandlers: Pick<DomainHandlers<'search'>, 'place'> = {};
