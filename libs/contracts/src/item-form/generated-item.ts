import { z } from 'zod';
import { itemPayloadSchema, type ItemFields } from './item-schema';

/** POST /api/generate-bolo: the item name to generate from. */
export const generateItemRequestSchema = z.object({
  name: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: 'Please enter an item name to generate BOLO data.' })
      .min(1, { error: 'Please enter an item name to generate BOLO data.' })
      .max(200, { error: 'Name must be less than 200 characters' }),
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
