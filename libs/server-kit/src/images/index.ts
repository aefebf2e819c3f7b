export * from './image-inspection';
export * from './item-image-store';
export * from './network-address';
