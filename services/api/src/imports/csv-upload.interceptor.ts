import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@bolo/contracts';
import type { Observable } from 'rxjs';

/**
 * Multer in memory: at most one file of IMPORT_MAX_BYTES in the field 'file', and a few small
 * fields. Browsers send file names as UTF-8 without saying so; multer's default reads them as latin1.
 */
const MulterCsv = FileInterceptor('file', {
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 },
  defParamCharset: 'utf8',
});

/**
 * Reads a multipart upload (JSON bodies pass through untouched) and answers multer's refusals in
 * the import's own words: a file over the limit is 413 with the limit, a file in another field 400.
 */
@Injectable()
export class CsvUploadInterceptor extends MulterCsv implements NestInterceptor {
  override async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await super.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PayloadTooLargeException({ message: IMPORT_MESSAGES.tooLarge });
      if (error instanceof BadRequestException && error.message.startsWith('Unexpected file field')) {
        throw new BadRequestException({ message: IMPORT_MESSAGES.fileRequired });
      }
      throw error;
    }
  }
}
