import { Module } from '@nestjs/common';
import { DirectoryCache } from './directory-cache';
import { DirectoryIndex } from './directory-index';
import { ItemsController } from './items.controller';
import { ItemsService } from './items.service';

@Module({ controllers: [ItemsController], providers: [ItemsService, DirectoryCache, DirectoryIndex], exports: [ItemsService] })
export class ItemsModule {}
