export * from './constants';
export * from './messages';
export * from './comment';
export * from './comment-api';
