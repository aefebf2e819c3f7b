export * from './item-row';
export * from './directory-query';
export * from './catalogue-version';
