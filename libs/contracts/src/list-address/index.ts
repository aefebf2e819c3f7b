export * from './list-address';
export * from './list-filters';
