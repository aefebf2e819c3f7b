/**
 * Compares an object's shape with a reference object (Stripe's published fixture): the same
 * keys at every level and the same value types. Where the reference shows `null`, any value is
 * accepted (nullable and expandable fields). `allow` lists the paths where the emulator
 * legitimately differs from the one example Stripe published:
 * - `nullable`: Stripe's example shows an object or value, the real API returns null in our case;
 * - `expandable`: an id string where the example shows the expanded object;
 * - `extra`: keys the real API returns that the example leaves out.
 * Paths look like `items.data[].price.recurring`.
 */
export interface ShapeAllowances {
  nullable?: readonly string[];
  expandable?: readonly string[];
  extra?: readonly string[];
}

const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

export function shapeDifferences(reference: unknown, actual: unknown, allow: ShapeAllowances = {}, path = ''): string[] {
  const at = path || '(root)';
  if (reference === null) return [];
  if (actual === null && allow.nullable?.includes(path)) return [];
  if (typeof actual === 'string' && kind(reference) === 'object' && allow.expandable?.includes(path)) return [];
  if (kind(reference) !== kind(actual)) return [`${at}: expected ${kind(reference)}, got ${kind(actual)}`];
  if (Array.isArray(reference)) {
    const items = actual as unknown[];
    if (reference.length === 0) return [];
    return items.flatMap((item) => shapeDifferences(reference[0], item, allow, `${path}[]`));
  }
  if (kind(reference) !== 'object') return [];
  const ref = reference as Record<string, unknown>;
  const act = actual as Record<string, unknown>;
  // An empty example object is a free-form map (metadata, payment_method_options).
  if (Object.keys(ref).length === 0) return [];
  const problems: string[] = [];
  for (const key of Object.keys(ref)) {
    const child = path ? `${path}.${key}` : key;
    if (!(key in act)) problems.push(`${child}: missing`);
    else problems.push(...shapeDifferences(ref[key], act[key], allow, child));
  }
  for (const key of Object.keys(act)) {
    const child = path ? `${path}.${key}` : key;
    if (!(key in ref) && !allow.extra?.includes(child)) problems.push(`${child}: not in Stripe's object`);
  }
  return problems;
}
