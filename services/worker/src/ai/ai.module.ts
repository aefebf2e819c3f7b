import { SimilarItemsRepository } from '@bolo/db';
import { Module } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker-config';
import { AiProcessor } from './ai.processor';
import { CatalogueItemGenerator } from './catalogue-generator';
import { ITEM_GENERATOR, type ItemGenerator } from './item-generator';
import { OpenAiItemGenerator } from './openai-generator';

/** Picks the provider AI_PROVIDER names. */
export function itemGeneratorFor(config: Pick<WorkerConfig, 'ai'>, similarItems: SimilarItemsRepository): ItemGenerator {
  return config.ai.provider === 'openai' ? new OpenAiItemGenerator(config.ai) : new CatalogueItemGenerator(similarItems);
}

/** The `ai` queue: item generation for the admin AI add form, by the configured provider. */
@Module({
  providers: [AiProcessor, { provide: ITEM_GENERATOR, inject: [WORKER_CONFIG, SimilarItemsRepository], useFactory: itemGeneratorFor }],
})
export class AiModule {}
