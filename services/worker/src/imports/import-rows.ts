import { checkImportHeader, IMPORT_MESSAGES, importRowPayload, itemPayloadSchema, toStoredItemFields } from '@bolo/contracts';
import type { ImportColumn } from '@bolo/contracts';
import type { ImportedItem, ImportRowError } from '@bolo/db';
import { parse, type Info } from 'csv-parse';
import { pipeline, Readable } from 'node:stream';

/** A reason the whole file cannot be imported (not CSV, bad header): retrying cannot help. */
export class ImportFileError extends Error {}

/** One data row: its line in the file (where it starts) and either the item it makes or why not. */
export type ImportRow = { line: number; item: ImportedItem } | { line: number; error: ImportRowError };

/** Slices of a stored file, read one after another (so at most one slice is in memory at a time). */
export async function* fileSlices(read: (offset: number, length: number) => Promise<Buffer>, size: number, sliceBytes: number): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += sliceBytes) {
    const slice = await read(offset, sliceBytes);
    if (slice.length === 0) return;
    yield slice;
  }
}

const NAME_MAX = 200;

/**
 * Streams the data rows of a CSV: csv-parse reads the slices as they come and each row is
 * validated with the item schema, one at a time, so memory stays flat whatever the file's size.
 * The header is checked first (checkImportHeader, as the API did). A row with the wrong number
 * of cells is an invalid row; broken quoting makes the whole file unreadable (ImportFileError).
 */
export async function* importRows(slices: AsyncIterable<Buffer>): AsyncGenerator<ImportRow> {
  const parser = parse({
    bom: true,
    trim: true,
    info: true,
    skip_empty_lines: true,
    // Cell counts are checked here, per row, rather than failing the whole file.
    relax_column_count: true,
    // A quote left open would otherwise read the rest of the file into one cell.
    max_record_size: 1024 * 1024,
  });
  const parsed = pipeline(Readable.from(slices), parser, () => undefined) as AsyncIterable<{ record: string[]; info: Info }>;

  let columns: ImportColumn[] | null = null;
  try {
    for await (const { record, info } of parsed) {
      const line = info.lines - newlinesIn(record);
      if (!columns) {
        const header = checkImportHeader(record);
        if ('error' in header) throw new ImportFileError(header.error);
        columns = header.columns;
        continue;
      }
      if (record.every((cell) => cell === '')) continue; // a spreadsheet's trailing ",,,," line
      yield toRow(line, record, columns);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('CSV_')) throw new ImportFileError(`${IMPORT_MESSAGES.notCsv}: ${(error as Error).message}`);
    throw error;
  }
  if (!columns) throw new ImportFileError(IMPORT_MESSAGES.empty);
}

function toRow(line: number, record: string[], columns: readonly ImportColumn[]): ImportRow {
  const cells: Partial<Record<ImportColumn, string>> = {};
  columns.forEach((column, i) => (cells[column] = record[i]));
  const name = cells.name ? cells.name.slice(0, NAME_MAX) : null;
  if (record.length !== columns.length) {
    return { line, error: { rowNumber: line, name, messages: [`Row has ${record.length} cells, expected ${columns.length}`] } };
  }
  const result = itemPayloadSchema.safeParse(importRowPayload(cells));
  if (!result.success) return { line, error: { rowNumber: line, name, messages: [...new Set(result.error.issues.map((i) => i.message))] } };
  return { line, item: toStoredItemFields(result.data) };
}

/** Line breaks inside quoted cells: the row starts that many lines before csv-parse's line count. */
function newlinesIn(record: readonly string[]): number {
  let count = 0;
  for (const cell of record) for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) count++;
  return count;
}
