export * from './price-range';
export * from './item-schema';
export * from './generated-item';
export * from './form-values';
export * from './proposal';
