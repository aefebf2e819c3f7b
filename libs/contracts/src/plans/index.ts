export * from './plans';
