import { Module } from '@nestjs/common';
import { ImagesProcessor } from './images.processor';
import { ItemImagesRepository } from './item-images.repository';

@Module({
  providers: [ImagesProcessor, ItemImagesRepository],
})
export class ImagesModule {}
