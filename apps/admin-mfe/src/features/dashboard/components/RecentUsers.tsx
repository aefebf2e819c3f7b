import { Tag } from 'antd';
import { Link } from '@bolo/web';
import { subscriptionStatusLabel } from '@bolo/contracts';
import type { AdminUserRow } from '@bolo/contracts';
import { ADMIN_PATHS, adminUserPath } from '../../../shared/routing/paths';
import { RecentTableCard } from './RecentTableCard';
import type { RecentColumn } from './RecentTableCard';

const STATUS_COLOR: Record<string, string> = { Active: 'green', Cancelled: 'orange', 'Past Due': 'red', 'No Subscription': 'default' };

const columns: ReadonlyArray<RecentColumn<AdminUserRow>> = [
  { title: 'Username', render: (user) => <Link to={adminUserPath(user.id)}>{user.username}</Link> },
  { title: 'Name', from: 'md', render: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—' },
  { title: 'Email', from: 'lg', render: (user) => user.email ?? '—' },
  {
    title: 'Subscription',
    render: (user) => {
      const label = subscriptionStatusLabel(user.subscriptionStatus);
      return (
        <>
          <Tag color={STATUS_COLOR[label]}>{label}</Tag>
          {user.isAdmin ? <Tag color="blue">Admin</Tag> : null}
        </>
      );
    },
  },
];

export function RecentUsers({ users, total, loading }: { users: AdminUserRow[]; total: number | undefined; loading: boolean }) {
  return (
    <RecentTableCard<AdminUserRow> title="Recent Users" rows={users} columns={columns} loading={loading} moreTo={ADMIN_PATHS.users} moreLabel="View all" total={total} testId="recent-users" />
  );
}
