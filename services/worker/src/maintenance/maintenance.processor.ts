import { Inject, Logger } from '@nestjs/common';
import { QUEUES, pageViewRollupJob, type MaintenanceJob } from '@bolo/contracts';
import { PageViewsRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { defineQueue } from '../queues/queue-processor';

const maintenance = defineQueue<MaintenanceJob>(QUEUES.maintenance, { [pageViewRollupJob.name]: true });

/** Raw page views moved per transaction: a batch holds its row locks for well under a second. */
export const PAGE_VIEW_ROLLUP_BATCH_SIZE = 5000;

export interface PageViewRollupResult {
  /** Views older than this (the start of a UTC day) were rolled up. */
  cutoff: string;
  /** Raw rows moved into the daily counts (and deleted). */
  rows: number;
  /** Rollup rows created or added to, summed over the batches. */
  groups: number;
  batches: number;
}

/** The `maintenance` queue: scheduled housekeeping (maintenance.schedule.ts adds the schedule). */
@maintenance.Processor()
export class MaintenanceProcessor {
  private readonly logger = new Logger('Maintenance');

  constructor(
    private readonly pageViews: PageViewsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  /**
   * Rolls every raw page view older than PAGE_VIEW_RETENTION_DAYS whole UTC days into the daily
   * counts, batch by batch, each batch its own transaction (PageViewsRepository.rollUpBatch). A
   * failure part way keeps the batches already committed; the retry, or tomorrow's run, moves the
   * rest. A run with nothing to move changes nothing.
   */
  @maintenance.OnJob(pageViewRollupJob.name)
  async rollUpPageViews(): Promise<PageViewRollupResult> {
    const cutoff = await this.pageViews.retentionCutoff(this.config.pageViewRetentionDays);
    const result: PageViewRollupResult = { cutoff: cutoff.toISOString(), rows: 0, groups: 0, batches: 0 };
    let from: Date | null = null;
    for (;;) {
      const batch = await this.pageViews.rollUpBatch(cutoff, PAGE_VIEW_ROLLUP_BATCH_SIZE, from);
      if (batch.rows === 0) break;
      from = batch.last;
      result.rows += batch.rows;
      result.groups += batch.groups;
      result.batches += 1;
      if (batch.rows < PAGE_VIEW_ROLLUP_BATCH_SIZE) break;
    }
    this.logger.log({ msg: 'page views rolled up', ...result });
    return result;
  }
}
