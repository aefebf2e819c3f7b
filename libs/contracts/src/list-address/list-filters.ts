// The list filters every list page shares (search, category, subcategory, page) and the
// directory's own (issue 20), as address fields for listAddressCodec.

import { CATEGORIES, isSubcategoryOf } from '../catalogue/categories';
import type { Category } from '../catalogue/categories';
import { PLATFORMS } from '../catalogue/options';
import { DIRECTORY_SORTS, FILTER_SOURCES, MAX_FILTER_AMOUNT, MAX_SEARCH_LENGTH } from '../items/constants';
import { choiceField, choicesField, optionalChoiceField, pageField, textField, wholeNumberField, type AddressState } from './list-address';

/** search, category, subcategory and page: the filters of spec member-side §4, shared by every list of items. */
export const ITEM_LIST_FIELDS = {
  search: textField(MAX_SEARCH_LENGTH),
  category: optionalChoiceField<Category>(CATEGORIES),
  subcategory: textField(200),
  page: pageField(),
};

/** A subcategory is kept only under its own category. */
export function keepSubcategoryInCategory<S extends { category: string; subcategory: string }>(state: S): S {
  if (state.subcategory === '' || (state.category !== '' && isSubcategoryOf(state.category, state.subcategory))) return state;
  return { ...state, subcategory: '' };
}

/** The directory's fields: the shared ones plus platforms, sources, price and profit bounds, the order and the net-profit platform. */
export const DIRECTORY_FIELDS = {
  ...ITEM_LIST_FIELDS,
  platform: choicesField(PLATFORMS),
  source: choicesField(FILTER_SOURCES),
  buyMax: wholeNumberField(null, 1, MAX_FILTER_AMOUNT),
  profitMin: wholeNumberField(null, 1, MAX_FILTER_AMOUNT),
  /** '' is the default order: relevance with a search, newest without. */
  sort: choiceField<(typeof DIRECTORY_SORTS)[number] | ''>(DIRECTORY_SORTS, ''),
  netOn: optionalChoiceField(PLATFORMS),
};

export type ItemListState = AddressState<typeof ITEM_LIST_FIELDS>;
export type DirectoryState = AddressState<typeof DIRECTORY_FIELDS>;

/** Rules between the directory's fields: relevance needs a search, net profit needs its platform. */
export function normalizeDirectoryState(state: DirectoryState): DirectoryState {
  let next = keepSubcategoryInCategory(state);
  if ((next.sort === 'relevance' && next.search.trim() === '') || (next.sort === 'net' && next.netOn === '')) next = { ...next, sort: '' };
  return next;
}
