import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { subscriptionStatusLabel } from '@bolo/contracts';
import type { AdminUserRow } from './api';

const STATUS_COLOR: Record<string, string> = { Active: 'green', Cancelled: 'orange', 'Past Due': 'red', 'No Subscription': 'default' };

const columns: TableColumnsType<AdminUserRow> = [
  {
    title: 'Username',
    dataIndex: 'username',
    render: (username: string, user) => <Link to={`/admin/users/${user.id}`}>{username}</Link>,
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
    <Card
      title="Recent Users"
      extra={
        <Link to="/admin/users">
          View all{typeof total === 'number' ? ` (${total})` : ''}
        </Link>
      }
      data-testid="recent-users"
    >
      {/* Own scroll wrapper: antd's scroll.x adds a hidden measure row to tbody. */}
      <div className="admin-table-scroll">
        <Table<AdminUserRow> rowKey="id" size="small" columns={columns} dataSource={users} loading={loading} pagination={false} />
      </div>
    </Card>
  );
}
