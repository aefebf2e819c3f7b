export * from './page-list';
