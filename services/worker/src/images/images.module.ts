import { Module } from '@nestjs/common';
import { ImagesProcessor } from './images.processor';

/** The `images` queue; its repository comes from the server kit's database module. */
@Module({ providers: [ImagesProcessor] })
export class ImagesModule {}
