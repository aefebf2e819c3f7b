import * as contracts from './index';

// The names of docs/contracts-api.md; other packages import them, so a rename must fail here.
const AGREED_VALUES = [
  'CATEGORIES',
  'SUBCATEGORIES',
  'isCategory',
  'isSubcategoryOf',
  'PLATFORMS',
  'ADMIN_FORM_PLATFORMS',
  'SOURCES',
  'ADMIN_FORM_SOURCES',
  'CONDITIONS',
  'PLATFORM_COLORS',
  'platformColor',
  'PLANS',
  'monthlyEquivalentCents',
  'isSubscribedForNavigation',
  'hasDirectoryAccess',
  'isAdmin',
  'subscriptionStatusLabel',
  'canManageSubscription',
  'parseItemId',
  'extractNumbers',
  'cardProfitEstimate',
  'detailProfit',
  'itemListQuerySchema',
  'savedListQuerySchema',
  'adminItemListQuerySchema',
  'formatUsd',
  'blockCharacters',
  'pageList',
  'canGoNext',
  'MESSAGES',
  'signInSchema',
  'signUpFormSchema',
  'signUpSchema',
  'changePasswordSchema',
  'DIRECTORY_PAGE_SIZE',
  'MAX_PAGE_LIMIT',
  'SAVED_PAGE_SIZE',
  'ADMIN_ITEMS_PAGE_SIZE',
  'FILTER_DEBOUNCE_MS',
  'SAVED_SEARCH_DEBOUNCE_MS',
  'PREFETCH_DELAY_MS',
  'PREVIEW_ITEM_COUNT',
  'DASHBOARD_RECENT_USERS',
  'DASHBOARD_RECENT_ITEMS',
  'TOAST_DURATION_MS',
  'SUBSCRIPTION_REQUIRED',
  'ITEM_FETCH_RETRIES',
  'ITEM_FETCH_RETRY_DELAY_MS',
  'QUEUE_NAMES',
  'imageJobId',
  'CARD_IMAGE_SIZE',
];

describe('package entry point', () => {
  it.each(AGREED_VALUES)('exports %s', (name) => {
    expect(contracts).toHaveProperty(name);
    expect((contracts as Record<string, unknown>)[name]).toBeDefined();
  });
});
