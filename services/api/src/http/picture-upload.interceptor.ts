import { BadRequestException, CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, PayloadTooLargeException, type Type } from '@nestjs/common';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from '@bolo/contracts';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import type { Observable } from 'rxjs';

/** Every form's picture field (member-side §7, admin-side §7: multipart "image"). */
export const PICTURE_FIELD = 'image';

export interface PictureFormLimits {
  /** Text fields the form may carry, and the largest one in bytes. */
  fields: number;
  fieldSize: number;
  /** The form's own words for a picture over IMAGE_MAX_BYTES. */
  tooLargeMessage: string;
}

/**
 * An interceptor that parses a multipart form with at most one picture (and leaves JSON bodies
 * alone): req.file is the picture, req.body the text fields. Memory storage: the bytes are checked
 * by content and stored in PostgreSQL, never on disk; multer stops reading past the limits, so an
 * oversized upload is refused before it is buffered. Limit errors become the form's messages.
 */
export function PictureUploadInterceptor({ fields, fieldSize, tooLargeMessage }: PictureFormLimits): Type<NestInterceptor> {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields, fieldSize, parts: fields + 1 },
  }).single(PICTURE_FIELD);

  const uploadError = (error: unknown): Error => {
    if (!(error instanceof MulterError)) return new BadRequestException({ message: IMAGE_MESSAGES.formUnreadable });
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException({ message: tooLargeMessage });
      case 'LIMIT_UNEXPECTED_FILE':
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException({ message: IMAGE_MESSAGES.oneImageOnly });
      default:
        return new BadRequestException({ message: `The form data is too large (${error.message})` });
    }
  };

  @Injectable()
  class PictureUpload implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) => {
        upload(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(uploadError(error)) : resolve()));
      });
      return next.handle();
    }
  }
  return mixin(PictureUpload);
}
