import { Injectable } from '@nestjs/common';
import { PageViewsRepository } from '@bolo/db';
import type { PageViewInput } from '@bolo/contracts';

@Injectable()
export class PageViewsService {
  constructor(private readonly pageViews: PageViewsRepository) {}

  /** One row per route change in the shell; the viewer is recorded when signed in. */
  record(view: PageViewInput, userId: number | undefined): Promise<void> {
    return this.pageViews.record({ path: view.path, referrer: view.referrer, userId: userId ?? null });
  }
}
