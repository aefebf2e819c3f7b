export * from './constants';
export * from './messages';
export * from './slug';
export * from './blog-post';
export * from './queries';
export * from './responses';
