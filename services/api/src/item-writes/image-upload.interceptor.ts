import { BadRequestException, CallHandler, ExecutionContext, Injectable, NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { IMAGE_MAX_BYTES, MESSAGES } from '@bolo/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

/** The form's picture field (admin-side §7: multipart "image"). */
export const IMAGE_FIELD = 'image';

// Memory storage: the bytes are checked by content and stored in PostgreSQL, never on disk.
// multer stops reading past the limits, so an oversized upload is refused before it is buffered.
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024, parts: 31 },
}).single(IMAGE_FIELD);

/**
 * Parses a multipart item form (and leaves JSON bodies alone): req.file is the picture, req.body
 * the text fields. Limit errors become the API's messages instead of multer's.
 */
@Injectable()
export class ImageUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(uploadError(error)) : resolve()));
    });
    return next.handle();
  }
}

function uploadError(error: unknown): Error {
  if (!(error instanceof MulterError)) return new BadRequestException({ message: 'The form data could not be read' });
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new PayloadTooLargeException({ message: MESSAGES.admin.imageFileTooLarge });
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new BadRequestException({ message: `Only one file, in the "${IMAGE_FIELD}" field, may be sent` });
    default:
      return new BadRequestException({ message: `The form data is too large (${error.message})` });
  }
}
