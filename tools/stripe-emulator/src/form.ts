/** A value of a form body as Stripe reads it: strings, nested by `a[b][0][c]` brackets. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses `application/x-www-form-urlencoded` (a request body or a query string) with Stripe's
 * bracket notation, as the SDK writes it: `line_items[0][price]=p&metadata[userId]=7&expand[]=x`.
 * Numeric and empty brackets make arrays.
 */
export function parseForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const first = rawKey.indexOf('[');
    const path = first < 0 ? [rawKey] : [rawKey.slice(0, first), ...[...rawKey.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1])];
    let node: FormObject | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const last = i === path.length - 1;
      const key = path[i];
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      if (Array.isArray(node)) {
        const index = key === '' ? node.length : Number(key);
        if (last) node[index] = value;
        else node = (node[index] ??= nextIsIndex ? [] : {}) as FormObject | FormValue[];
      } else if (last) {
        node[key] = value;
      } else {
        node = (node[key] ??= nextIsIndex ? [] : {}) as FormObject | FormValue[];
      }
    }
  }
  return root;
}

/** Helpers to read parsed values with the types the emulator needs. */
export const str = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const obj = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
export const list = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value.filter((v) => v !== undefined) : value && typeof value === 'object' ? Object.values(value) : []);
export const int = (value: FormValue | undefined): number | undefined => {
  const text = str(value);
  if (text === undefined || text === '' || !/^-?\d+$/.test(text)) return undefined;
  return Number(text);
};
export const bool = (value: FormValue | undefined): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);
/** `metadata[...]` as Stripe stores it: strings; an empty value deletes the key. */
export function mergeMetadata(current: Record<string, string>, update: FormValue | undefined): Record<string, string> {
  if (update === '') return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(obj(update))) {
    if (value === '') delete next[key];
    else if (typeof value === 'string') next[key] = value;
  }
  return next;
}
