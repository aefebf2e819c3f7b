import type { SqlStatement } from '../sql/executor';
import type { DirectoryQuery } from './directory-query';

/**
 * The directory's meaning in its plainest SQL, written apart from the tuned statements in
 * directory-query.ts: published items, optional category and subcategory, a case-insensitive
 * substring search on name + ' ' + description, newest first, with an exact count. No kept count,
 * posting or index shape is involved, so the tests and the bench use it as the oracle that a
 * faster query shape must agree with (ItemsRepository.referencePage).
 */
export function referenceStatements(query: DirectoryQuery): { count: SqlStatement; page: SqlStatement } {
  const values: unknown[] = [];
  const where = [`status = 'published'`];
  if (query.category !== undefined) where.push(`category = $${values.push(query.category)}`);
  if (query.subcategory !== undefined) where.push(`subcategory = $${values.push(query.subcategory)}`);
  if (query.search !== undefined) {
    // strpos, not LIKE: no wildcard escaping to get right, and no index to lean on.
    where.push(`strpos(lower(name || ' ' || description), $${values.push(query.search.toLowerCase())}) > 0`);
  }
  const filter = where.join(' AND ');
  return {
    count: { text: `SELECT count(*)::int AS total FROM bolo_items WHERE ${filter}`, values },
    page: {
      text: `SELECT id FROM bolo_items WHERE ${filter} ORDER BY updated DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      values: [...values, query.limit, (query.page - 1) * query.limit],
    },
  };
}
