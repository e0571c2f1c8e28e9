import { feedSearchHandlers } from './feed';
import type { DomainHandlers } from './handler';
import { placeSearchHandlers } from './place';

/** The search domain is shared: posts are searched by the feed module, places by the place module. */
export const searchHandlers: DomainHandlers<'search'> = { ...feedSearchHandlers, ...placeSearchHandlers };
