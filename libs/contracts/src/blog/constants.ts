// The blog's numbers (admin-side §3 blog_posts, issue 18). docs/decisions.md "Blog (issue 18)".

/** Posts per page of the public list (a 3x3 grid). */
export const BLOG_PAGE_SIZE = 9;
/** Rows per page of the back office's post table. */
export const ADMIN_BLOG_PAGE_SIZE = 20;
/** Reading speed behind `readTime` (minutes, at least 1). */
export const BLOG_WORDS_PER_MINUTE = 200;
/** Posts of the same category shown under a post. */
export const BLOG_RELATED_LIMIT = 3;
/** A visitor's views of one post count once in this window (a Redis key with this expiry). */
export const BLOG_VIEW_WINDOW_SECONDS = 24 * 60 * 60;
/** Seconds a public blog answer (list, post, sitemap) may be kept by browsers and shared caches. */
export const BLOG_PUBLIC_MAX_AGE_SECONDS = 60;

/** The featured picture the worker makes from an upload: the usual social-card size, cropped to fill. */
export const BLOG_IMAGE_SIZE = Object.freeze({ width: 1200, height: 630 } as const);

/** Field limits of a post write (the one schema of the API and the admin form). */
export const BLOG_LIMITS = {
  titleMin: 3,
  titleMax: 200,
  slugMax: 200,
  contentMax: 100_000,
  excerptMax: 500,
  categoryMax: 100,
  tagsMax: 10,
  tagMax: 40,
  metaTitleMax: 70,
  metaDescriptionMax: 160,
  keywordsMax: 255,
  authorMax: 100,
  searchMax: 200,
  imageUrlMax: 2048,
} as const;

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const ADMIN_BLOG_STATUS_FILTERS = ['all', ...BLOG_STATUSES] as const;
export type AdminBlogStatusFilter = (typeof ADMIN_BLOG_STATUS_FILTERS)[number];
