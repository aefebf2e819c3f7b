/** 'image/jpg' and parameters (charset etc.) are tolerated in declared types. */
export function normaliseContentType(contentType: string): string {
  const base = contentType.split(';')[0].trim().toLowerCase();
  return base === 'image/jpg' || base === 'image/pjpeg' ? 'image/jpeg' : base;
}
