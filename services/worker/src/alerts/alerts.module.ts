import { Module } from '@nestjs/common';
import { AlertsProcessor } from './alerts.processor';
import { AlertsSchedule } from './alerts.schedule';

/** The `alerts` queue: new finds matched against the saved searches (issue 22). */
@Module({ providers: [AlertsProcessor, AlertsSchedule] })
export class AlertsModule {}
