import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { isUtf8 } from 'node:buffer';

/** How far the header line is looked for: a real header is a few hundred bytes. */
const HEADER_SCAN_BYTES = 64 * 1024;

/** True when the bytes cannot be CSV text: a NUL byte (binary formats, UTF-16) or invalid UTF-8. */
export function isBinary(bytes: Buffer): boolean {
  return bytes.includes(0) || !isUtf8(bytes);
}

/** The header's cells (first line only, BOM dropped), or null when the first line is not CSV. */
export function headerCells(bytes: Buffer): string[] | null {
  const end = bytes.indexOf(0x0a);
  if (end === -1 ? bytes.length > HEADER_SCAN_BYTES : end > HEADER_SCAN_BYTES) return null;
  const line = bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
  try {
    const [cells] = parse(line, { bom: true, trim: true, to_line: 1 }) as string[][];
    return cells ?? [];
  } catch {
    return null;
  }
}

/** Whether anything but whitespace follows the header line. */
export function hasDataRows(bytes: Buffer): boolean {
  const end = bytes.indexOf(0x0a);
  if (end === -1) return false;
  for (let i = end + 1; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
  }
  return false;
}

/**
 * One CSV line (csv-stringify: RFC 4180 quoting, CRLF). A cell holding a CR, LF, quote or comma is
 * quoted: csv-stringify quotes only the whole CRLF by default, and a spreadsheet ends the row at a
 * bare CR or LF, which would start a new, unguarded cell. A cell that a spreadsheet would run as a
 * formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe, since the report echoes text
 * from the uploaded file.
 */
export function csvLine(cells: ReadonlyArray<string | number | null>): string {
  return stringify([cells.map(defuseFormula)], { record_delimiter: 'windows', quoted_match: /[\r\n",]/ });
}

function defuseFormula(value: string | number | null): string | number | null {
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
