export * from './constants';
export * from './messages';
export * from './types';
export * from './item-id';
export * from './money';
export * from './profit';
export { itemListQuerySchema, directoryQueryShape, effectiveSort } from './list-query';
export type { ItemListQuery } from './list-query';
