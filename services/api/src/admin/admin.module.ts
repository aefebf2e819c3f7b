import { Module } from '@nestjs/common';
import { AdminListsService } from './admin-lists.service';
import { AdminController } from './admin.controller';
import { AdminStatsService } from './admin-stats.service';

@Module({ controllers: [AdminController], providers: [AdminStatsService, AdminListsService] })
export class AdminModule {}
