// The directory's facets and active-filter chips (issue 20 items 1 and 2) as data: each option
// with its count and the change choosing it makes, each chip with the change removing it. Pure:
// the components turn them into links (../components/FacetPanel.tsx, FilterChips.tsx).
import { BUY_MAX_STEPS, CATEGORIES, FEE_PLATFORM_NAMES, FILTER_SOURCES, PLATFORMS, PROFIT_MIN_STEPS, SUBCATEGORIES, formatUsd } from '@bolo/contracts';
import type { DirectoryFacets, FacetCount } from '@bolo/contracts';
import { withAmount, withCategory, withChoiceToggled, withSearch, withSubcategory } from '../../../shared/lib/list-filters';
import type { AmountFacet, DirectoryFilters } from '../../../shared/lib/list-filters';

export type FacetKey = 'category' | 'subcategory' | 'platform' | 'source' | 'buyMax' | 'profitMin';
type Change = (filters: DirectoryFilters) => DirectoryFilters;

export interface FacetOption {
  value: string;
  label: string;
  /** How many items choosing it gives; null while unknown (no counts yet, or they failed). */
  count: number | null;
  chosen: boolean;
  /** Choosing it, or taking it out when it is chosen. */
  change: Change;
}

export interface FacetGroup {
  key: FacetKey;
  title: string;
  options: FacetOption[];
}

export const buyMaxLabel = (amount: number): string => `Buy under ${formatUsd(amount)}`;
export const profitMinLabel = (amount: number): string => `Profit at least ${formatUsd(amount)}`;
export const platformLabel = (platform: string): string => FEE_PLATFORM_NAMES[platform as keyof typeof FEE_PLATFORM_NAMES] ?? platform;

/** '1,234 items' / '1 item'. */
export function itemCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'item' : 'items'}`;
}

function countsOf(list: readonly FacetCount[] | undefined): ReadonlyMap<string, number> | null {
  return list ? new Map(list.map(({ value, count }) => [value, count])) : null;
}

/** The offered steps, plus a chosen amount that is not one of them (a hand-edited address), in order. */
function amounts(steps: readonly number[], chosen: number | null): number[] {
  return chosen === null || steps.includes(chosen) ? [...steps] : [...steps, chosen].sort((a, b) => a - b);
}

/**
 * Every facet's options for the controls' state (`filters`). `counts` are the server's for the
 * applied filters; subcategory counts are used only when they were counted within the category
 * shown (`subcategoryCounted`).
 */
export function facetGroups(filters: DirectoryFilters, counts: DirectoryFacets | undefined, subcategoryCounted: boolean): FacetGroup[] {
  const option = (map: ReadonlyMap<string, number> | null, value: string, label: string, chosen: boolean, change: Change): FacetOption => ({
    value,
    label,
    count: map ? (map.get(value) ?? 0) : null,
    chosen,
    change,
  });
  const amountGroup = (key: AmountFacet, title: string, steps: readonly number[], label: (amount: number) => string): FacetGroup => {
    const map = countsOf(counts?.[key]);
    const chosen = filters[key];
    return {
      key,
      title,
      options: amounts(steps, chosen).map((amount) =>
        option(map, String(amount), label(amount), amount === chosen, (f) => withAmount(f, key, f[key] === amount ? null : amount)),
      ),
    };
  };

  const groups: FacetGroup[] = [];
  const categories = countsOf(counts?.category);
  groups.push({
    key: 'category',
    title: 'Category',
    options: CATEGORIES.map((category) => option(categories, category, category, filters.category === category, (f) => withCategory(f, f.category === category ? '' : category))),
  });
  if (filters.category) {
    const subcategories = subcategoryCounted ? countsOf(counts?.subcategory) : null;
    groups.push({
      key: 'subcategory',
      title: 'Subcategory',
      options: SUBCATEGORIES[filters.category].map((subcategory) =>
        option(subcategories, subcategory, subcategory, filters.subcategory === subcategory, (f) => withSubcategory(f, f.subcategory === subcategory ? '' : subcategory)),
      ),
    });
  }
  const platforms = countsOf(counts?.platform);
  groups.push({
    key: 'platform',
    title: 'Platform',
    options: PLATFORMS.map((platform) => option(platforms, platform, platformLabel(platform), filters.platform.includes(platform), (f) => withChoiceToggled(f, 'platform', platform))),
  });
  const sources = countsOf(counts?.source);
  groups.push({
    key: 'source',
    title: 'Source',
    options: FILTER_SOURCES.map((source) => option(sources, source, source, filters.source.includes(source), (f) => withChoiceToggled(f, 'source', source))),
  });
  groups.push(amountGroup('buyMax', 'Buy price', BUY_MAX_STEPS, buyMaxLabel));
  groups.push(amountGroup('profitMin', 'Profit', PROFIT_MIN_STEPS, profitMinLabel));
  return groups;
}

export interface FilterChip {
  key: string;
  label: string;
  remove: Change;
}

/** One chip per active filter, in the order the filter bar and the facets show them. */
export function filterChips(filters: DirectoryFilters): FilterChip[] {
  const chips: FilterChip[] = [];
  const search = filters.search.trim();
  if (search) chips.push({ key: 'search', label: `“${search}”`, remove: (f) => withSearch(f, '') });
  if (filters.category) chips.push({ key: 'category', label: filters.category, remove: (f) => withCategory(f, '') });
  if (filters.subcategory) chips.push({ key: 'subcategory', label: filters.subcategory, remove: (f) => withSubcategory(f, '') });
  for (const platform of filters.platform) chips.push({ key: `platform:${platform}`, label: platformLabel(platform), remove: (f) => withChoiceToggled(f, 'platform', platform) });
  for (const source of filters.source) chips.push({ key: `source:${source}`, label: source, remove: (f) => withChoiceToggled(f, 'source', source) });
  const { buyMax, profitMin } = filters;
  if (buyMax !== null) chips.push({ key: 'buyMax', label: buyMaxLabel(buyMax), remove: (f) => withAmount(f, 'buyMax', null) });
  if (profitMin !== null) chips.push({ key: 'profitMin', label: profitMinLabel(profitMin), remove: (f) => withAmount(f, 'profitMin', null) });
  return chips;
}
