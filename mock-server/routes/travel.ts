import type { DomainHandlers } from './handler';

export const travelHandlers: DomainHandlers<'travel'> = {};
