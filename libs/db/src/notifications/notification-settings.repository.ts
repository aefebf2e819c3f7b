import { DEFAULT_ALERT_EMAILS, type AlertEmailSetting, type Category, type MailingList, type NotificationSettings, type NotificationSettingsUpdate } from '@bolo/contracts';
import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

/** What an e-mail needs of its member, read when it is sent: a changed address or preference counts at once. */
export interface MailRecipient {
  userId: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  subscriptionStatus: string | null;
  subscriptionEndDate: Date | null;
  disabled: boolean;
  settings: NotificationSettings;
}

const SETTINGS_COLUMNS = `coalesce(ns.digest, true) AS digest, coalesce(ns.alert_emails, '${DEFAULT_ALERT_EMAILS}') AS "alertEmails",
  coalesce(ns.followed_categories, '{}') AS "followedCategories", ns.time_zone AS "timeZone"`;

interface SettingsRow {
  digest: boolean;
  alertEmails: AlertEmailSetting;
  followedCategories: Category[];
  timeZone: string | null;
}

const settingsOf = (row: SettingsRow): NotificationSettings => ({
  digest: row.digest,
  alertEmails: row.alertEmails,
  followedCategories: row.followedCategories,
  timeZone: row.timeZone,
});

/** A member's e-mail preferences (migration NotificationSettings); no row means the defaults. */
export class NotificationSettingsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  async get(userId: number): Promise<NotificationSettings> {
    const row = await this.sql.one<SettingsRow>({
      name: 'notification_settings_get',
      text: `SELECT ${SETTINGS_COLUMNS} FROM (SELECT $1::int AS user_id) u LEFT JOIN notification_settings ns ON ns.user_id = u.user_id`,
      values: [userId],
    });
    return settingsOf(row!);
  }

  /** Changes what the update names, keeping the rest; answers the settings as stored. */
  async update(userId: number, update: NotificationSettingsUpdate): Promise<NotificationSettings> {
    const row = await this.sql.one<SettingsRow>({
      text: `INSERT INTO notification_settings AS ns (user_id, digest, alert_emails, followed_categories, time_zone)
             VALUES ($1, coalesce($2::boolean, true), coalesce($3::varchar, '${DEFAULT_ALERT_EMAILS}'), coalesce($4::text[], '{}'), CASE WHEN $5::boolean THEN $6::varchar END)
             ON CONFLICT (user_id) DO UPDATE SET
               digest = coalesce($2, ns.digest),
               alert_emails = coalesce($3, ns.alert_emails),
               followed_categories = coalesce($4, ns.followed_categories),
               time_zone = CASE WHEN $5 THEN $6 ELSE ns.time_zone END,
               updated_at = now()
             RETURNING ${SETTINGS_COLUMNS}`,
      values: [userId, update.digest ?? null, update.alertEmails ?? null, update.followedCategories ?? null, update.timeZone !== undefined, update.timeZone ?? null],
    });
    return settingsOf(row!);
  }

  /** The one-click unsubscribe: the digest off, or alert e-mails off. Answers false when the account is gone. */
  async unsubscribe(userId: number, list: MailingList): Promise<boolean> {
    const exists = await this.sql.one({ text: `SELECT 1 FROM users WHERE id = $1`, values: [userId] });
    if (!exists) return false;
    await this.update(userId, list === 'digest' ? { digest: false } : { alertEmails: 'off' });
    return true;
  }

  /** The member an e-mail goes to, with their preferences, or null when the account is gone. */
  async recipient(userId: number): Promise<MailRecipient | null> {
    const row = await this.sql.one<Omit<MailRecipient, 'settings'> & SettingsRow>({
      name: 'notification_recipient',
      text: `SELECT u.id AS "userId", u.username, u.email, u.is_admin AS "isAdmin", u.subscription_status AS "subscriptionStatus",
                    u.subscription_end_date AS "subscriptionEndDate", u.disabled_at IS NOT NULL AS disabled, ${SETTINGS_COLUMNS}
               FROM users u LEFT JOIN notification_settings ns ON ns.user_id = u.id WHERE u.id = $1`,
      values: [userId],
    });
    if (!row) return null;
    const { digest, alertEmails, followedCategories, timeZone, ...member } = row;
    return { ...member, settings: settingsOf({ digest, alertEmails, followedCategories, timeZone }) };
  }
}
