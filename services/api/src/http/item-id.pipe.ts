import { BadRequestException, PipeTransform } from '@nestjs/common';
import { MESSAGES, parseItemId } from '@bolo/contracts';

/** Route ids: plain positive decimal integers only (contracts `parseItemId`), else 400. */
export class ItemIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new BadRequestException({ message: MESSAGES.item.invalidId });
    return id;
  }
}
