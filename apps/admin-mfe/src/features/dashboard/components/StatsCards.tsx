import { Card, Statistic } from 'antd';
import { formatUsd } from '@bolo/contracts';
import type { AdminStats } from '@bolo/contracts';

const percent = (value: number) => `${Number.isFinite(value) ? Math.round(value * 10) / 10 : 0}%`;
const count = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en-US') : '0');
const signedPercent = (value: number) => `${value > 0 ? '+' : ''}${percent(value)}`;

// All eight AdminStats fields, in reading order.
const CARDS: ReadonlyArray<{ field: keyof AdminStats; title: string; format: (value: number) => string }> = [
  { field: 'totalUsers', title: 'Total Users', format: count },
  { field: 'newUsersThisMonth', title: 'New Users This Month', format: count },
  { field: 'activeSubscribers', title: 'Active Subscribers', format: count },
  { field: 'subscriptionRate', title: 'Subscription Rate', format: percent },
  { field: 'totalBoloItems', title: 'Total BOLO Items', format: count },
  { field: 'newBoloItemsThisWeek', title: 'New BOLOs This Week', format: count },
  { field: 'monthlyRevenue', title: 'Monthly Revenue', format: formatUsd },
  { field: 'revenueGrowth', title: 'Revenue Growth', format: signedPercent },
];

export function StatsCards({ stats, loading }: { stats: AdminStats | undefined; loading: boolean }) {
  return (
    // While loading, each figure reads '—' in the figure's own type instead of antd's skeleton
    // (shorter than a figure): the cards keep their height and the dashboard below never moves.
    <section aria-label="Statistics" className="admin-dashboard__stats" aria-busy={loading || undefined}>
      {/* A CSS grid (dashboard.css), not antd's Row and Col: one, two or four columns by width. */}
      {CARDS.map((card) => (
        <Card key={card.field} size="small" data-testid={`stat-${card.field}`}>
          <Statistic
            title={card.title}
            value={stats ? card.format(Number(stats[card.field])) : '—'}
            styles={card.field === 'revenueGrowth' && stats ? { content: { color: stats.revenueGrowth < 0 ? '#c62828' : '#0f7553' } } : undefined}
          />
        </Card>
      ))}
    </section>
  );
}
