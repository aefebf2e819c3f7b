import { Inject, Injectable } from '@nestjs/common';
import { ItemsRepository } from '@bolo/db';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import type { ProposalPublishedEmail } from './templates';

/**
 * Turns a queued "proposal published" job (the item's id) into the e-mail to send. The item and
 * its proposer are read now, not when the job was queued: the current address is used, and an
 * item unpublished or deleted meanwhile, or one whose creator is gone, has no address or is an
 * admin now, sends nothing.
 */
@Injectable()
export class ProposalNotices {
  constructor(
    private readonly items: ItemsRepository,
    @Inject(WORKER_CONFIG) private readonly config: WorkerConfig,
  ) {}

  async message(itemId: number): Promise<ProposalPublishedEmail | null> {
    const notice = await this.items.proposalNotice(itemId);
    if (!notice || notice.status !== 'published' || notice.proposerIsAdmin || !notice.proposerEmail) return null;
    return {
      template: 'proposal-published',
      to: notice.proposerEmail,
      username: notice.proposerUsername,
      itemName: notice.itemName,
      itemUrl: `${this.config.billing.appUrl}/bolo/${notice.itemId}`,
    };
  }
}
