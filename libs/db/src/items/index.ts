export * from './item-row';
export * from './directory-query';
export * from './directory-reference';
export * from './catalogue-version';
