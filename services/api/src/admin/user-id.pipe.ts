import { NotFoundException, PipeTransform } from '@nestjs/common';
import { ADMIN_USER_MESSAGES, parseItemId } from '@bolo/contracts';

/** A user id in the path: a positive decimal integer (same rule as item ids); anything else names no user. */
export class UserIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new NotFoundException({ message: ADMIN_USER_MESSAGES.notFound });
    return id;
  }
}
