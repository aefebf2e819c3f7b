import { NotFoundException, PipeTransform } from '@nestjs/common';
import { IMPORT_MESSAGES, parseItemId } from '@bolo/contracts';

/** An import id in the path: a positive decimal integer; anything else names no import. */
export class ImportIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new NotFoundException({ message: IMPORT_MESSAGES.notFound });
    return id;
  }
}
