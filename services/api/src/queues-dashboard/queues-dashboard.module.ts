import { Module } from '@nestjs/common';
import { AdminGuard } from '../auth/guards/admin.guard';
import { SessionGuard } from '../auth/guards/session.guard';
import { QueuesDashboard } from './queues-dashboard';

/** Bull Board at /api/admin/queues; configure-app mounts QueuesDashboard.handlers(). */
@Module({ providers: [QueuesDashboard, SessionGuard, AdminGuard], exports: [QueuesDashboard] })
export class QueuesDashboardModule {}
