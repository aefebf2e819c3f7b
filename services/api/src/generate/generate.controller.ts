import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { generateItemRequestSchema, type GeneratedItem, type GenerateItemRequest } from '@bolo/contracts';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { GenerateService } from './generate.service';

/**
 * POST /api/generate-bolo (admin-side §7): fills the AI add form, and the member proposal form at
 * /add-bolo, from an item name. Any signed-in user may propose, so any signed-in user may generate.
 */
@Controller('generate-bolo')
@SignedIn()
export class GenerateController {
  constructor(
    private readonly generator: GenerateService,
    private readonly limiter: RateLimiter,
  ) {}

  /** Limited per account (USER_LIMITS.aiGenerate), counted once the name is valid: only a call that reaches the model costs. */
  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  async generate(@Body(new ZodValidationPipe(generateItemRequestSchema)) body: GenerateItemRequest, @CurrentUser() user: UserRecord): Promise<GeneratedItem> {
    await this.limiter.spendUserLimit('aiGenerate', user);
    return this.generator.generate(body.name);
  }
}
