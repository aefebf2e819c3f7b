import { Module } from '@nestjs/common';
import { ItemsModule } from '../items/items.module';
import { ImagesController } from './images.controller';
import { ItemImageService } from './item-image.service';
import { ItemImagesReader } from './item-images.reader';

@Module({
  imports: [ItemsModule],
  controllers: [ImagesController],
  providers: [ItemImagesReader, ItemImageService],
  exports: [ItemImageService],
})
export class ImagesModule {}
