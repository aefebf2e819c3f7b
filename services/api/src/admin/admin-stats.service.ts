import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminStats } from '@bolo/contracts';
import { DataSource } from 'typeorm';
import { SUBSCRIBER_CONDITION } from './directory-access.sql';

interface StatsRow {
  totalUsers: number;
  newUsersThisMonth: number;
  activeSubscribers: number;
  totalBoloItems: number;
  newBoloItemsThisWeek: number;
  revenueThisMonthCents: string;
  revenuePreviousMonthCents: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class AdminStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Dashboard figures; months are calendar months in UTC, "this week" the last 7 days. */
  async compute(now = new Date()): Promise<AdminStats> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const previousMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);

    const [row]: StatsRow[] = await this.db.query(
      `SELECT
         (SELECT count(*) FROM users)::int AS "totalUsers",
         (SELECT count(*) FROM users WHERE created_at >= $2)::int AS "newUsersThisMonth",
         -- Paying members only: admins have access without paying.
         (SELECT count(*) FROM users u WHERE NOT u.is_admin AND ${SUBSCRIBER_CONDITION('$1')})::int AS "activeSubscribers",
         -- Every item, drafts included: the dashboard counts the catalogue admins manage.
         (SELECT count(*) FROM bolo_items)::int AS "totalBoloItems",
         (SELECT count(*) FROM bolo_items WHERE created_at > $5)::int AS "newBoloItemsThisWeek",
         (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE paid_at >= $2 AND paid_at < $3)::bigint AS "revenueThisMonthCents",
         (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE paid_at >= $4 AND paid_at < $2)::bigint AS "revenuePreviousMonthCents"`,
      [now, monthStart, nextMonthStart, previousMonthStart, weekAgo],
    );

    const thisMonth = Number(row.revenueThisMonthCents);
    const previousMonth = Number(row.revenuePreviousMonthCents);
    return {
      totalUsers: row.totalUsers,
      newUsersThisMonth: row.newUsersThisMonth,
      activeSubscribers: row.activeSubscribers,
      subscriptionRate: row.totalUsers === 0 ? 0 : oneDecimal((row.activeSubscribers / row.totalUsers) * 100),
      totalBoloItems: row.totalBoloItems,
      newBoloItemsThisWeek: row.newBoloItemsThisWeek,
      monthlyRevenue: thisMonth / 100,
      revenueGrowth: growthPercent(thisMonth, previousMonth),
    };
  }
}

/** Percent change; from nothing to something counts as 100 %, nothing to nothing as 0 %. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return oneDecimal(((current - previous) / previous) * 100);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}
