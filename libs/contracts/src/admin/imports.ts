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

export const IMPORT_MODES = ['dry-run', 'import'] as const;
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
  modeInvalid: 'mode must be dry-run or import',
  notFound: 'Import not found',
  queued: 'Import queued',
} as const;
