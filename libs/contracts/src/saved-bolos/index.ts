export * from './constants';
export * from './messages';
export * from './list-query';
export * from './save-bolo';
export * from './types';
