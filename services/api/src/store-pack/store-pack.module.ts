import { Module } from '@nestjs/common';
import { StorePackController } from './store-pack.controller';
import { StorePackService } from './store-pack.service';

@Module({ controllers: [StorePackController], providers: [StorePackService] })
export class StorePackModule {}
