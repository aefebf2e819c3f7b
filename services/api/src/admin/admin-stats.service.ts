import { Injectable } from '@nestjs/common';
import type { AdminStats } from '@bolo/contracts';
import { ItemsRepository, PaymentsRepository, UsersRepository } from '@bolo/db';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class AdminStatsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly items: ItemsRepository,
    private readonly payments: PaymentsRepository,
  ) {}

  /** Dashboard figures; months are calendar months in UTC, "this week" the last 7 days. */
  async compute(now = new Date()): Promise<AdminStats> {
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const nextMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
    const previousMonthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);

    const [users, items, thisMonth, previousMonth] = await Promise.all([
      this.users.counts(now, monthStart),
      // Every item, drafts included: the dashboard counts the catalogue admins manage.
      this.items.counts(weekAgo),
      this.payments.revenueCents(monthStart, nextMonthStart),
      this.payments.revenueCents(previousMonthStart, monthStart),
    ]);
    return {
      totalUsers: users.total,
      newUsersThisMonth: users.createdSince,
      activeSubscribers: users.subscribers,
      subscriptionRate: users.total === 0 ? 0 : oneDecimal((users.subscribers / users.total) * 100),
      totalBoloItems: items.total,
      newBoloItemsThisWeek: items.createdSince,
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
