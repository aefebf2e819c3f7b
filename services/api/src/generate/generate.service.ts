import { randomUUID } from 'node:crypto';
import { generatedItemFields, generateItemJob, type GeneratedItem } from '@bolo/contracts';
import { JobFailedError, JobQueues, JobTimeoutError, QueueUnavailableError, SERVER_CONFIG } from '@bolo/server-kit';
import { BadGatewayException, GatewayTimeoutException, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';

export const GENERATE_MESSAGES = {
  timedOut: 'Generation timed out. Please try again.',
  unavailable: 'The generator is not available right now. Please try again later.',
  invalidAnswer: 'The generator returned an answer that is not a valid item.',
} as const;

/**
 * Admin AI add (admin-side §2): the worker's `ai` queue generates the item, this waits for it.
 * The model call stays out of the API process, which only enqueues and listens.
 */
@Injectable()
export class GenerateService {
  private readonly logger = new Logger(GenerateService.name);

  constructor(
    private readonly jobQueues: JobQueues,
    @Inject(SERVER_CONFIG) private readonly config: Pick<AppConfig, 'generateTimeoutMs'>,
  ) {}

  async generate(name: string): Promise<GeneratedItem> {
    let result: unknown;
    try {
      result = await this.jobQueues.runAndWait(generateItemJob, { name, requestId: randomUUID() }, this.config.generateTimeoutMs);
    } catch (error) {
      throw this.toHttpError(error);
    }
    // The worker validates its answer; checking again keeps a mismatched worker version from reaching the form.
    if (!isGeneratedItem(result)) {
      this.logger.error({ msg: 'generator answer has the wrong shape', name });
      throw new BadGatewayException({ message: GENERATE_MESSAGES.invalidAnswer });
    }
    const fields = generatedItemFields(result);
    if (!fields.success) throw new BadGatewayException({ message: `${GENERATE_MESSAGES.invalidAnswer} ${fields.error.issues[0]?.message ?? ''}`.trim() });
    return result;
  }

  private toHttpError(error: unknown): Error {
    if (error instanceof JobFailedError) return new BadGatewayException({ message: error.message });
    if (error instanceof JobTimeoutError) {
      this.logger.warn({ msg: 'generation timed out', jobId: error.jobId, timeoutMs: error.timeoutMs });
      return new GatewayTimeoutException({ message: GENERATE_MESSAGES.timedOut });
    }
    if (error instanceof QueueUnavailableError) {
      this.logger.error({ msg: 'generation not queued', error: error.message });
      return new ServiceUnavailableException({ message: GENERATE_MESSAGES.unavailable });
    }
    return error instanceof Error ? error : new Error(String(error));
  }
}

function isGeneratedItem(value: unknown): value is GeneratedItem {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const texts = ['name', 'description', 'category', 'subcategory', 'soldRange', 'buyPrice', 'notes', 'provider'];
  const lists = ['platforms', 'sourceLocations'];
  return (
    texts.every((key) => typeof v[key] === 'string') &&
    lists.every((key) => Array.isArray(v[key]) && (v[key] as unknown[]).every((entry) => typeof entry === 'string'))
  );
}
