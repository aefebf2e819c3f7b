import { Module } from '@nestjs/common';
import { MaintenanceProcessor } from './maintenance.processor';
import { MaintenanceSchedule } from './maintenance.schedule';

/** The `maintenance` queue: housekeeping on a schedule (the daily page-view rollup). */
@Module({ providers: [MaintenanceProcessor, MaintenanceSchedule] })
export class MaintenanceModule {}
