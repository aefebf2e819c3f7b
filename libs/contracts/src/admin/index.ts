export * from './stats';
export * from './item-list-query';
