import 'reflect-metadata';
import { DataSource, DataSourceOptions } from 'typeorm';
import { MIGRATIONS } from './migrations';

/**
 * One definition of how every process reaches PostgreSQL; the schema only changes through migrations.
 * No entities: one repository per aggregate in libs/db owns every statement (docs/decisions.md).
 */
export function dataSourceOptions(url: string, poolSize: number): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: [],
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize },
  };
}

export function createDataSource(url: string, poolSize: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}

/** The exact expression the trigram index covers; queries must use it verbatim to hit the index. */
export const ITEM_SEARCH_EXPRESSION = `lower(name || ' ' || description)`;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
