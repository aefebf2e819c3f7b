import { IMPORT_COLUMNS, type ImportStatus } from '@bolo/contracts';
import type { Client } from './client';
import type { Stack } from './stack';

/** An import file of `rows` valid items, named uniquely so each row is one new draft. */
export function importCsv(rows: number, label: string): string {
  const lines = [IMPORT_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) {
    const cells: Record<(typeof IMPORT_COLUMNS)[number], string> = {
      name: `${label} find ${i}`,
      description: 'A dependable find that resells well at weekend markets.',
      category: 'Home & Kitchen',
      subcategory: 'Cookware',
      buyPrice: '$5 - $15',
      soldRange: '$40 - $90',
      platforms: 'eBay;Etsy',
      source: 'Thrift Stores',
      notes: '',
    };
    lines.push(IMPORT_COLUMNS.map((column) => cells[column]).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** Published items for members to browse, written straight to the database. */
export async function publishItems(stack: Stack, count: number): Promise<number[]> {
  const rows = await stack.sql<{ id: number }>(
    `INSERT INTO bolo_items (name, description, category, subcategory, sold_range, buy_price, platforms, source, status)
     SELECT 'Published find ' || n, 'A find members browse.', 'Electronics', 'Gadgets', '$25 - $60', '$5', '{eBay}', '{Thrift Stores}', 'published'
     FROM generate_series(1, $1::int) AS n RETURNING id`,
    [count],
  );
  return rows.map((row) => row.id);
}

/** The rows an import stored (drafts carrying its id), counted in the database itself. */
export async function rowsOfImport(stack: Stack, importId: number): Promise<number> {
  const [row] = await stack.sql<{ count: string }>('SELECT count(*) FROM bolo_items WHERE import_id = $1', [importId]);
  return Number(row.count);
}

/** An admin's CSV upload (mode 'import'); the import's id once queued. */
export async function submitImport(admin: Client, rows: number, label: string): Promise<number> {
  const res = await admin.upload('/api/admin/imports', { field: 'file', name: `${label}.csv`, type: 'text/csv', content: importCsv(rows, label) }, { mode: 'import' });
  if (res.status !== 202) throw new Error(`the import upload answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as ImportStatus).id;
}

/** What the import page polls; null while the API cannot answer. */
export async function importStatus(admin: Client, importId: number): Promise<ImportStatus | null> {
  const res = await admin.get(`/api/admin/imports/${importId}`);
  return res.status === 200 ? (res.body as ImportStatus) : null;
}
