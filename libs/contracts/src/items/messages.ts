// The paid directory and the item detail page (spec member-side §5/§8), plus the list-query
// validation messages the API answers with (also used when parsing the address bar).

import { MAX_PAGE, MAX_PAGE_LIMIT } from '../pagination/constants';
import { PLATFORMS } from '../catalogue/options';
import { DIRECTORY_SORTS, FILTER_SOURCES, MAX_FILTER_AMOUNT, MAX_SEARCH_LENGTH } from './constants';

export const DIRECTORY_MESSAGES = {
  /** 429 (code RATE_LIMITED): a member's anti-scraping budget is spent (directory pages, item pages, saves). */
  readingLimited: 'You are opening items faster than anyone can read them. Please wait a few minutes and try again.',
  /** The directory's state and toast title for that answer. */
  readingLimitedTitle: 'Taking a short break',
  premiumAccessRequired: 'Premium Access Required',
  subscriptionRequired: { title: 'Subscription Required', description: 'Please subscribe to access the BOLO directory.' },
  loadFailed: { title: 'Error loading items', description: 'Failed to load BOLO items. Please try again.' },
  previewFailed: 'Failed to fetch preview items',
  countFailed: 'Failed to fetch BOLO count',
  noItemsFound: 'No items found',
  updatingResults: 'Updating results...',
  weeklyUpdates: 'Weekly Updates',
  lastUpdatedToday: 'Last updated: Today',
  membersOnly: 'Members Only',
  imageNotAvailable: 'Image not available',
  noImageAvailable: 'No Image Available',
  showingRange: (from: number, to: number, total: number): string => `Showing ${from}-${to} of ${total} items`,
  // List query validation (server 400 answers and address-bar parsing).
  pageInvalid: 'page must be a positive integer',
  pageTooLarge: `page must be at most ${MAX_PAGE}`,
  limitInvalid: `limit must be between 1 and ${MAX_PAGE_LIMIT}`,
  searchInvalid: 'search must be text',
  searchTooLong: `search must be at most ${MAX_SEARCH_LENGTH} characters`,
  unknownCategory: 'Unknown category',
  unknownSubcategory: 'Unknown subcategory for this category',
  subcategoryRequiresCategory: 'subcategory requires a category',
  statusInvalid: 'status must be one of all, published, draft',
  platformInvalid: `platform must be a comma-separated list of ${PLATFORMS.join(', ')}`,
  sourceInvalid: `source must be a comma-separated list of ${FILTER_SOURCES.join(', ')}`,
  buyMaxInvalid: `buyMax must be a whole number of dollars from 1 to ${MAX_FILTER_AMOUNT}`,
  profitMinInvalid: `profitMin must be a whole number of dollars from 1 to ${MAX_FILTER_AMOUNT}`,
  sortInvalid: `sort must be one of ${DIRECTORY_SORTS.join(', ')}`,
  netOnInvalid: `netOn must be one of ${PLATFORMS.join(', ')}`,
  netOnRequired: 'Choose a platform (netOn) to sort by net profit',
  relevanceNeedsSearch: 'Sorting by relevance needs a search',
  /** The results line's note when nothing matched exactly and near misses are shown instead. */
  didYouMean: (suggestion: string): string => `Did you mean "${suggestion}"?`,
  noExactMatches: (search: string): string => `No exact matches for "${search}".`,
} as const;

export const ITEM_MESSAGES = {
  invalidId: 'Invalid item ID',
  notFound: 'Item Not Found',
  unavailable: { title: 'Item Unavailable', description: 'This item is currently unavailable. Please try again later.' },
  authenticationRequired: 'Authentication Required',
  fetchFailed: (status: number, statusText: string): string => `Failed to fetch BOLO item: ${status} ${statusText}`,
  /** API answer for an item that does not exist or that the user may not see. */
  itemNotFound: 'Item not found',
} as const;
