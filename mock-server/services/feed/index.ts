/** Posts: split by concern, gathered here for the routes. */
export * from './detail';
export * from './lists';
export * from './search';
export * from './writing';
