export * from './constants';
export * from './image-type';
export * from './messages';
