import { Module } from '@nestjs/common';
import { NotificationSettingsController } from './notification-settings.controller';
import { UnsubscribeController } from './unsubscribe.controller';

/** E-mail preferences and the e-mails' unsubscribe links (issue 22). */
@Module({ controllers: [NotificationSettingsController, UnsubscribeController] })
export class NotificationsModule {}
