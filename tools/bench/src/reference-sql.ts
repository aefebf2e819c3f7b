import type { DataSource } from 'typeorm';
import type { BenchCase } from './cases';

/**
 * The directory's meaning in its plainest SQL, written apart from libs/db's tuned statements:
 * published items, optional category and subcategory, and a case-insensitive substring search
 * on name + ' ' + description, newest first, with an exact count. The bench checks that the API
 * (cached and uncached) answers exactly this, so a faster query shape cannot change a result.
 */
export function referenceStatements(c: BenchCase): { count: { text: string; values: unknown[] }; page: { text: string; values: unknown[] } } {
  const values: unknown[] = [];
  const where = [`status = 'published'`];
  if (c.category !== undefined) where.push(`category = $${values.push(c.category)}`);
  if (c.subcategory !== undefined) where.push(`subcategory = $${values.push(c.subcategory)}`);
  if (c.search !== undefined) {
    // strpos, not LIKE: no wildcard escaping to get right, and no index to lean on.
    where.push(`strpos(lower(name || ' ' || description), $${values.push(c.search.toLowerCase())}) > 0`);
  }
  const filter = where.join(' AND ');
  const pageValues = [...values, c.limit, (c.page - 1) * c.limit];
  return {
    count: { text: `SELECT count(*)::int AS total FROM bolo_items WHERE ${filter}`, values },
    page: {
      text: `SELECT id FROM bolo_items WHERE ${filter} ORDER BY updated DESC, id DESC LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
      values: pageValues,
    },
  };
}

export async function referencePage(dataSource: DataSource, c: BenchCase): Promise<{ ids: number[]; total: number }> {
  const { count, page } = referenceStatements(c);
  const [counted, rows] = await Promise.all([
    dataSource.query<Array<{ total: number }>>(count.text, count.values),
    dataSource.query<Array<{ id: number }>>(page.text, page.values),
  ]);
  return { ids: rows.map((row) => row.id), total: counted[0].total };
}
