import { ForbiddenException, HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES, SUBSCRIPTION_REQUIRED } from '@bolo/contracts';

/** Body of every error answer: the message a toast can show, plus a marker when the UI branches on it. */
export interface ErrorBody {
  message: string;
  code?: string;
}

export function subscriptionRequired(): ForbiddenException {
  const { title, description } = MESSAGES.directory.subscriptionRequired;
  return new ForbiddenException({ message: `${title}: ${description}`, code: SUBSCRIPTION_REQUIRED });
}

export class TooManyRequestsException extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: 'Too many attempts. Please try again later.', code: 'RATE_LIMITED' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
