import { BadRequestException, PipeTransform } from '@nestjs/common';
import { COMMENT_API_MESSAGES, parseItemId } from '@bolo/contracts';

/** Comment ids in the path: plain positive decimal integers (the item id rule), else 400. */
export class CommentIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseItemId(value);
    if (id === null) throw new BadRequestException({ message: COMMENT_API_MESSAGES.invalidId });
    return id;
  }
}
