export * from './price-range';
export * from './item-schema';
export * from './generated-item';
