import type { DomainHandlers } from './handler';

export const feedHandlers: DomainHandlers<'feed'> = {};

export const feedSearchHandlers: Pick<DomainHandlers<'search'>, 'feed'> = {};
