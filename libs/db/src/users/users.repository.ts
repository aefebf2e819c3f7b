import type { DataSource } from 'typeorm';
import { isRowId, SqlExecutor, uniqueViolation, type Transaction } from '../sql/executor';

/** A users row as the services work with it (never the password hash). */
export interface UserRecord {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin: boolean;
  subscriptionStatus: string;
  subscriptionPlan: string;
  subscriptionEndDate: Date | null;
  createdAt: Date;
  /** When an admin disabled the account (it cannot sign in), or null. */
  disabledAt: Date | null;
  /** The member's profit target ('margin' | 'dollars'), or null until they save one (issue 20). */
  profitTargetKind: string | null;
  /** Its value: a percentage of the sale price, or dollars; null with the kind. */
  profitTargetValue: number | null;
}

/** A users row as the back office sees it: the record plus the billing identifiers. */
export interface AdminUserRecord extends UserRecord {
  stripeCustomerId: string | null;
  subscriptionId: string | null;
}

/** Filters of the back office's user list ('all' = no filter). */
export interface AdminUserFilters {
  page: number;
  limit: number;
  /** Case-insensitive substring of username, e-mail, first or last name. */
  search?: string;
  status: string;
  plan: string;
  role: 'all' | 'admin' | 'member';
  sort: 'joined_desc' | 'joined_asc';
}

/** What the user detail page shows besides the account. */
export interface UserActivity {
  savedCount: number;
  commentsCount: number;
  proposalsCount: number;
  proposals: Array<{ id: number; name: string; status: 'draft' | 'published'; updated: Date }>;
}

/** Why a complimentary grant changed nothing. */
export type ComplimentaryRefusal = 'not-found' | 'stripe-subscription';

export interface NewUser {
  username: string;
  passwordHash: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  isAdmin?: boolean;
  subscriptionStatus?: string;
  subscriptionPlan?: string;
  subscriptionEndDate?: Date | null;
  createdAt?: Date;
}

/** A profit target as stored: 'margin' (% of the sale price) or 'dollars', and its value. */
export interface ProfitTargetRow {
  kind: 'margin' | 'dollars';
  value: number;
}

/** Why an account could not be created: which unique identity is already in use. */
export type IdentityTaken = 'username' | 'email';

export interface UserCounts {
  total: number;
  createdSince: number;
  /** Paying members (admins have access without paying). */
  subscribers: number;
}

const COLUMNS = `
  u.id, u.username, u.email, u.first_name AS "firstName", u.last_name AS "lastName", u.is_admin AS "isAdmin",
  u.subscription_status AS "subscriptionStatus", u.subscription_plan AS "subscriptionPlan",
  u.subscription_end_date AS "subscriptionEndDate", u.created_at AS "createdAt", u.disabled_at AS "disabledAt",
  u.profit_target_kind AS "profitTargetKind", u.profit_target_value::float8 AS "profitTargetValue"`;

const ADMIN_COLUMNS = `${COLUMNS}, u.stripe_customer_id AS "stripeCustomerId", u.subscription_id AS "subscriptionId"`;

/**
 * A subscription Stripe still bills or retries: complimentary access would be overwritten by its
 * next webhook and would hide the real state, so the back office refuses to grant one over it.
 */
const LIVE_STRIPE_SUBSCRIPTION = `(u.subscription_id IS NOT NULL AND u.subscription_status IN ('active', 'past_due'))`;

/** `text` as a LIKE pattern matching it anywhere, with LIKE's own characters taken literally. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SQL twin of contracts `hasDirectoryAccess` for non-admin rows of `users u`, evaluated at the
 * timestamp bound to `now`: 'canceled' with a future end date, or 'active'/'premium'/'pro' with no
 * end date or a future one. An end date equal to now has passed, as in the predicate. Never NULL,
 * so it can be selected as a flag; an integration test checks the two agree on every combination.
 */
const SUBSCRIBER_CONDITION = (now: string) => `(
  (u.subscription_status = 'canceled' AND u.subscription_end_date IS NOT NULL AND u.subscription_end_date > ${now})
  OR (u.subscription_status IN ('active', 'premium', 'pro')
      AND (u.subscription_end_date IS NULL OR u.subscription_end_date > ${now}))
)`;

/** Every statement on `users`. Usernames and e-mail addresses are unique case-insensitively. */
export class UsersRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  findById(id: number): Promise<UserRecord | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<UserRecord>({ name: 'users_by_id', text: `SELECT ${COLUMNS} FROM users u WHERE u.id = $1`, values: [id] });
  }

  /** Case-insensitive lookup through the unique index on lower(username). */
  async findWithPasswordByUsername(username: string): Promise<{ user: UserRecord; passwordHash: string } | null> {
    const row = await this.sql.one<UserRecord & { passwordHash: string }>({
      text: `SELECT ${COLUMNS}, u.password AS "passwordHash" FROM users u WHERE lower(u.username) = lower($1)`,
      values: [username],
    });
    if (!row) return null;
    const { passwordHash, ...user } = row;
    return { user, passwordHash };
  }

  /** The id of the account with this username (any case), or null. */
  async findIdByUsername(username: string): Promise<number | null> {
    const row = await this.sql.one<{ id: number }>({ text: `SELECT id FROM users WHERE lower(username) = lower($1)`, values: [username] });
    return row?.id ?? null;
  }

  async passwordHashOf(id: number): Promise<string | null> {
    if (!isRowId(id)) return null;
    return (await this.sql.one<{ password: string }>({ text: `SELECT password FROM users WHERE id = $1`, values: [id] }))?.password ?? null;
  }

  async setPasswordHash(id: number, passwordHash: string, tx?: Transaction): Promise<void> {
    await this.sql.run({ text: `UPDATE users SET password = $2, updated_at = now() WHERE id = $1`, values: [id, passwordHash] }, tx);
  }

  /** Which of the two identities already belong to an account (username first). */
  async identityTaken(username: string, email: string | null): Promise<IdentityTaken | null> {
    const rows = await this.sql.rows<{ username: boolean; email: boolean }>({
      text: `SELECT lower(username) = lower($1) AS username, coalesce(lower(email) = lower($2), false) AS email
               FROM users WHERE lower(username) = lower($1) OR lower(email) = lower($2)`,
      values: [username, email],
    });
    if (rows.some((r) => r.username)) return 'username';
    if (rows.some((r) => r.email)) return 'email';
    return null;
  }

  /** Inserts the account; a concurrent sign-up that took the username or e-mail first is reported, not thrown. */
  async create(user: NewUser): Promise<{ user: UserRecord } | { taken: IdentityTaken }> {
    try {
      const row = await this.sql.one<UserRecord>({
        text: `INSERT INTO users AS u (username, password, email, first_name, last_name, is_admin,
                                       subscription_status, subscription_plan, subscription_end_date, created_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING ${COLUMNS}`,
        values: [
          user.username,
          user.passwordHash,
          user.email,
          user.firstName,
          user.lastName,
          user.isAdmin ?? false,
          user.subscriptionStatus ?? 'free',
          user.subscriptionPlan ?? 'none',
          user.subscriptionEndDate ?? null,
          user.createdAt ?? new Date(),
        ],
      });
      return { user: row as UserRecord };
    } catch (error) {
      const duplicate = uniqueViolation(error);
      if (!duplicate) throw error;
      return { taken: duplicate.constraint === 'uq_users_email' ? 'email' : 'username' };
    }
  }

  /** Newest accounts first (index ix_users_created_at), with the number of accounts. */
  async listNewest(page: number, limit: number): Promise<{ users: UserRecord[]; total: number }> {
    const [users, counted] = await Promise.all([
      this.sql.rows<UserRecord>({
        text: `SELECT ${COLUMNS} FROM users u ORDER BY u.created_at DESC, u.id DESC LIMIT $1 OFFSET $2`,
        values: [limit, (page - 1) * limit],
      }),
      this.sql.one<{ total: number }>({ text: `SELECT count(*)::int AS total FROM users` }),
    ]);
    return { users, total: counted?.total ?? 0 };
  }

  /** Dashboard figures at `now`. */
  async counts(now: Date, createdSince: Date): Promise<UserCounts> {
    const row = await this.sql.one<UserCounts>({
      text: `SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE u.created_at >= $2)::int AS "createdSince",
                    count(*) FILTER (WHERE NOT u.is_admin AND ${SUBSCRIBER_CONDITION('$1')})::int AS subscribers
               FROM users u`,
      values: [now, createdSince],
    });
    return row as UserCounts;
  }

  /** Per user, whether the SQL subscriber rule grants access at `now` (tests compare it with the contracts predicate). */
  async subscriberFlags(now: Date): Promise<Array<{ id: number; access: boolean }>> {
    return this.sql.rows({ text: `SELECT u.id, ${SUBSCRIBER_CONDITION('$1')} AS access FROM users u ORDER BY u.id`, values: [now] });
  }

  /** Sets a subscription as billing would (the seed, tests; the billing worker later). */
  async setSubscription(id: number, subscription: { status: string; plan?: string; endDate?: Date | null }, tx?: Transaction): Promise<void> {
    await this.sql.run(
      {
        text: `UPDATE users SET subscription_status = $2, subscription_plan = coalesce($3, subscription_plan),
                                subscription_end_date = $4, updated_at = now() WHERE id = $1`,
        values: [id, subscription.status, subscription.plan ?? null, subscription.endDate ?? null],
      },
      tx,
    );
  }

  /** Moves an active subscription's lapsed end date to `endDate`; answers whether it did. */
  async extendLapsedSubscription(id: number, endDate: Date): Promise<boolean> {
    const { rowCount } = await this.sql.run({
      text: `UPDATE users SET subscription_end_date = $2
              WHERE id = $1 AND subscription_status = 'active' AND subscription_end_date < now()`,
      values: [id, endDate],
    });
    return rowCount > 0;
  }

  /** The account with this e-mail address (any case, through the unique index on lower(email)), or null. */
  findByEmail(email: string): Promise<UserRecord | null> {
    return this.sql.one<UserRecord>({ name: 'users_by_email', text: `SELECT ${COLUMNS} FROM users u WHERE lower(u.email) = lower($1)`, values: [email] });
  }

  /**
   * Sets names and e-mail, and the profit target when one is given (else it is kept). An address
   * another account holds (any case) is reported like create() does, never thrown; null when the
   * account no longer exists.
   */
  async updateProfile(
    id: number,
    profile: { firstName: string | null; lastName: string | null; email: string; profitTarget?: ProfitTargetRow },
  ): Promise<{ user: UserRecord } | { taken: 'email' } | null> {
    if (!isRowId(id)) return null;
    try {
      const row = await this.sql.one<UserRecord>({
        text: `UPDATE users AS u SET first_name = $2, last_name = $3, email = $4,
                      profit_target_kind = coalesce($5, u.profit_target_kind), profit_target_value = coalesce($6, u.profit_target_value),
                      updated_at = now()
                WHERE u.id = $1 RETURNING ${COLUMNS}`,
        values: [id, profile.firstName, profile.lastName, profile.email, profile.profitTarget?.kind ?? null, profile.profitTarget?.value ?? null],
      });
      return row ? { user: row } : null;
    } catch (error) {
      if (uniqueViolation(error)?.constraint === 'uq_users_email') return { taken: 'email' };
      throw error;
    }
  }

  /** Saves the member's profit target (checked by the caller; the table's check refuses anything else); null when the account no longer exists. */
  setProfitTarget(id: number, target: ProfitTargetRow): Promise<UserRecord | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<UserRecord>({
      text: `UPDATE users AS u SET profit_target_kind = $2, profit_target_value = $3, updated_at = now() WHERE u.id = $1 RETURNING ${COLUMNS}`,
      values: [id, target.kind, target.value],
    });
  }

  /** The back office's user list: filtered, sorted by sign-up time, one page and the filtered total. */
  async adminList(filters: AdminUserFilters): Promise<{ users: AdminUserRecord[]; total: number }> {
    const values: unknown[] = [];
    const conditions: string[] = [];
    if (filters.search) {
      const p = `$${values.push(containsPattern(filters.search))}`;
      conditions.push(`(u.username ILIKE ${p} OR u.email ILIKE ${p} OR u.first_name ILIKE ${p} OR u.last_name ILIKE ${p})`);
    }
    if (filters.status !== 'all') conditions.push(`u.subscription_status = $${values.push(filters.status)}`);
    if (filters.plan !== 'all') conditions.push(`u.subscription_plan = $${values.push(filters.plan)}`);
    if (filters.role !== 'all') conditions.push(filters.role === 'admin' ? 'u.is_admin' : 'NOT u.is_admin');
    const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
    const direction = filters.sort === 'joined_asc' ? 'ASC' : 'DESC';
    const [users, counted] = await Promise.all([
      this.sql.rows<AdminUserRecord>({
        text: `SELECT ${ADMIN_COLUMNS} FROM users u ${where}
                ORDER BY u.created_at ${direction}, u.id ${direction}
                LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        values: [...values, filters.limit, (filters.page - 1) * filters.limit],
      }),
      this.sql.one<{ total: number }>({ text: `SELECT count(*)::int AS total FROM users u ${where}`, values }),
    ]);
    return { users, total: counted?.total ?? 0 };
  }

  findAdminById(id: number): Promise<AdminUserRecord | null> {
    if (!isRowId(id)) return Promise.resolve(null);
    return this.sql.one<AdminUserRecord>({ text: `SELECT ${ADMIN_COLUMNS} FROM users u WHERE u.id = $1`, values: [id] });
  }

  /** Counts of what the user saved, commented and proposed, and their newest proposals (items they created). */
  async activity(id: number, proposalsLimit: number): Promise<UserActivity> {
    const [counts, proposals] = await Promise.all([
      this.sql.one<Omit<UserActivity, 'proposals'>>({
        text: `SELECT (SELECT count(*) FROM saved_bolos WHERE user_id = $1)::int AS "savedCount",
                      (SELECT count(*) FROM comments WHERE user_id = $1 AND status <> 'deleted')::int AS "commentsCount",
                      (SELECT count(*) FROM bolo_items WHERE created_by = $1)::int AS "proposalsCount"`,
        values: [id],
      }),
      this.sql.rows<UserActivity['proposals'][number]>({
        text: `SELECT id, name, status, updated FROM bolo_items WHERE created_by = $1 ORDER BY created_at DESC, id DESC LIMIT $2`,
        values: [id, proposalsLimit],
      }),
    ]);
    return { ...(counts as Omit<UserActivity, 'proposals'>), proposals };
  }

  /** Grants or removes the admin role; null when there is no such user. */
  setAdmin(id: number, isAdmin: boolean): Promise<AdminUserRecord | null> {
    return this.updateAdminRow(id, `is_admin = $2`, [isAdmin]);
  }

  /** Disables (now) or re-enables the account; disabling an already disabled account keeps its first time. */
  setDisabled(id: number, disabled: boolean): Promise<AdminUserRecord | null> {
    return this.updateAdminRow(id, disabled ? `disabled_at = coalesce(disabled_at, now())` : `disabled_at = NULL`, []);
  }

  /**
   * Directory access until `endDate` as a 'premium' status with that end date (contracts
   * hasDirectoryAccess), unless Stripe still bills the user: that is refused, never overwritten.
   */
  async grantComplimentary(id: number, endDate: Date): Promise<{ user: AdminUserRecord } | { refused: ComplimentaryRefusal }> {
    const user = await this.updateAdminRow(id, `subscription_status = 'premium', subscription_end_date = $2`, [endDate], `AND NOT ${LIVE_STRIPE_SUBSCRIPTION}`);
    if (user) return { user };
    return { refused: (await this.findAdminById(id)) ? 'stripe-subscription' : 'not-found' };
  }

  private async updateAdminRow(id: number, assignments: string, values: unknown[], condition = ''): Promise<AdminUserRecord | null> {
    if (!isRowId(id)) return null;
    return this.sql.one<AdminUserRecord>({
      text: `UPDATE users AS u SET ${assignments}, updated_at = now() WHERE u.id = $1 ${condition} RETURNING ${ADMIN_COLUMNS}`,
      values: [id, ...values],
    });
  }
}
