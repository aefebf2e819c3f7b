import { z } from 'zod';

// CSV import of items (admin /admin/import-csv and /admin/import-csv-simple): the columns, the
// limits, the job's progress as the page polls it, and the messages.

/** Columns of an import file, in template order; the first line must name them (any order). */
export const IMPORT_COLUMNS = ['name', 'description', 'category', 'subcategory', 'buyPrice', 'soldRange', 'platforms', 'source', 'notes'] as const;
export const IMPORT_REQUIRED_COLUMNS = ['name', 'description', 'category', 'buyPrice', 'soldRange', 'platforms', 'source'] as const;
/** Lists inside a cell (platforms, source) are separated by this character. */
export const IMPORT_LIST_SEPARATOR = ';';
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 200_000;
/** The pasted text of /admin/import-csv-simple. */
export const IMPORT_PASTE_MAX_BYTES = 1024 * 1024;

/** Dry run (store nothing), import (valid rows as drafts), or publish (valid rows published at once: alerts go out). */
export const IMPORT_MODES = ['dry-run', 'import', 'publish'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];
export type ImportState = 'queued' | 'running' | 'completed' | 'failed';

/** GET /api/admin/imports/{id} (and the 202 answer of POST /api/admin/imports). */
export interface ImportStatus {
  id: number;
  mode: ImportMode;
  state: ImportState;
  fileName: string;
  /** Data rows read so far (the header line not counted). */
  rowsRead: number;
  valid: number;
  invalid: number;
  /** Rows stored as drafts (0 in a dry run). */
  inserted: number;
  /** Why the whole import failed (bad header, not CSV), or null. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}

export const IMPORT_MESSAGES = {
  fileRequired: 'Please choose a CSV file to import',
  notCsv: 'The file is not a CSV file',
  tooLarge: `The file is too large (at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB)`,
  pasteTooLarge: `The pasted text is too large (at most ${IMPORT_PASTE_MAX_BYTES / 1024} KB)`,
  tooManyRows: `The file has too many rows (at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')})`,
  missingColumns: (columns: readonly string[]): string => `Missing required columns: ${columns.join(', ')}`,
  unknownColumns: (columns: readonly string[]): string => `Unknown columns: ${columns.join(', ')}`,
  empty: 'The file has no rows to import',
  modeInvalid: 'mode must be dry-run, import or publish',
  notFound: 'Import not found',
  queued: 'Import queued',
} as const;

export const IMPORT_HEADER_MESSAGES = {
  duplicateColumns: (columns: readonly string[]): string => `Duplicate columns: ${columns.join(', ')}`,
} as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

const CANONICAL_COLUMNS: ReadonlyMap<string, ImportColumn> = new Map(IMPORT_COLUMNS.map((c) => [c.toLowerCase(), c]));

/**
 * Checks a file's header (its first record, already split into cells) the same way in the API,
 * which refuses a bad file at once, and in the worker. Names match case-insensitively (buyprice
 * is buyPrice); the answer is each cell's canonical column name, or the first problem found.
 */
export function checkImportHeader(cells: readonly string[]): { columns: ImportColumn[] } | { error: string } {
  const names = cells.map((cell) => cell.trim());
  const unknown = names.filter((name) => !CANONICAL_COLUMNS.has(name.toLowerCase()));
  if (unknown.length > 0) return { error: IMPORT_MESSAGES.unknownColumns(unknown.map((name) => (name === '' ? '(blank)' : name))) };
  const columns = names.map((name) => CANONICAL_COLUMNS.get(name.toLowerCase()) as ImportColumn);
  const duplicates = [...new Set(columns.filter((column, i) => columns.indexOf(column) !== i))];
  if (duplicates.length > 0) return { error: IMPORT_HEADER_MESSAGES.duplicateColumns(duplicates) };
  const missing = IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return { error: IMPORT_MESSAGES.missingColumns(missing) };
  return { columns };
}

/**
 * One data row as the item payload the item schema validates (itemPayloadSchema): cells as they
 * are, except platforms and source, which are lists separated by IMPORT_LIST_SEPARATOR.
 */
export function importRowPayload(row: Readonly<Partial<Record<ImportColumn, string>>>): Record<string, unknown> {
  const list = (cell: string | undefined) => (cell ?? '').split(IMPORT_LIST_SEPARATOR).map((s) => s.trim()).filter(Boolean);
  return {
    name: row.name ?? '',
    description: row.description ?? '',
    category: row.category ?? '',
    subcategory: row.subcategory ?? '',
    buyPrice: row.buyPrice ?? '',
    soldRange: row.soldRange ?? '',
    platforms: list(row.platforms),
    source: list(row.source),
    notes: row.notes ?? '',
  };
}

/** The two example rows of GET /api/admin/imports/template.csv (both valid items). */
export const IMPORT_TEMPLATE_ROWS: ReadonlyArray<Record<ImportColumn, string>> = [
  {
    name: 'Vintage Pyrex Mixing Bowl Set',
    description: 'Colourful nesting bowls from the 1960s; complete sets sell quickly.',
    category: 'Home & Kitchen',
    subcategory: 'Cookware',
    buyPrice: '$5 - $15',
    soldRange: '$40 - $90',
    platforms: 'eBay;Etsy',
    source: 'Thrift Stores;Estate Sales',
    notes: 'Check for chips and faded patterns.',
  },
  {
    name: 'Nintendo Game Boy Color',
    description: 'Handheld console; working units with clean screens are in demand.',
    category: 'Gaming',
    subcategory: 'Consoles & Accessories',
    buyPrice: '$10 - $25',
    soldRange: '$45 - $80',
    platforms: 'eBay;Mercari;Facebook',
    source: 'Garage Sales;Flea Markets',
    notes: '',
  },
];

/** The mode field of POST /api/admin/imports (multipart or JSON); a missing mode is a dry run, which never writes. */
export const importModeSchema = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? 'dry-run' : typeof v === 'string' ? v.trim() : v),
  z.enum(IMPORT_MODES, { error: IMPORT_MESSAGES.modeInvalid }),
);

/** POST /api/admin/imports as JSON (/admin/import-csv-simple): the pasted CSV text. */
export const importPasteSchema = z.object({
  csv: z.string({ error: IMPORT_MESSAGES.fileRequired }),
  mode: importModeSchema,
  fileName: z.preprocess((v) => (typeof v === 'string' ? v.trim() || undefined : v), z.string().max(255).optional()),
});
export type ImportPasteInput = z.input<typeof importPasteSchema>;
