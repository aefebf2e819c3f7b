import { Body, Controller, Header, HttpCode, Post } from '@nestjs/common';
import { generateItemRequestSchema, type GeneratedItem, type GenerateItemRequest } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import { GenerateService } from './generate.service';

/** POST /api/generate-bolo (admin-side §7): fills the AI add form from an item name. */
@Controller('generate-bolo')
@AdminOnly()
export class GenerateController {
  constructor(private readonly generator: GenerateService) {}

  @Post()
  @HttpCode(200)
  @Header('Cache-Control', 'private, no-store')
  generate(@Body(new ZodValidationPipe(generateItemRequestSchema)) body: GenerateItemRequest): Promise<GeneratedItem> {
    return this.generator.generate(body.name);
  }
}
