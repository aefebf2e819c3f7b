import { Inject, Injectable } from '@nestjs/common';
import { isIP } from 'node:net';
import { ANALYTICS_DAYS, ANALYTICS_TOP_LIMIT, type AnalyticsDashboardResponse } from '@bolo/contracts';
import { PageViewsRepository } from '@bolo/db';
import { SERVER_CONFIG } from '@bolo/server-kit';
import type { AppConfig } from '../config/app-config';

@Injectable()
export class AnalyticsDashboardService {
  private readonly ownHosts: string[];

  constructor(
    private readonly pageViews: PageViewsRepository,
    @Inject(SERVER_CONFIG) config: AppConfig,
  ) {
    this.ownHosts = ownSiteHosts(config.appUrl, config.allowedOrigins);
  }

  /** The last 30 UTC days of page views, raw and rolled up alike. */
  summary(): Promise<AnalyticsDashboardResponse> {
    return this.pageViews.summary(ANALYTICS_DAYS, ANALYTICS_TOP_LIMIT, this.ownHosts);
  }
}

/**
 * The site's own host names: the public origin (APP_URL) and the allowed page origins, each with
 * and without 'www.'. The shell names the previous page as the referrer of in-app navigation, so
 * these are left out of the top referrers.
 */
export function ownSiteHosts(appUrl: string, allowedOrigins: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const origin of [appUrl, ...allowedOrigins]) {
    if (!URL.canParse(origin)) continue;
    const host = new URL(origin).hostname.toLowerCase();
    if (host.startsWith('[') || isIP(host) !== 0) {
      hosts.add(host); // an address has no www. twin
      continue;
    }
    const bare = host.replace(/^www\./, '');
    hosts.add(bare).add(`www.${bare}`);
  }
  return [...hosts].sort();
}
