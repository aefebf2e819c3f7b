export * from './item-row';
export * from './directory-query';
export * from './directory-reference';
export * from './catalogue-version';
export * from './directory-search';
export * from './directory-facets';
export * from './net-profit-sql';
export * from './catalogue-records';
