import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { notificationSettingsUpdateSchema, type NotificationSettings, type NotificationSettingsUpdate } from '@bolo/contracts';
import { NotificationSettingsRepository } from '@bolo/db';
import { SignedIn } from '../auth/access.decorators';
import { CurrentUser } from '../auth/current-user';
import { ZodValidationPipe } from '../http/zod-validation.pipe';
import type { UserRecord } from '../users/user-record';

/** The signed-in member's e-mail preferences (issue 22): the weekly digest, alert e-mails, followed categories, time zone. */
@Controller('profile/notifications')
@SignedIn()
export class NotificationSettingsController {
  constructor(private readonly settings: NotificationSettingsRepository) {}

  @Get()
  @Header('Cache-Control', 'private, no-store')
  get(@CurrentUser() user: UserRecord): Promise<NotificationSettings> {
    return this.settings.get(user.id);
  }

  /** What the body names changes; the rest stays. */
  @Put()
  @Header('Cache-Control', 'private, no-store')
  update(@CurrentUser() user: UserRecord, @Body(new ZodValidationPipe(notificationSettingsUpdateSchema)) input: NotificationSettingsUpdate): Promise<NotificationSettings> {
    return this.settings.update(user.id, input);
  }
}
