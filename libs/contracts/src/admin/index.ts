export * from './constants';
export * from './messages';
export * from './stats';
export * from './item-list-query';
export * from './users-query';
export * from './responses';
export * from './user-management';
export * from './imports';
