import type { ReactNode } from 'react';
import { DASHBOARD_RECENT_ITEMS, DASHBOARD_RECENT_USERS, MESSAGES } from '@bolo/contracts';
import { useErrorToast, usePageTitle } from '@bolo/web';
import { useGetAdminItemsQuery, useGetAdminStatsQuery, useGetAdminUsersQuery } from '../api/dashboard-api';
import { QuickLinks } from './QuickLinks';
import { RecentItems } from './RecentItems';
import { RecentUsers } from './RecentUsers';
import { StatsCards } from './StatsCards';
import './dashboard.css';

export interface DashboardPageProps {
  /** The traffic card (the analytics feature's; the route table composes it in). */
  analytics?: ReactNode;
  /** The blog management card (the blog feature's). */
  blog?: ReactNode;
}

/** /admin (admin-side §2): stats, recent users, recent items, traffic, blog and shortcuts. */
export function DashboardPage({ analytics, blog }: DashboardPageProps) {
  usePageTitle('Admin Dashboard');
  const stats = useGetAdminStatsQuery();
  const users = useGetAdminUsersQuery({ limit: DASHBOARD_RECENT_USERS });
  const items = useGetAdminItemsQuery({ limit: DASHBOARD_RECENT_ITEMS });
  useErrorToast(stats.isError, MESSAGES.admin.fetchStatsFailed);
  useErrorToast(users.isError, MESSAGES.admin.fetchUsersFailed);
  useErrorToast(items.isError, MESSAGES.admin.fetchItemsFailed);

  return (
    <div className="container admin-dashboard">
      <header className="admin-dashboard__header">
        {/* Plain h1 and p: antd's Typography (with the input it edits in) is not worth its weight on /admin's first load. */}
        <h1 className="admin-dashboard__title">Admin Dashboard</h1>
        <p className="admin-dashboard__subtitle">Users, subscriptions, items and content at a glance.</p>
      </header>
      <StatsCards stats={stats.data} loading={stats.isLoading} />
      <QuickLinks />
      <div className="admin-dashboard__tables">
        <RecentUsers users={(users.data?.users ?? []).slice(0, DASHBOARD_RECENT_USERS)} total={users.data?.total} loading={users.isLoading} />
        <RecentItems items={(items.data?.items ?? []).slice(0, DASHBOARD_RECENT_ITEMS)} total={items.data?.pagination?.total} loading={items.isLoading} />
      </div>
      {analytics || blog ? (
        <div className="admin-dashboard__tables">
          {analytics}
          {blog}
        </div>
      ) : null}
    </div>
  );
}
