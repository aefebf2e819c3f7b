import { BadRequestException } from '@nestjs/common';
import { TEXT_MESSAGES } from '@bolo/contracts';
import { z } from 'zod';
import { ZodValidationPipe } from './zod-validation.pipe';

// Multipart fields (the import's `mode`) reach the pipe unchecked: ClientTextMiddleware runs
// before multer parses them. The pipe applies the same text rules.
describe('ZodValidationPipe', () => {
  const pipe = new ZodValidationPipe(z.object({ mode: z.string() }));
  const messageOf = (value: unknown) => {
    try {
      pipe.transform(value);
      return undefined;
    } catch (error) {
      expect(error).toBeInstanceOf(BadRequestException);
      return ((error as BadRequestException).getResponse() as { message: string }).message;
    }
  };

  it('issue 16 finding 7: refuses a lone surrogate in a field, as it refuses a control character', () => {
    expect(messageOf({ mode: 'dry-run\ud800' })).toBe(TEXT_MESSAGES.brokenText);
    expect(messageOf({ ['mo\udc00de']: 'x', mode: 'dry-run' })).toBe(TEXT_MESSAGES.brokenText);
    expect(messageOf({ mode: 'dry-run\u0000' })).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('passes whole characters to the schema', () => {
    expect(pipe.transform({ mode: 'dry-run 😀' })).toEqual({ mode: 'dry-run 😀' });
  });
});
