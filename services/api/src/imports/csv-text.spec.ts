import { parse } from 'csv-parse/sync';
import { csvLine } from './csv-text';

/** Parses lines the way a spreadsheet does: an unquoted CR or LF ends the row. */
const asSpreadsheet = (text: string) => parse(text, { record_delimiter: ['\r\n', '\r', '\n'], relax_column_count: true }) as string[][];

describe('csvLine', () => {
  it('issue 16 finding 2: quotes a cell holding a bare CR or LF, so the row stays one row', () => {
    expect(csvLine([3, 'CR lamp\r=1+2', 'LF\nlamp'])).toBe('3,"CR lamp\r=1+2","LF\nlamp"\r\n');
    expect(asSpreadsheet(csvLine([3, 'CR lamp\r=1+2', 'a\r\nb']))).toEqual([['3', 'CR lamp\r=1+2', 'a\r\nb']]);
  });

  it('quotes separators and quotes, and leaves plain cells bare', () => {
    expect(csvLine(['Lamp, "brass"', 'plain', 7, null])).toBe('"Lamp, ""brass""",plain,7,\r\n');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])('guards %j with a leading apostrophe', (cell) => {
    expect(asSpreadsheet(csvLine([cell]))).toEqual([[`'${cell}`]]);
  });
});
