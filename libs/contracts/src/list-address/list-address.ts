// One address-bar codec for every list page (issue 20): the directory, the saved list and the
// back office's lists each declare their fields once, and the codec reads an address leniently
// (a hand-edited or stale value falls back to that field's default, never a 400 for the whole
// page) and writes one with defaults left out, keeping parameters that are not its fields
// (utm_*, ...). Pure: no router, no DOM.

import { MAX_PAGE } from '../pagination/constants';

/** The part of URLSearchParams the codec uses (this package compiles without DOM or Node types; both have the class). */
export interface SearchParamsLike {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
  toString(): string;
}
declare const URLSearchParams: new (init?: string | SearchParamsLike) => SearchParamsLike;

/** How one field travels: its default, how a raw value is read (leniently), and how a value is written (null: left out). */
export interface AddressField<T> {
  readonly fallback: T;
  read(raw: string | null): T;
  write(value: T): string | null;
}

type FieldValue<F> = F extends AddressField<infer T> ? T : never;
export type AddressState<Fields extends Record<string, AddressField<unknown>>> = { [K in keyof Fields]: FieldValue<Fields[K]> };

const DIGITS_ONLY = /^[0-9]+$/;

const ENDS_IN_HALF_A_CHARACTER = /[\uD800-\uDBFF]$/;

/** Free text cut to `maxLength`; '' (the default) is left out, and so is text of spaces only. */
export function textField(maxLength: number): AddressField<string> {
  return {
    fallback: '',
    // The cut never leaves the first half of a surrogate pair: no address can carry it.
    read: (raw) => (raw ?? '').slice(0, maxLength).replace(ENDS_IN_HALF_A_CHARACTER, ''),
    write: (value) => (value.trim() ? value : null),
  };
}

/** One of `values`, or `fallback` (left out of the address). */
export function choiceField<T extends string>(values: readonly T[], fallback: T): AddressField<T> {
  return {
    fallback,
    read: (raw) => (raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : fallback),
    write: (value) => (value === fallback ? null : value),
  };
}

/** One of `values`, or '' for none. */
export function optionalChoiceField<T extends string>(values: readonly T[]): AddressField<T | ''> {
  return choiceField<T | ''>(values, '');
}

/** A 1-based page number up to MAX_PAGE; 1 is left out. */
export function pageField(max = MAX_PAGE): AddressField<number> {
  return wholeNumberField(1, 1, max);
}

/** A whole number from min to max, or `fallback` (left out). */
export function wholeNumberField<T extends number | null>(fallback: T, min: number, max: number): AddressField<number | T> {
  return {
    fallback,
    read: (raw) => {
      if (raw === null || !DIGITS_ONLY.test(raw)) return fallback;
      const n = Number(raw);
      return n >= min && n <= max ? n : fallback;
    },
    write: (value) => (value === fallback || value === null ? null : String(value)),
  };
}

/** Several of `values`, comma-separated ('eBay,Mercari'), kept in the options' order; unknown ones are dropped; none is left out. */
export function choicesField<T extends string>(values: readonly T[]): AddressField<readonly T[]> {
  return {
    fallback: [],
    read: (raw) => {
      const given = (raw ?? '').split(',').map((part) => part.trim());
      return values.filter((value) => given.includes(value));
    },
    write: (chosen) => {
      const ordered = values.filter((value) => chosen.includes(value));
      return ordered.length > 0 ? ordered.join(',') : null;
    },
  };
}

export interface ListAddressCodec<Fields extends Record<string, AddressField<unknown>>> {
  /** The fields' keys, in the order they are written. */
  readonly keys: ReadonlyArray<keyof Fields & string>;
  /** Every field at its default. */
  readonly defaults: Readonly<AddressState<Fields>>;
  /** The state an address describes (lenient per field, then `normalize`). */
  read(query: SearchParamsLike | string): AddressState<Fields>;
  /** The query string ('?…', or '' when there is nothing to say); parameters that are not fields are kept from `base`. */
  write(state: AddressState<Fields>, base?: SearchParamsLike | string): string;
  /** Whether two states write the same address. */
  same(a: AddressState<Fields>, b: AddressState<Fields>): boolean;
}

/**
 * A codec for `fields`. `normalize` enforces rules between fields after reading and before
 * writing (a subcategory belongs to its category, ...), so an address never names a state the
 * page cannot show.
 */
export function listAddressCodec<Fields extends Record<string, AddressField<unknown>>>(
  fields: Fields,
  normalize: (state: AddressState<Fields>) => AddressState<Fields> = (state) => state,
): ListAddressCodec<Fields> {
  const keys = Object.keys(fields) as Array<keyof Fields & string>;
  const defaults = Object.freeze(normalize(Object.fromEntries(keys.map((key) => [key, fields[key].fallback])) as AddressState<Fields>));
  const fieldParams = (state: AddressState<Fields>): Array<[string, string]> => {
    const fixed = normalize(state);
    const params: Array<[string, string]> = [];
    for (const key of keys) {
      const text = (fields[key] as AddressField<unknown>).write(fixed[key]);
      if (text !== null) params.push([key, text]);
    }
    return params;
  };
  return {
    keys,
    defaults,
    read(query) {
      const params = typeof query === 'string' ? new URLSearchParams(query) : query;
      return normalize(Object.fromEntries(keys.map((key) => [key, fields[key].read(params.get(key))])) as AddressState<Fields>);
    },
    write(state, base) {
      const params = new URLSearchParams(base ?? '');
      for (const key of keys) params.delete(key);
      for (const [key, text] of fieldParams(state)) params.set(key, text);
      const text = params.toString();
      return text ? `?${text}` : '';
    },
    same(a, b) {
      return JSON.stringify(fieldParams(a)) === JSON.stringify(fieldParams(b));
    },
  };
}
