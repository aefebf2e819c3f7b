export * from './image-type';
