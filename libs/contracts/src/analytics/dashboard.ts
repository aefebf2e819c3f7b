// GET /api/admin/analytics: the back office's page-view summary (issue 18).

/** Days the dashboard covers, today (UTC) included. */
export const ANALYTICS_DAYS = 30;
/** Entries in each top list. */
export const ANALYTICS_TOP_LIMIT = 10;
/** Raw page views are kept this many days, then rolled into daily counts (PAGE_VIEW_RETENTION_DAYS). */
export const DEFAULT_PAGE_VIEW_RETENTION_DAYS = 90;

export interface AnalyticsDay {
  /** 'YYYY-MM-DD', a UTC day. */
  day: string;
  views: number;
}

export interface AnalyticsTopPage {
  path: string;
  views: number;
}

export interface AnalyticsTopReferrer {
  /** The referring site's host name, lower case ('www.google.com'). */
  referrer: string;
  views: number;
}

/**
 * Page views of the last ANALYTICS_DAYS UTC days, today included, raw views and daily rollups
 * together. `days` lists every day oldest first, zeros included. `topReferrers` counts other
 * sites only: views without a referrer and views from the site itself (in-app navigation) are left
 * out of it, not out of the totals.
 */
export interface AnalyticsDashboardResponse {
  days: AnalyticsDay[];
  topPages: AnalyticsTopPage[];
  topReferrers: AnalyticsTopReferrer[];
  totalViews: number;
}
