import { DEFAULT_PROFIT_TARGET, type MemberProfileResponse, type ProfitTarget, type PublicUser } from '@bolo/contracts';
import type { UserRecord } from '@bolo/db';

export type { UserRecord };

export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isAdmin: user.isAdmin,
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscriptionEndDate: user.subscriptionEndDate ? user.subscriptionEndDate.toISOString() : null,
  };
}

/** The member's saved profit target, or the default until they save one (the table keeps kind and value together). */
export function profitTargetOfRecord(user: UserRecord): ProfitTarget {
  const { profitTargetKind: kind, profitTargetValue: value } = user;
  if ((kind === 'margin' || kind === 'dollars') && typeof value === 'number' && Number.isFinite(value)) return { kind, value };
  return { ...DEFAULT_PROFIT_TARGET };
}

/** The profile page's user: the public user and their profit target (only the profile answers carry it). */
export function toMemberProfile(user: UserRecord): MemberProfileResponse {
  return { ...toPublicUser(user), profitTarget: profitTargetOfRecord(user) };
}
