import { BadRequestException, PipeTransform } from '@nestjs/common';
import { BLOG_MESSAGES, parseItemId } from '@bolo/contracts';

/** Post ids in the path: plain positive decimal integers (the item id rule), else 400. */
export class BlogIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new BadRequestException({ message: BLOG_MESSAGES.invalidId });
    return id;
  }
}
