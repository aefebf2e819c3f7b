import type { UserPlanFilter, UserRoleFilter, UserStatusFilter } from './user-list-query';

export const STATUS_FILTER_LABELS: Record<UserStatusFilter, string> = {
  all: 'All statuses',
  active: 'Active',
  free: 'Free',
  canceled: 'Cancelled',
  past_due: 'Past Due',
  premium: 'Premium',
  incomplete: 'Incomplete',
};

export const PLAN_FILTER_LABELS: Record<UserPlanFilter, string> = { all: 'All plans', none: 'No plan', monthly: 'Monthly', annual: 'Annual' };

export const ROLE_FILTER_LABELS: Record<UserRoleFilter, string> = { all: 'Admins and members', admin: 'Admins', member: 'Members' };

/** Tag colours of subscriptionStatusLabel's answers. */
export const STATUS_TAG_COLOR: Record<string, string> = { Active: 'green', Cancelled: 'orange', 'Past Due': 'red', 'No Subscription': 'default' };

export function planLabel(plan: string | null | undefined): string {
  if (plan === 'monthly') return 'Monthly';
  if (plan === 'annual') return 'Annual';
  return 'No plan';
}

export function fullName(user: { firstName: string | null; lastName: string | null }): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Dates in en-US, e.g. "Mar 4, 2025"; '—' when absent or unreadable. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : date.toLocaleDateString('en-US', { dateStyle: 'medium' });
}
