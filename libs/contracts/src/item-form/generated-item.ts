import { z } from 'zod';
import { ADMIN_MESSAGES as M } from '../admin/messages';
import { hasControlCharacters, hasScriptContent, itemPayloadSchema, ITEM_LIMITS, type ItemFields } from './item-schema';

/**
 * POST /api/generate-bolo: the item name to generate from. Held to the item's own name rules,
 * so a name the generated item could not carry is refused here (400) rather than by the worker.
 */
export const generateItemRequestSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: M.itemNameRequired.description })
      .min(1, { error: M.itemNameRequired.description })
      .min(ITEM_LIMITS.nameMin, { error: M.nameTooShort })
      .max(ITEM_LIMITS.nameMax, { error: M.nameTooLong })
      .refine((v) => !hasControlCharacters(v) && !hasScriptContent(v), { error: M.invalidContent }),
  ),
});
export type GenerateItemRequest = z.output<typeof generateItemRequestSchema>;

/** The generated BOLO response (admin-side §3). */
export interface GeneratedItem {
  name: string;
  description: string;
  category: string;
  subcategory: string;
  soldRange: string;
  buyPrice: string;
  platforms: string[];
  notes: string;
  sourceLocations: string[];
  /** Which provider answered ('catalogue' for the offline one, else the model's name). */
  provider: string;
}

/** Why a job fails when its provider's answer does not pass the item schema (the API answers 502 with it). */
export const invalidGeneratedItemMessage = (issue: string): string => `The AI provider returned an answer that is not a valid item: ${issue}`;

/** A generated item's fields, validated by the one item schema; `sourceLocations` is its `source`. */
export function generatedItemFields(generated: Omit<GeneratedItem, 'provider'>): z.ZodSafeParseResult<ItemFields> {
  return itemPayloadSchema.safeParse({ ...generated, source: generated.sourceLocations });
}

/** Admin AI form (admin-side §5): free text about where to buy, mapped to one of the admin form's sources. */
const SOURCE_KEYWORDS: ReadonlyArray<[string, string]> = [
  ['thrift', 'Thrift Stores'],
  ['garage', 'Garage Sales'],
  ['estate', 'Estate Sales'],
  ['flea', 'Flea Markets'],
  ['retail', 'Retail'],
];

/** Each generated source location as an admin-form source; unmatched text defaults to Thrift Stores. */
export function mapSourceLocations(locations: readonly string[]): string[] {
  const mapped = locations.map((location) => {
    const lower = location.toLowerCase();
    return SOURCE_KEYWORDS.find(([keyword]) => lower.includes(keyword))?.[1] ?? 'Thrift Stores';
  });
  return [...new Set(mapped)];
}
