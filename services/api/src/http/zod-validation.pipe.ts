import { BadRequestException, PipeTransform } from '@nestjs/common';
import { clientTextProblem } from '@bolo/contracts';
import type { z } from 'zod';

/**
 * Validates a body or query object with a contracts schema. The first issue becomes the
 * message, because contracts order their issues the way the spec's forms check them.
 */
export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.output<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.output<S> {
    // Bodies and queries were checked on arrival (ClientTextMiddleware); multipart fields were not.
    const problem = clientTextProblem(value);
    if (problem) throw new BadRequestException({ message: problem });
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException({ message: result.error.issues[0]?.message ?? 'Invalid input' });
  }
}
