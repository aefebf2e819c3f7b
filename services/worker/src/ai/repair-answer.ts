import {
  CATEGORIES,
  extractAmounts,
  formatPriceRange,
  invalidGeneratedItemMessage,
  ITEM_LIMITS,
  KNOWN_PLATFORMS,
  mapSourceLocations,
  SUBCATEGORIES,
  type GeneratedItem,
} from '@bolo/contracts';
import { GenerationError } from './item-generator';

export type GeneratedFields = Omit<GeneratedItem, 'provider'>;

/**
 * A model's parsed JSON answer made into item fields, repairing only what cannot change its
 * meaning: whitespace, the case of a category, an unknown subcategory (dropped) or platform
 * (dropped), free-text sources (mapped as the admin AI form maps them), price text ('$5-$15'),
 * reversed ranges, over-long lists and text. Anything else (a missing description, no prices)
 * is left for the item schema to refuse.
 */
export function repairAnswer(answer: unknown, requestedName: string): GeneratedFields {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
    throw new GenerationError(invalidGeneratedItemMessage('the answer is not a JSON object'));
  }
  const a = answer as Record<string, unknown>;
  const category = matchCategory(text(a.category));
  return {
    // The admin typed the name; a model that leaves it out has not changed it.
    name: cut(text(a.name) || requestedName.trim(), ITEM_LIMITS.nameMax),
    description: cut(text(a.description), ITEM_LIMITS.descriptionMax),
    category,
    subcategory: matchSubcategory(category, text(a.subcategory)),
    buyPrice: priceText(a.buyPrice),
    soldRange: priceText(a.soldRange),
    platforms: matchPlatforms(list(a.platforms)).slice(0, ITEM_LIMITS.listMax),
    notes: cut(text(a.notes), ITEM_LIMITS.notesMax),
    sourceLocations: mapSourceLocations(list(a.sourceLocations ?? a.source)).slice(0, ITEM_LIMITS.listMax),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : typeof value === 'number' ? String(value) : '';
}

function list(value: unknown): string[] {
  const entries = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return entries.map(text).filter((entry) => entry !== '');
}

/** Cut at a word boundary when there is one near the limit. */
export function cut(value: string, max: number): string {
  if (value.length <= max) return value;
  const head = value.slice(0, max);
  const space = head.lastIndexOf(' ');
  return (space > max * 0.8 ? head.slice(0, space) : head).trim();
}

/** Letters and digits only, '&' read as 'and': 'home and kitchen' is 'Home & Kitchen'. */
const key = (value: string): string => value.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '');

function matchCategory(value: string): string {
  return CATEGORIES.find((category) => key(category) === key(value)) ?? value;
}

function matchSubcategory(category: string, value: string): string {
  const known = (SUBCATEGORIES as Record<string, readonly string[] | undefined>)[category] ?? [];
  return known.find((subcategory) => key(subcategory) === key(value)) ?? '';
}

/** Known platforms by name, case-insensitively ('facebook marketplace' is Facebook); others dropped. */
function matchPlatforms(values: string[]): string[] {
  const matched = values
    .map((value) => KNOWN_PLATFORMS.find((platform) => key(value) === key(platform)) ?? KNOWN_PLATFORMS.find((platform) => key(value).startsWith(key(platform))))
    .filter((platform): platform is string => platform !== undefined);
  return [...new Set(matched)];
}

/** '$min - $max' from any text with two amounts (a reversed pair is swapped); otherwise left as it came. */
function priceText(value: unknown): string {
  const raw = text(value);
  const amounts = extractAmounts(raw);
  if (amounts.length !== 2) return raw;
  const [min, max] = amounts[0] <= amounts[1] ? amounts : [amounts[1], amounts[0]];
  return formatPriceRange(min, max);
}
