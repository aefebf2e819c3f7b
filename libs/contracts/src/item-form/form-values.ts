// What the item forms hold while someone types (admin manual form, edit dialog, AI form, member
// proposal form) and how it becomes the item schema's fields and the payload they send
// (admin-side §3, §4, §5). Framework-free, so every form of every remote shares it.
import { ADMIN_MESSAGES } from '../admin/messages';
import { CONDITIONS } from '../catalogue/options';
import { fieldErrors, itemFieldsSchema, toItemPayload, type ItemFields, type ItemPayloadInput } from './item-schema';
import { toPrice } from './price-range';

/** Prices are edited as text (step 0.01); anything non-numeric counts as 0. */
export interface ItemFormValues {
  name: string;
  description: string;
  notes: string;
  category: string;
  subcategory: string;
  buyPriceMin: string;
  buyPriceMax: string;
  sellPriceMin: string;
  sellPriceMax: string;
  platforms: string[];
  source: string[];
  condition: string;
  /** Collected, not sent (admin-side §3). */
  tags: string;
}

export const EMPTY_ITEM_FORM: ItemFormValues = {
  name: '',
  description: '',
  notes: '',
  category: '',
  subcategory: '',
  buyPriceMin: '',
  buyPriceMax: '',
  sellPriceMin: '',
  sellPriceMax: '',
  platforms: [],
  source: [],
  condition: '',
  tags: '',
};

/** The four price inputs of the item forms and their labels (admin-side §2). */
export const ITEM_PRICE_FIELDS = [
  ['buyPriceMin', 'Min Buy Price'],
  ['buyPriceMax', 'Max Buy Price'],
  ['sellPriceMin', 'Min Sell Price'],
  ['sellPriceMax', 'Max Sell Price'],
] as const satisfies ReadonlyArray<readonly [keyof ItemFormValues, string]>;

/** The first message of each field, by field name. */
export type FieldErrors = Partial<Record<keyof ItemFormValues | string, string>>;

export type ItemFormValidation = { ok: true; fields: ItemFields } | { ok: false; errors: FieldErrors };

/** Anything with the item schema's output: `itemFieldsSchema` or the stricter `proposalFieldsSchema`. */
interface FieldsSchema {
  safeParse(input: unknown): { success: true; data: ItemFields } | { success: false; error: Parameters<typeof fieldErrors>[0] };
}

export interface ValidateItemFormOptions {
  /** The admin manual form asks for a condition (admin-side §5). */
  requireCondition?: boolean;
  /** Default `itemFieldsSchema`; the member form passes `proposalFieldsSchema`. */
  schema?: FieldsSchema;
}

/** Validates the form with the item schema: its field rules first, then the range checks. */
export function validateItemForm(values: ItemFormValues, { requireCondition = false, schema = itemFieldsSchema }: ValidateItemFormOptions = {}): ItemFormValidation {
  const parsed = schema.safeParse({
    ...values,
    buyPriceMin: toPrice(values.buyPriceMin),
    buyPriceMax: toPrice(values.buyPriceMax),
    sellPriceMin: toPrice(values.sellPriceMin),
    sellPriceMax: toPrice(values.sellPriceMax),
    condition: values.condition || undefined,
  });
  const conditionMissing = requireCondition && !(CONDITIONS as readonly string[]).includes(values.condition);
  if (parsed.success && !conditionMissing) return { ok: true, fields: parsed.data };
  const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
  if (conditionMissing) errors.condition = ADMIN_MESSAGES.conditionRequired;
  return { ok: false, errors };
}

/** The fields as a write sends them: the payload plus `updated` (ISO). */
export type SentItemPayload = ItemPayloadInput & { updated: string };

export function sentItemPayload(fields: ItemFields, now: Date = new Date()): SentItemPayload {
  return { ...toItemPayload(fields), updated: now.toISOString() };
}
