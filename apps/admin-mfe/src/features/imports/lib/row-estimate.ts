// The progress bar needs a row count the server only knows at the end: estimated here from
// the file itself. Quoted cells spanning lines make it a little high, so the bar stops at
// 99 % until the job says it is done.

/** Files up to this size are read whole; larger ones are estimated from their first bytes. */
const READ_WHOLE_MAX_BYTES = 4 * 1024 * 1024;
const SAMPLE_BYTES = 512 * 1024;

function readText(blob: Blob): Promise<string> {
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Lines in a text, the last one counted even without a final newline; blank lines are not rows. */
function countLines(text: string): number {
  return text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length;
}

/** Data rows of a CSV text (the header line not counted). */
export function countDataRows(csv: string): number {
  return Math.max(0, countLines(csv) - 1);
}

/** About how many data rows a CSV file has, or null if it cannot be read. */
export async function estimateDataRows(file: Blob): Promise<number | null> {
  try {
    if (file.size <= READ_WHOLE_MAX_BYTES) return countDataRows(await readText(file));
    const sample = file.slice(0, SAMPLE_BYTES);
    const lines = countLines(await readText(sample));
    if (lines === 0) return null;
    return Math.max(0, Math.round((file.size / sample.size) * lines) - 1);
  } catch {
    return null;
  }
}

/** Percent of the bar: 100 when done, else rows read against the estimate, held below 100. */
export function progressPercent(rowsRead: number, estimatedRows: number | null, finished: boolean): number {
  if (finished) return 100;
  if (!estimatedRows || estimatedRows <= 0) return 0;
  return Math.min(99, Math.floor((rowsRead / estimatedRows) * 100));
}
