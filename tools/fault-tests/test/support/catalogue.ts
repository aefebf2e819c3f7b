import { IMPORT_COLUMNS, type ImportStatus } from '@bolo/contracts';
import { waitFor, type Client } from './client';
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
export function publishItems(stack: Stack, count: number): Promise<number[]> {
  return stack.withRepositories(async ({ items }) => {
    const ids: number[] = [];
    for (let n = 1; n <= count; n += 1) {
      ids.push(
        await items.create({
          name: `Published find ${n}`,
          description: 'A find members browse.',
          category: 'Electronics',
          subcategory: 'Gadgets',
          soldRange: '$25 - $60',
          buyPrice: '$5',
          platforms: ['eBay'],
          source: ['Thrift Stores'],
          status: 'published',
          createdBy: null,
        }),
      );
    }
    return ids;
  });
}

/** The rows an import stored (drafts carrying its id), counted in the database itself. */
export function rowsOfImport(stack: Stack, importId: number): Promise<number> {
  return stack.withRepositories(({ imports }) => imports.countItems(importId));
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

/** Waits (up to a minute) until the import has completed or failed, and answers its last status. */
export function importFinished(admin: Client, importId: number): Promise<ImportStatus> {
  return waitFor('the import to complete', async () => {
    const status = await importStatus(admin, importId);
    return status?.state === 'completed' || status?.state === 'failed' ? status : null;
  }, 60_000, 250);
}
