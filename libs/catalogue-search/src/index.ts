export * from './words';
export * from './fuzzy';
export * from './near-words';
export * from './facet-counts';
export * from './bitset';
export * from './catalogue-index';
export * from './store-pack-records';
export * from './saved-search-matcher';
