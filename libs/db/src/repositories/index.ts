import type { DataSource } from 'typeorm';

/** A repository owns every statement of its aggregate; it is built from the one DataSource. */
export type RepositoryClass<T = unknown> = new (dataSource: DataSource) => T;

/** Every repository, so the database module can provide each one (filled in as they are written). */
export const REPOSITORIES: RepositoryClass[] = [];
