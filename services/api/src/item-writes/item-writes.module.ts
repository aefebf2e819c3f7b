import { Module } from '@nestjs/common';
import { ImagesModule } from '../images/images.module';
import { ItemsModule } from '../items/items.module';
import { ItemWritesController } from './item-writes.controller';
import { ItemWritesService } from './item-writes.service';

@Module({ imports: [ItemsModule, ImagesModule], controllers: [ItemWritesController], providers: [ItemWritesService] })
export class ItemWritesModule {}
