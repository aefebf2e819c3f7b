import { Module } from '@nestjs/common';
import { CommentPicturesController } from './comment-pictures.controller';
import { CommentsController } from './comments.controller';
import { CommentsService } from './comments.service';

/** Item comments and their pictures; repositories come from the server kit's database module. */
@Module({
  controllers: [CommentsController, CommentPicturesController],
  providers: [CommentsService],
})
export class CommentsModule {}
