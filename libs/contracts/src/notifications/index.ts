export * from './constants';
export * from './messages';
export * from './schemas';
export * from './time-zone';
export * from './types';
