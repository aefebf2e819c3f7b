// The admin item forms' values and what they send (admin-side §3, §5, §7). Validation is the
// one item schema of @bolo/contracts (itemFieldsSchema): its field rules first, then the
// range checks.
import { ADMIN_MESSAGES, CONDITIONS, fieldErrors, itemFieldsSchema, toItemPayload, toPrice } from '@bolo/contracts';
import type { ItemFields, ItemPayloadInput } from '@bolo/contracts';

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

export type FieldErrors = Partial<Record<keyof ItemFormValues | string, string>>;

export type ValidationResult = { ok: true; fields: ItemFields } | { ok: false; errors: FieldErrors };

/** Validates the form with the item schema; `requireCondition` for the manual form (admin-side §5). */
export function validateItemForm(values: ItemFormValues, { requireCondition = false } = {}): ValidationResult {
  const parsed = itemFieldsSchema.safeParse({
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

/** The picture that goes with a write: a cropped file, or else a trimmed address. */
export interface ImageChoice {
  file: File | null;
  imageUrl: string;
}

/** The fields sent with every write: the payload plus `updated` (ISO). */
export function payloadOf(fields: ItemFields, now: Date = new Date()): ItemPayloadInput & { updated: string } {
  return { ...toItemPayload(fields), updated: now.toISOString() };
}

/** Multipart body (admin-side §7): image file or imageUrl (only without a file), lists as JSON text. */
export function toFormData(payload: ItemPayloadInput & { updated: string }, image: ImageChoice, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const url = image.imageUrl.trim();
  if (image.file) form.append('image', image.file, image.file.name);
  else if (url) form.append('imageUrl', url);
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}
