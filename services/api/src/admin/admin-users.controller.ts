import { Body, Controller, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import { adminCreateUserSchema, grantComplimentarySchema, setAdminSchema, setDisabledSchema } from '@bolo/contracts';
import type { AdminCreateUser, AdminCreateUserResponse, AdminUserActionResponse, AdminUserDetail } from '@bolo/contracts';
import { AdminOnly } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';
import { AdminUsersService } from './admin-users.service';
import { UserIdPipe } from './user-id.pipe';

/** /api/admin/users/…: one account and the actions on it (the list is AdminController's GET /admin/users). */
@Controller('admin/users')
@AdminOnly()
export class AdminUsersController {
  constructor(private readonly adminUsers: AdminUsersService) {}

  @Post()
  @HttpCode(201)
  create(@Body(new ZodValidationPipe(adminCreateUserSchema)) input: AdminCreateUser): Promise<AdminCreateUserResponse> {
    return this.adminUsers.create(input);
  }

  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  detail(@Param('id', UserIdPipe) id: number): Promise<AdminUserDetail> {
    return this.adminUsers.detail(id);
  }

  @Put(':id/admin')
  setAdmin(
    @CurrentUser() actor: UserRecord,
    @Param('id', UserIdPipe) id: number,
    @Body(new ZodValidationPipe(setAdminSchema)) body: { isAdmin: boolean },
  ): Promise<AdminUserActionResponse> {
    return this.adminUsers.setAdmin(actor.id, id, body.isAdmin);
  }

  @Put(':id/disabled')
  setDisabled(
    @CurrentUser() actor: UserRecord,
    @Param('id', UserIdPipe) id: number,
    @Body(new ZodValidationPipe(setDisabledSchema)) body: { disabled: boolean },
  ): Promise<AdminUserActionResponse> {
    return this.adminUsers.setDisabled(actor.id, id, body.disabled);
  }

  @Put(':id/complimentary')
  grantComplimentary(
    @CurrentUser() actor: UserRecord,
    @Param('id', UserIdPipe) id: number,
    @Body(new ZodValidationPipe(grantComplimentarySchema)) body: { until: string },
  ): Promise<AdminUserActionResponse> {
    return this.adminUsers.grantComplimentary(actor.id, id, body.until);
  }
}
