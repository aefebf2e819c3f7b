/**
 * A form's text fields as they are in the page right now. Submit handlers read these, not
 * React state: a field typed into before the app started (or while it hydrated) is never lost.
 */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}
