import { UseGuards, applyDecorators } from '@nestjs/common';
import { AdminGuard } from './guards/admin.guard';
import { SessionGuard } from './guards/session.guard';
import { SubscriptionGuard } from './guards/subscription.guard';

/** 401 unless signed in. */
export const SignedIn = () => UseGuards(SessionGuard);
/** 401 unless signed in, 403 SUBSCRIPTION_REQUIRED without directory access. */
export const DirectoryMember = () => applyDecorators(UseGuards(SessionGuard, SubscriptionGuard));
/** 401 unless signed in, 403 unless admin. */
export const AdminOnly = () => applyDecorators(UseGuards(SessionGuard, AdminGuard));
