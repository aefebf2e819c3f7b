import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from '@bolo/web';
import { subscriptionStatusLabel } from '@bolo/contracts';
import type { AdminUserRow } from '@bolo/contracts';
import { ADMIN_PATHS, adminUserPath } from '../../../shared/routing/paths';
import { RecentTableCard } from './RecentTableCard';

const STATUS_COLOR: Record<string, string> = { Active: 'green', Cancelled: 'orange', 'Past Due': 'red', 'No Subscription': 'default' };

const columns: TableColumnsType<AdminUserRow> = [
  {
    title: 'Username',
    dataIndex: 'username',
    render: (username: string, user) => <Link to={adminUserPath(user.id)}>{username}</Link>,
  },
  {
    title: 'Name',
    key: 'name',
    responsive: ['md'],
    render: (_, user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || '—',
  },
  { title: 'Email', dataIndex: 'email', responsive: ['lg'], render: (email: string | null) => email ?? '—' },
  {
    title: 'Subscription',
    dataIndex: 'subscriptionStatus',
    render: (status: string | null, user) => {
      const label = subscriptionStatusLabel(status);
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
