import { BadRequestException, PipeTransform } from '@nestjs/common';
import { parseItemId } from '@bolo/contracts';

/** A route id of any table: a plain positive decimal integer (the rule of item ids), else 400 with the given message. */
export class RowIdPipe implements PipeTransform<string, number> {
  constructor(private readonly invalid: string) {}

  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new BadRequestException({ message: this.invalid });
    return id;
  }
}
