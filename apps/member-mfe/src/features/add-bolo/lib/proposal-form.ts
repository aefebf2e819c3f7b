// The member proposal form (admin-side §2 "/admin/add-bolo user-proposed", §4 Submit, §5): its
// values are the shared item form's; submitting runs the proposal schema (field rules, then the
// range, ratio and profitability checks), then the cleaning before sending.
import {
  ADMIN_MESSAGES,
  EMPTY_ITEM_FORM,
  PLATFORMS,
  SOURCES,
  cleanProposalFields,
  isCategory,
  isSubcategoryOf,
  mapSourceLocations,
  priceRangeOf,
  proposalFieldsSchema,
  sentItemPayload,
  validateItemForm,
} from '@bolo/contracts';
import type { FieldErrors, GeneratedItem, ItemFormValues } from '@bolo/contracts';
import { itemFormData } from '@bolo/web';

/** What the user form sends besides its fields (admin-side §3): condition 'good' and empty tags. */
const USER_FORM_EXTRA = { condition: 'good', tags: '' };

/** The profitability check's message as the schema gives it ('Invalid Pricing: ...'). */
export const INVALID_PRICING = `${ADMIN_MESSAGES.invalidPricing.title}: ${ADMIN_MESSAGES.invalidPricing.description}`;

export type ProposalSubmission = { ok: true; body: FormData } | { ok: false; errors: FieldErrors };

/** Validates the values; when they pass, the cleaned multipart body with the cropped picture. */
export function proposalSubmission(values: ItemFormValues, picture: File | null, now: Date = new Date()): ProposalSubmission {
  const result = validateItemForm(values, { schema: proposalFieldsSchema });
  if (!result.ok) return result;
  return { ok: true, body: itemFormData(sentItemPayload(cleanProposalFields(result.fields), now), { file: picture }, USER_FORM_EXTRA) };
}

const priceText = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * The form filled from a generated item: prices taken out of its ranges, only the platforms and
 * sources this form offers (source locations mapped as on the admin AI page, whose 'Retail' is
 * this list's 'Retail Arbitrage'), the category only when it is one of the list.
 */
export function generatedValues(generated: GeneratedItem, typedName: string): ItemFormValues {
  const buy = priceRangeOf(generated.buyPrice);
  const sell = priceRangeOf(generated.soldRange);
  const category = isCategory(generated.category) ? generated.category : '';
  const sources = mapSourceLocations(generated.sourceLocations ?? []).map((source) => (source === 'Retail' ? 'Retail Arbitrage' : source));
  return {
    ...EMPTY_ITEM_FORM,
    name: generated.name || typedName,
    description: generated.description ?? '',
    notes: generated.notes ?? '',
    category,
    subcategory: category && generated.subcategory && isSubcategoryOf(category, generated.subcategory) ? generated.subcategory : '',
    buyPriceMin: priceText(buy?.min),
    buyPriceMax: priceText(buy?.max),
    sellPriceMin: priceText(sell?.min),
    sellPriceMax: priceText(sell?.max),
    platforms: (generated.platforms ?? []).filter((platform) => (PLATFORMS as readonly string[]).includes(platform)),
    source: sources.filter((source) => (SOURCES as readonly string[]).includes(source)),
  };
}
