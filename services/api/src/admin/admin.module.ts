import { Module } from '@nestjs/common';
import { PasswordHasher } from '../auth/password-hasher';
import { AdminListsService } from './admin-lists.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AdminStatsService } from './admin-stats.service';

@Module({
  controllers: [AdminController, AdminUsersController],
  providers: [AdminStatsService, AdminListsService, AdminUsersService, PasswordHasher],
})
export class AdminModule {}
