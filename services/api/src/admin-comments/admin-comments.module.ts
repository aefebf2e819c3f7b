import { Module } from '@nestjs/common';
import { AdminCommentsController } from './admin-comments.controller';
import { AdminCommentsService } from './admin-comments.service';

@Module({
  controllers: [AdminCommentsController],
  providers: [AdminCommentsService],
})
export class AdminCommentsModule {}
