import { ForbiddenException, HttpException, HttpStatus } from '@nestjs/common';
import { ERROR_CODES, ERROR_MESSAGES, type ErrorResponse } from '@bolo/contracts';

/** Body of every error answer: the message a toast can show, plus a code when the UI branches on it. */
export type ErrorBody = ErrorResponse;

export function subscriptionRequired(): ForbiddenException {
  return new ForbiddenException({ message: ERROR_MESSAGES.subscriptionRequired, code: ERROR_CODES.subscriptionRequired });
}

export class TooManyRequestsException extends HttpException {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = ERROR_MESSAGES.rateLimited,
  ) {
    super({ message, code: ERROR_CODES.rateLimited }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
