import { Module } from '@nestjs/common';
import { DirectoryCache } from './directory-cache';
import { ItemsController } from './items.controller';
import { ItemsService } from './items.service';

@Module({ controllers: [ItemsController], providers: [ItemsService, DirectoryCache], exports: [ItemsService] })
export class ItemsModule {}
