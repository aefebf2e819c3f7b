import * as C from './constants';

describe('constants', () => {
  it('has the agreed page sizes and delays (spec §9)', () => {
    expect(C).toMatchObject({
      DIRECTORY_PAGE_SIZE: 24,
      MAX_PAGE_LIMIT: 100,
      SAVED_PAGE_SIZE: 24,
      ADMIN_ITEMS_PAGE_SIZE: 20,
      FILTER_DEBOUNCE_MS: 500,
      SAVED_SEARCH_DEBOUNCE_MS: 300,
      PREFETCH_DELAY_MS: 200,
      PREVIEW_ITEM_COUNT: 3,
      DASHBOARD_RECENT_USERS: 10,
      DASHBOARD_RECENT_ITEMS: 5,
      TOAST_DURATION_MS: 5000,
      SUBSCRIPTION_REQUIRED: 'SUBSCRIPTION_REQUIRED',
      ITEM_FETCH_RETRIES: 3,
      ITEM_FETCH_RETRY_DELAY_MS: 1000,
    });
  });

  it('has the cache lifetimes in seconds', () => {
    expect(C).toMatchObject({
      DIRECTORY_CACHE_FRESH_SECONDS: 900,
      DIRECTORY_CACHE_KEEP_SECONDS: 3600,
      DEFAULT_CACHE_FRESH_SECONDS: 600,
      DEFAULT_CACHE_KEEP_SECONDS: 1800,
      PROFILE_CACHE_FRESH_SECONDS: 300,
      PROFILE_CACHE_KEEP_SECONDS: 600,
      ADMIN_ITEMS_CACHE_FRESH_SECONDS: 30,
      ADMIN_ITEMS_CACHE_KEEP_SECONDS: 120,
      COMMENTS_CACHE_FRESH_SECONDS: 300,
    });
  });

  it('has the comment and account limits', () => {
    expect(C).toMatchObject({
      COMMENT_MAX_LENGTH: 1000,
      IMAGE_MAX_BYTES: 5 * 1024 * 1024,
      COMMENT_IMAGE_SIZE_PX: 180,
      USERNAME_MIN_LENGTH: 3,
      USERNAME_MAX_LENGTH: 50,
      PASSWORD_MIN_LENGTH: 6,
      STRONG_PASSWORD_MIN_LENGTH: 8,
      PASSWORD_MAX_LENGTH: 200,
      PAYMENT_SUCCESS_REDIRECT_MS: 2000,
      DEFAULT_BOLO_COUNT: 500,
    });
  });
});
