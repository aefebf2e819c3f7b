export * from './constants';
export * from './messages';
export * from './types';
export * from './schemas';
