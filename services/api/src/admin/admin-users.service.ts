import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { ADMIN_MESSAGES, ADMIN_USER_MESSAGES, AUTH_MESSAGES } from '@bolo/contracts';
import type {
  AdminCreateUser,
  AdminCreateUserResponse,
  AdminUser,
  AdminUserActionResponse,
  AdminUserDetail,
  AdminUsersQuery,
} from '@bolo/contracts';
import { UsersRepository, type AdminUserRecord, type IdentityTaken } from '@bolo/db';
import { PasswordHasher } from '../auth/password-hasher';
import { SessionService } from '../session/session.service';
import { toPublicUser } from '../users/user-record';

/** How many of a user's proposals the detail page lists. */
export const DETAIL_PROPOSALS = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const takenMessage = (taken: IdentityTaken) => (taken === 'email' ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);

export function toAdminUser(user: AdminUserRecord): AdminUser {
  return {
    ...toPublicUser(user),
    createdAt: user.createdAt.toISOString(),
    stripeCustomerId: user.stripeCustomerId,
    subscriptionId: user.subscriptionId,
    disabledAt: user.disabledAt ? user.disabledAt.toISOString() : null,
  };
}

/**
 * The end of complimentary access granted "until" a calendar day: the first instant of the next
 * UTC day (access ends exactly then). Null for a string that is not a real date (2026-02-30).
 */
export function endOfUtcDay(until: string): Date | null {
  const start = new Date(`${until}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== until) return null;
  return new Date(start.getTime() + DAY_MS);
}

/** User management of the back office: list, detail, account actions and account creation. */
@Injectable()
export class AdminUsersService {
  private readonly logger = new Logger('AdminUsers');

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionService,
    private readonly hasher: PasswordHasher,
  ) {}

  async list(query: AdminUsersQuery): Promise<{ users: AdminUser[]; total: number }> {
    const { users, total } = await this.users.adminList(query);
    return { users: users.map(toAdminUser), total };
  }

  async detail(id: number): Promise<AdminUserDetail> {
    const user = await this.users.findAdminById(id);
    if (!user) throw notFound();
    const activity = await this.users.activity(id, DETAIL_PROPOSALS);
    return {
      user: toAdminUser(user),
      savedCount: activity.savedCount,
      commentsCount: activity.commentsCount,
      proposalsCount: activity.proposalsCount,
      proposals: activity.proposals.map((p) => ({ ...p, updated: p.updated.toISOString() })),
    };
  }

  async setAdmin(actorId: number, id: number, isAdmin: boolean): Promise<AdminUserActionResponse> {
    // An admin who removed their own role could lock the back office out.
    if (actorId === id) throw new BadRequestException({ message: ADMIN_USER_MESSAGES.notYourself });
    const user = await this.users.setAdmin(id, isAdmin);
    if (!user) throw notFound();
    this.logger.log({ msg: isAdmin ? 'admin role granted' : 'admin role removed', userId: id, by: actorId });
    return { user: toAdminUser(user), message: isAdmin ? ADMIN_USER_MESSAGES.madeAdmin : ADMIN_USER_MESSAGES.removedAdmin };
  }

  /** Disabling ends every session of the user at once; SessionGuard refuses any that slips through. */
  async setDisabled(actorId: number, id: number, disabled: boolean): Promise<AdminUserActionResponse> {
    if (actorId === id) throw new BadRequestException({ message: ADMIN_USER_MESSAGES.notYourself });
    const user = await this.users.setDisabled(id, disabled);
    if (!user) throw notFound();
    if (disabled) await this.sessions.revokeAll(id);
    this.logger.log({ msg: disabled ? 'account disabled' : 'account enabled', userId: id, by: actorId });
    return { user: toAdminUser(user), message: disabled ? ADMIN_USER_MESSAGES.disabled : ADMIN_USER_MESSAGES.enabled };
  }

  /**
   * Directory access until the end of `until` (UTC) as a 'premium' status with that end date.
   * Refused (409) while Stripe bills the user: the next webhook would overwrite it, and the
   * member would be charged for access they were given.
   */
  async grantComplimentary(actorId: number, id: number, until: string, now = new Date()): Promise<AdminUserActionResponse> {
    const end = endOfUtcDay(until);
    if (!end) throw new BadRequestException({ message: ADMIN_USER_MESSAGES.untilInvalid });
    if (end.getTime() <= now.getTime()) throw new BadRequestException({ message: ADMIN_USER_MESSAGES.untilInPast });
    const result = await this.users.grantComplimentary(id, end);
    if ('refused' in result) {
      if (result.refused === 'not-found') throw notFound();
      throw new ConflictException({ message: ADMIN_USER_MESSAGES.stripeSubscriptionActive });
    }
    this.logger.log({ msg: 'complimentary access granted', userId: id, until, by: actorId });
    return { user: toAdminUser(result.user), message: ADMIN_USER_MESSAGES.complimentaryGranted(until) };
  }

  async create(input: AdminCreateUser): Promise<AdminCreateUserResponse> {
    // Checked first for a clear answer without spending a hash; the unique indexes settle races.
    const taken = await this.users.identityTaken(input.username, input.email ?? null);
    if (taken) throw new ConflictException({ message: takenMessage(taken) });
    const created = await this.users.create({
      username: input.username,
      passwordHash: await this.hasher.hashNewPassword(input.password, input.username),
      email: input.email ?? null,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      isAdmin: input.isAdmin,
      subscriptionStatus: input.subscriptionStatus,
      subscriptionPlan: input.subscriptionPlan,
    });
    if ('taken' in created) throw new ConflictException({ message: takenMessage(created.taken) });
    this.logger.log({ msg: 'user created by admin', userId: created.user.id, isAdmin: input.isAdmin });
    return { user: toPublicUser(created.user), message: ADMIN_MESSAGES.userCreated };
  }
}

const notFound = () => new NotFoundException({ message: ADMIN_USER_MESSAGES.notFound });
