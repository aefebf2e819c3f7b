import { z } from 'zod';
import type { PublicUser } from '../access/user';
import type { ItemStatus } from '../items/types';
import { blankToUndefined } from '../items/list-query';
import { ADMIN_MESSAGES } from './messages';
import type { AdminUserRow } from './responses';

// The back office's user management (admin-side §2, §5, §7): list filters, the detail page,
// the account actions and the create-user dialog.

export const ADMIN_USER_STATUS_FILTERS = ['all', 'active', 'free', 'canceled', 'past_due', 'premium', 'incomplete'] as const;
export const ADMIN_USER_PLAN_FILTERS = ['all', 'none', 'monthly', 'annual'] as const;
export const ADMIN_USER_ROLE_FILTERS = ['all', 'admin', 'member'] as const;
export const ADMIN_USER_SORTS = ['joined_desc', 'joined_asc'] as const;

/** Filters of GET /api/admin/users on top of page and limit ('all' or blank = no filter). */
export const adminUserFiltersShape = {
  search: z.preprocess(blankToUndefined, z.string().max(100, { error: 'search must be at most 100 characters' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(ADMIN_USER_STATUS_FILTERS, { error: 'Unknown subscription status' }).default('all')),
  plan: z.preprocess(blankToUndefined, z.enum(ADMIN_USER_PLAN_FILTERS, { error: 'Unknown plan' }).default('all')),
  role: z.preprocess(blankToUndefined, z.enum(ADMIN_USER_ROLE_FILTERS, { error: 'role must be all, admin or member' }).default('all')),
  sort: z.preprocess(blankToUndefined, z.enum(ADMIN_USER_SORTS, { error: 'sort must be joined_desc or joined_asc' }).default('joined_desc')),
};

/** A user as the back office sees them: the list row plus the account's state. */
export type AdminUser = AdminUserRow & {
  stripeCustomerId: string | null;
  subscriptionId: string | null;
  /** ISO time the account was disabled, or null. A disabled user cannot sign in and has no session. */
  disabledAt: string | null;
};

/** GET /api/admin/users/{id}. */
export interface AdminUserDetail {
  user: AdminUser;
  savedCount: number;
  commentsCount: number;
  proposalsCount: number;
  /** The user's newest proposed items (up to 20). */
  proposals: Array<{ id: number; name: string; status: ItemStatus; updated: string }>;
}

/** PUT /api/admin/users/{id}/admin. Never on yourself. */
export const setAdminSchema = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) });
/** PUT /api/admin/users/{id}/disabled. Never on yourself. */
export const setDisabledSchema = z.object({ disabled: z.boolean({ error: 'disabled must be true or false' }) });
/** PUT /api/admin/users/{id}/complimentary: directory access until the end of that day (UTC), a future date. */
export const grantComplimentarySchema = z.object({
  until: z.string({ error: 'until must be a date (YYYY-MM-DD)' }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'until must be a date (YYYY-MM-DD)' }),
});

/** Answer of every account action: the user as it now is, and what to tell the admin. */
export interface AdminUserActionResponse {
  user: AdminUser;
  message: string;
}

export const ADMIN_USER_MESSAGES = {
  notFound: 'User not found',
  notYourself: 'You cannot change your own admin role or disable your own account',
  untilInPast: 'Complimentary access must end in the future',
  untilInvalid: 'until must be a date (YYYY-MM-DD)',
  stripeSubscriptionActive:
    'This user has a Stripe subscription that is still billed; cancel it in Stripe before granting complimentary access',
  madeAdmin: 'User is now an admin',
  removedAdmin: 'Admin role removed',
  disabled: 'Account disabled',
  enabled: 'Account enabled',
  complimentaryGranted: (until: string): string => `Complimentary access granted until ${until}`,
  accountDisabled: 'This account has been disabled',
} as const;

const username = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: ADMIN_MESSAGES.required })
    .min(1, { error: ADMIN_MESSAGES.required })
    .min(3, { error: ADMIN_MESSAGES.usernameLength })
    .max(50, { error: ADMIN_MESSAGES.usernameLength })
    .regex(/^[A-Za-z0-9_]+$/, { error: ADMIN_MESSAGES.usernameInvalidCharacters }),
);

/** POST /api/admin/users: the admin create payload (admin-side §3/§5). */
export const adminCreateUserSchema = z.object({
  username,
  password: z
    .string({ error: ADMIN_MESSAGES.required })
    .min(1, { error: ADMIN_MESSAGES.required })
    .min(6, { error: 'Password must be at least 6 characters' })
    .max(200, { error: 'Password must be at most 200 characters' }),
  email: z.preprocess(blankToUndefined, z.string().email({ error: 'Please enter a valid email address' }).max(254).optional()),
  firstName: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  lastName: z.preprocess(blankToUndefined, z.string().max(100).optional()),
  subscriptionStatus: z.preprocess(blankToUndefined, z.enum(['free', 'active', 'canceled', 'past_due', 'premium'], { error: 'Unknown subscription status' }).default('free')),
  subscriptionPlan: z.preprocess(blankToUndefined, z.enum(['none', 'monthly', 'annual'], { error: 'Unknown plan' }).default('none')),
  isAdmin: z.boolean({ error: 'isAdmin must be true or false' }).default(false),
});
export type AdminCreateUserInput = z.input<typeof adminCreateUserSchema>;
export type AdminCreateUser = z.output<typeof adminCreateUserSchema>;

/** 201 answer of POST /api/admin/users. */
export interface AdminCreateUserResponse {
  user: PublicUser;
  message: string;
}
