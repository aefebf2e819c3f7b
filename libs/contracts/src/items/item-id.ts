// Route ids come straight from the address bar: reject anything that is not a plain
// positive decimal integer rather than letting Number() accept ' 1', '1e3', '0x1f' or '+1'.
const DIGITS_ONLY = /^[0-9]+$/;

export function parseItemId(raw: string | null | undefined): number | null {
  if (typeof raw !== 'string' || !DIGITS_ONLY.test(raw)) return null;
  const id = Number(raw);
  // Above MAX_SAFE_INTEGER, distinct strings would collapse onto the same number.
  return id > 0 && id <= Number.MAX_SAFE_INTEGER ? id : null;
}
