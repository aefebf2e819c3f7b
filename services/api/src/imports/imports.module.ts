import { Module } from '@nestjs/common';
import { ImportsController } from './imports.controller';
import { ImportsService } from './imports.service';

/** CSV import of items: upload, progress and error report; the worker's `imports` queue does the work. */
@Module({ controllers: [ImportsController], providers: [ImportsService] })
export class ImportsModule {}
