export * from './types';
export * from './item-id';
export * from './money';
export * from './profit';
export { itemListQuerySchema, savedListQuerySchema } from './list-query';
export type { ItemListQuery, SavedListQuery } from './list-query';
