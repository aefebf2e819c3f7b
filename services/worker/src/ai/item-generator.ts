import { generatedItemFields, invalidGeneratedItemMessage, toItemPayload, type GeneratedItem } from '@bolo/contracts';

/** Generates an item's fields from its name (the admin AI add form); chosen by AI_PROVIDER. */
export interface ItemGenerator {
  generate(name: string): Promise<GeneratedItem>;
}

export const ITEM_GENERATOR = Symbol('ITEM_GENERATOR');

/** A failure whose message is written for the admin: the job fails with it and the API shows it. */
export class GenerationError extends Error {
  override readonly name = 'GenerationError';
}

// The schema calls the list `source`; the answer calls it `sourceLocations`.
const FIELD_NAMES: Record<string, string> = { source: 'sourceLocations', buyPriceMin: 'buyPrice', buyPriceMax: 'buyPrice', sellPriceMin: 'soldRange', sellPriceMax: 'soldRange' };

/**
 * The item as the one item schema reads it, in its canonical form ('$5 - $15', lists without
 * duplicates), or a GenerationError naming the first problem: nothing invalid reaches the form.
 */
export function checkedItem(item: GeneratedItem): GeneratedItem {
  const result = generatedItemFields(item);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue && issue.path.length > 0 ? `${FIELD_NAMES[String(issue.path[0])] ?? String(issue.path[0])}: ` : '';
    throw new GenerationError(invalidGeneratedItemMessage(`${field}${issue?.message ?? 'invalid'}`));
  }
  const payload = toItemPayload(result.data);
  return {
    name: payload.name,
    description: payload.description,
    category: payload.category,
    subcategory: payload.subcategory,
    soldRange: payload.soldRange,
    buyPrice: payload.buyPrice,
    platforms: payload.platforms,
    notes: payload.notes,
    sourceLocations: payload.source,
    provider: item.provider,
  };
}
