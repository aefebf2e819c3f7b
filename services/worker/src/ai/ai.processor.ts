import { generateItemJob, QUEUES, type AiJob, type GeneratedItem } from '@bolo/contracts';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { defineQueue, type JobData } from '../queues/queue-processor';
import { checkedItem, GenerationError, ITEM_GENERATOR, type ItemGenerator } from './item-generator';

const ai = defineQueue<AiJob>(QUEUES.ai, { [generateItemJob.name]: true });

/**
 * The `ai` queue: generates an item's fields for the admin AI add form, which waits for the
 * result through the API. A failure is final (an admin is waiting; the provider retries within
 * its own timeout) and its message is what the admin reads.
 */
@ai.Processor()
export class AiProcessor {
  private readonly logger = new Logger('AiProcessor');

  constructor(@Inject(ITEM_GENERATOR) private readonly generator: ItemGenerator) {}

  @ai.OnJob(generateItemJob.name)
  async generateItem({ name }: JobData<AiJob, typeof generateItemJob.name>): Promise<GeneratedItem> {
    try {
      // Checked again here: whatever the provider, nothing invalid leaves the worker.
      const item = checkedItem(await this.generator.generate(name));
      this.logger.log({ msg: 'item generated', provider: item.provider, category: item.category });
      return item;
    } catch (error) {
      const message = error instanceof GenerationError ? error.message : `The AI provider failed: ${error instanceof Error ? error.message : String(error)}`;
      this.logger.warn({ msg: 'item generation failed', error: message });
      throw new UnrecoverableError(message);
    }
  }
}
