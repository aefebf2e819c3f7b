import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../admin/messages';
import { CATEGORIES, isSubcategoryOf } from '../catalogue/categories';
import { ADMIN_FORM_PLATFORMS, ADMIN_FORM_SOURCES, CONDITIONS, PLATFORMS, SOURCES } from '../catalogue/options';
import { DIRECTORY_MESSAGES } from '../items/messages';
import type { ItemStatus } from '../items/types';
import { formatPriceRange, priceRangeOf, toPrice } from './price-range';

// One item schema for every form that writes an item (admin manual, AI-assisted, edit dialog,
// member proposal, CSV import) and for the API that stores it (admin-side §5, §9). Forms edit
// prices as numbers; the wire carries them as '$min - $max' text (admin-side §3), which
// `itemPayloadSchema` turns back into the same numbers before applying the same rules.

export const ITEM_LIMITS = {
  nameMin: 3,
  nameMax: 200,
  descriptionMin: 10,
  descriptionMax: 2000,
  notesMax: 1000,
  categoryMax: 100,
  priceMin: 0.01,
  priceMax: 100_000,
  /** Largest max/min ratio of a price range. */
  rangeRatioMax: 100,
  listMax: 10,
} as const;

export const ITEM_FORM_MESSAGES = {
  controlCharacters: 'Text must not contain control characters',
  unknownPlatform: (platform: string): string => `Unknown platform: ${platform}`,
  unknownSource: (source: string): string => `Unknown source: ${source}`,
  tooManyPlatforms: `At most ${ITEM_LIMITS.listMax} platforms`,
  tooManySources: `At most ${ITEM_LIMITS.listMax} sources`,
  priceRangeFormat: (field: 'buyPrice' | 'soldRange'): string =>
    `${field} must be a price range like "$5 - $15"`,
  listFormat: (field: 'platforms' | 'source'): string => `${field} must be a list of names`,
  statusInvalid: 'status must be draft or published',
  imageUrlInvalid: 'Image URL must be an http or https address',
  imageUrlPrivate: 'Image URL must not point to a private or local address',
  removeImageInvalid: 'removeImage must be true or false',
  subcategoryTooLong: 'Subcategory must be less than 100 characters',
} as const;

/** Every platform and source an item may carry: the wider lists plus the admin form's names. */
export const KNOWN_PLATFORMS: readonly string[] = [...new Set<string>([...PLATFORMS, ...ADMIN_FORM_PLATFORMS])];
export const KNOWN_SOURCES: readonly string[] = [...new Set<string>([...SOURCES, ...ADMIN_FORM_SOURCES])];

// Script tags and script-bearing URL schemes (admin-side §5: 'Invalid content detected').
const SCRIPT_CONTENT = /<\s*\/?\s*script|\b(?:javascript|vbscript|data)\s*:/i;
// C0 controls other than tab, line feed and carriage return, DEL and C1 controls (NUL included).
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

export function hasScriptContent(text: string): boolean {
  return SCRIPT_CONTENT.test(text);
}

export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/** Trimmed text; missing becomes '' so that the length rule gives the field's own message. */
function text(min: number, minMessage: string, max: number, maxMessage: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: min > 0 ? minMessage : M.invalidInput })
      .refine((v) => !hasControlCharacters(v), { error: ITEM_FORM_MESSAGES.controlCharacters, abort: true })
      .min(min, { error: minMessage })
      .max(max, { error: maxMessage })
      .refine((v) => !hasScriptContent(v), { error: M.invalidContent }),
  );
}

function price(requiredMessage: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : toPrice(v)),
    z.number().min(ITEM_LIMITS.priceMin, { error: requiredMessage }).max(ITEM_LIMITS.priceMax, { error: M.priceUnrealistic }),
  );
}

/** A list of known names: deduplicated, at least one, at most ten. */
function knownList(known: readonly string[], required: string, tooMany: string, unknown: (name: string) => string, format: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? [...new Set(v.map((e) => (typeof e === 'string' ? e.trim() : e)))] : v),
    z
      .array(z.string({ error: format }), { error: format })
      .min(1, { error: required })
      .max(ITEM_LIMITS.listMax, { error: tooMany })
      .superRefine((names, ctx) => {
        for (const name of names) if (!known.includes(name)) ctx.addIssue({ code: 'custom', message: unknown(name) });
      }),
  );
}

const blankToNull = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : typeof v === 'string' ? v.trim() : v);

const itemFieldsShape = {
  name: text(ITEM_LIMITS.nameMin, M.nameTooShort, ITEM_LIMITS.nameMax, M.nameTooLong),
  // Blank is 'Category is required'; a name outside the shared list is unknown.
  category: z.preprocess(
    (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: M.categoryRequired })
      .min(1, { error: M.categoryRequired })
      .pipe(z.enum(CATEGORIES, { error: DIRECTORY_MESSAGES.unknownCategory })),
  ),
  subcategory: z.preprocess(blankToNull, z.string({ error: M.invalidInput }).max(ITEM_LIMITS.categoryMax, { error: ITEM_FORM_MESSAGES.subcategoryTooLong }).nullable()),
  description: text(ITEM_LIMITS.descriptionMin, M.descriptionTooShort, ITEM_LIMITS.descriptionMax, M.descriptionTooLong),
  // Blank is null; not a union with null, whose failure would hide the text rules' messages.
  notes: text(0, M.invalidInput, ITEM_LIMITS.notesMax, M.notesTooLong).transform((v) => (v === '' ? null : v)),
  buyPriceMin: price(M.minBuyPriceRequired),
  buyPriceMax: price(M.maxBuyPriceRequired),
  sellPriceMin: price(M.minSellPriceRequired),
  sellPriceMax: price(M.maxSellPriceRequired),
  platforms: knownList(KNOWN_PLATFORMS, M.platformRequired, ITEM_FORM_MESSAGES.tooManyPlatforms, ITEM_FORM_MESSAGES.unknownPlatform, ITEM_FORM_MESSAGES.listFormat('platforms')),
  source: knownList(KNOWN_SOURCES, M.sourceRequired, ITEM_FORM_MESSAGES.tooManySources, ITEM_FORM_MESSAGES.unknownSource, ITEM_FORM_MESSAGES.listFormat('source')),
  /** Asked by the forms, not stored (bolo_items has no condition column); checked when sent. */
  condition: z.preprocess(
    (v) => (typeof v === 'string' ? CONDITIONS.find((c) => c.toLowerCase() === v.trim().toLowerCase()) ?? v : v),
    z.enum(CONDITIONS, { error: M.conditionRequired }).optional(),
  ),
};

/** The range checks that run after the field rules (admin-side §4: "validate, then run the range checks"). */
function checkRanges(v: { buyPriceMin: number; buyPriceMax: number; sellPriceMin: number; sellPriceMax: number; category: string; subcategory: string | null }, ctx: z.RefinementCtx): void {
  if (v.subcategory !== null && !isSubcategoryOf(v.category, v.subcategory)) {
    ctx.addIssue({ code: 'custom', path: ['subcategory'], message: DIRECTORY_MESSAGES.unknownSubcategory });
  }
  if (v.sellPriceMax <= v.sellPriceMin) ctx.addIssue({ code: 'custom', path: ['sellPriceMax'], message: M.sellRangeInvalid });
  if (v.buyPriceMax <= v.buyPriceMin) ctx.addIssue({ code: 'custom', path: ['buyPriceMax'], message: M.buyRangeInvalid });
  if (v.buyPriceMax / v.buyPriceMin > ITEM_LIMITS.rangeRatioMax) {
    ctx.addIssue({ code: 'custom', path: ['buyPriceMax'], message: M.priceRangeUnrealistic });
  }
  if (v.sellPriceMax / v.sellPriceMin > ITEM_LIMITS.rangeRatioMax) {
    ctx.addIssue({ code: 'custom', path: ['sellPriceMax'], message: M.priceRangeUnrealistic });
  }
}

/** The item as forms edit it (prices as numbers). */
export const itemFieldsSchema = z.object(itemFieldsShape).superRefine(checkRanges);
export type ItemFieldsInput = z.input<typeof itemFieldsSchema>;
export type ItemFields = z.output<typeof itemFieldsSchema>;

/** Member proposals' names: letters, digits, whitespace and - _ . , ( ) & (admin-side §5). */
const PROPOSAL_NAME = /^[\p{L}\p{N}\s\-_.,()&]+$/u;

/**
 * Member proposals add two rules (admin-side §5, user-proposed form): a plain name, and buying at
 * the top of the buy range must still leave a profit at the bottom of the sold range.
 */
export const proposalFieldsSchema = itemFieldsSchema.superRefine((v, ctx) => {
  if (!PROPOSAL_NAME.test(v.name)) ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameInvalidCharacters });
  if (v.sellPriceMin <= v.buyPriceMax) {
    ctx.addIssue({ code: 'custom', path: ['sellPriceMin'], message: `${M.invalidPricing.title}: ${M.invalidPricing.description}` });
  }
});

/** A list sent as JSON text (multipart, admin-side §3) or as an array (JSON bodies). */
function parseList(value: unknown, field: 'platforms' | 'source'): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return [];
  if (!trimmed.startsWith('[')) return trimmed.split(',').map((s) => s.trim()).filter(Boolean);
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return { invalid: field }; // fails the list rule with the field's format message
  }
}

/** '$5 - $15' into the two form numbers ('$5' gives 5 and 5, which the range check refuses). */
function rangeFields(value: unknown, min: string, max: string): Record<string, unknown> {
  if (typeof value !== 'string') return {};
  const range = priceRangeOf(value);
  return range ? { [min]: range.min, [max]: range.max } : {};
}

/** Wire fields into form fields: the price texts into their four numbers, list text into arrays. */
function fromWire(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const body = raw as Record<string, unknown>;
  return {
    ...body,
    ...rangeFields(body.buyPrice, 'buyPriceMin', 'buyPriceMax'),
    ...rangeFields(body.soldRange, 'sellPriceMin', 'sellPriceMax'),
    platforms: parseList(body.platforms, 'platforms'),
    source: parseList(body.source, 'source'),
  };
}

/**
 * The item as the API receives it (admin-side §3/§7): buyPrice and soldRange as '$min - $max'
 * text, platforms and source as JSON list text or arrays, notes and subcategory '' when blank.
 * Unknown keys (updated, tags, image, status) are dropped: the server stamps `updated` itself.
 */
export const itemPayloadSchema = z.preprocess(fromWire, itemFieldsSchema);

/** A member's proposal as the API receives it: the same wire form, held to `proposalFieldsSchema`. */
export const proposalPayloadSchema = z.preprocess(fromWire, proposalFieldsSchema);

export type ItemPayloadInput = {
  name: string;
  description: string;
  notes: string;
  category: string;
  subcategory: string;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  source: string[];
  condition?: string;
};

/** What a valid item stores: the fields as bolo_items keeps them. */
export interface StoredItemFields {
  name: string;
  description: string;
  notes: string | null;
  category: string;
  subcategory: string | null;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  source: string[];
}

export function toStoredItemFields(fields: ItemFields): StoredItemFields {
  return {
    name: fields.name,
    description: fields.description,
    notes: fields.notes,
    category: fields.category,
    subcategory: fields.subcategory,
    buyPrice: formatPriceRange(fields.buyPriceMin, fields.buyPriceMax),
    soldRange: formatPriceRange(fields.sellPriceMin, fields.sellPriceMax),
    platforms: fields.platforms,
    source: fields.source,
  };
}

/** The payload a form sends for its fields (admin-side §3): prices as text, blanks as ''. */
export function toItemPayload(fields: ItemFields): ItemPayloadInput {
  const stored = toStoredItemFields(fields);
  return { ...stored, notes: stored.notes ?? '', subcategory: stored.subcategory ?? '', ...(fields.condition ? { condition: fields.condition } : {}) };
}

/** PUT /api/bolo-items/{id}/status. */
export const itemStatusSchema = z.object({
  status: z.enum(['draft', 'published'], { error: ITEM_FORM_MESSAGES.statusInvalid }),
});
export type ItemStatusBody = { status: ItemStatus };

/** An optional picture address sent instead of a file: http(s) only; the worker fetches it. */
export const imageUrlSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v),
  z
    .string({ error: ITEM_FORM_MESSAGES.imageUrlInvalid })
    .max(2048, { error: ITEM_FORM_MESSAGES.imageUrlInvalid })
    // No credentials, no spaces; the worker parses it fully before fetching (this package has no URL class).
    .regex(/^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i, { error: ITEM_FORM_MESSAGES.imageUrlInvalid })
    .optional(),
);

/** The first message of each field, for showing next to the form's inputs. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
