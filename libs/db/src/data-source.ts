import 'reflect-metadata';
import { DataSource, DataSourceOptions } from 'typeorm';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bolo';

/** One definition of how every process reaches PostgreSQL; the schema only changes through migrations. */
export function dataSourceOptions(url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, poolSize = 10): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    migrationsRun: false,
    extra: { max: poolSize },
  };
}

export function createDataSource(url?: string, poolSize?: number): DataSource {
  return new DataSource(dataSourceOptions(url, poolSize));
}

/** The exact expression the trigram index covers; queries must use it verbatim to hit the index. */
export const ITEM_SEARCH_EXPRESSION = `lower(name || ' ' || description)`;

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
export function likeContains(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
