import { Module } from '@nestjs/common';
import { AdminBlogController } from './admin-blog.controller';
import { AdminBlogService } from './admin-blog.service';
import { BlogPicturesController } from './blog-pictures.controller';
import { BlogController } from './blog.controller';
import { BlogService } from './blog.service';

/** The blog (issue 18): public reading, the back office's writes, featured pictures. Repositories come from the server kit. */
@Module({
  controllers: [BlogController, AdminBlogController, BlogPicturesController],
  providers: [BlogService, AdminBlogService],
})
export class BlogModule {}
