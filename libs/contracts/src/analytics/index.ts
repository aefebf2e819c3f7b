export * from './page-view';
