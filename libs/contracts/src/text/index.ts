export * from './client-text';
export * from './control-characters';
export * from './query-string';
