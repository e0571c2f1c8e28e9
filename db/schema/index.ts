export * from './reference';
export * from './user';
export * from './points';
export * from './content';
export * from './place';
export * from './feed';
export * from './travel';
