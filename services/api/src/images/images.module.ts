import { Module } from '@nestjs/common';
import { ImagesController } from './images.controller';
import { ItemImageService } from './item-image.service';
import { ItemImagesReader } from './item-images.reader';

@Module({
  controllers: [ImagesController],
  providers: [ItemImagesReader, ItemImageService],
  exports: [ItemImageService],
})
export class ImagesModule {}
