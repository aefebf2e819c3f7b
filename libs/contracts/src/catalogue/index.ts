export * from './categories';
export * from './options';
export * from './platform-colors';
