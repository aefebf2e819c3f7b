import { useState } from 'react';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Card, Flex, Input, Select, Table, Tag } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { ADMIN_USER_PLAN_FILTERS, ADMIN_USER_ROLE_FILTERS, ADMIN_USER_STATUS_FILTERS, ADMIN_USERS_PAGE_SIZE, MESSAGES, subscriptionStatusLabel } from '@bolo/contracts';
import type { AdminUser } from '@bolo/contracts';
import { usePageTitle, Link, useSearchParams } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { adminUserPath } from '../../../shared/routing/paths';
import { useGetAdminUserListQuery } from '../api/users-api';
import { PLAN_FILTER_LABELS, ROLE_FILTER_LABELS, STATUS_FILTER_LABELS, STATUS_TAG_COLOR, formatDate, fullName, planLabel } from '../lib/labels';
import { readUserListQuery, writeUserListQuery } from '../lib/user-list-query';
import type { UserListQuery } from '../lib/user-list-query';
import { CreateUserDialog } from './CreateUserDialog';
import { TableScroll } from '../../../shared/components/TableScroll';

function columnsFor(sort: UserListQuery['sort']): TableColumnsType<AdminUser> {
  return [
    { title: 'Username', dataIndex: 'username', render: (username: string, user) => <Link to={adminUserPath(user.id)}>{username}</Link> },
    { title: 'Name', key: 'name', render: (_, user) => fullName(user) || '—' },
    { title: 'Email', dataIndex: 'email', render: (email: string | null) => email ?? '—' },
    {
      title: 'Status',
      dataIndex: 'subscriptionStatus',
      render: (status: string | null) => {
        const label = subscriptionStatusLabel(status);
        return <Tag color={STATUS_TAG_COLOR[label]}>{label}</Tag>;
      },
    },
    { title: 'Plan', dataIndex: 'subscriptionPlan', render: (plan: string | null) => planLabel(plan) },
    { title: 'Role', dataIndex: 'isAdmin', render: (isAdmin: boolean) => (isAdmin ? <Tag color="blue">Admin</Tag> : 'Member') },
    {
      title: 'Joined',
      dataIndex: 'createdAt',
      key: 'joined',
      sorter: true,
      // Always sorted one way or the other: a third click goes back to newest first.
      sortDirections: ['descend', 'ascend', 'descend'],
      sortOrder: sort === 'joined_asc' ? 'ascend' : 'descend',
      render: (createdAt: string) => formatDate(createdAt),
    },
    {
      title: 'Account',
      dataIndex: 'disabledAt',
      render: (disabledAt: string | null | undefined) => (disabledAt ? <Tag color="red">Disabled</Tag> : null),
    },
  ];
}

/** /admin/users: every account, filtered, sorted and paged by the server; the state is the address. */
export function UsersPage() {
  usePageTitle('Manage Users');
  const [params, setParams] = useSearchParams();
  const query = readUserListQuery(params);
  const list = useGetAdminUserListQuery(query);
  const [creating, setCreating] = useState(false);
  // The box shows what is typed; the list follows once it is submitted. Re-keyed by the address's search.
  const [typed, setTyped] = useState<{ for: string; text: string }>({ for: query.search, text: query.search });
  const searchText = typed.for === query.search ? typed.text : query.search;

  const update = (change: Partial<UserListQuery>) => {
    // A new filter or sort starts again at page 1.
    const next = { ...query, page: 1, ...change };
    setParams(writeUserListQuery(next, params));
  };

  const onTableChange: TableProps<AdminUser>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const order = Array.isArray(sorter) ? sorter[0]?.order : sorter.order;
      update({ sort: order === 'ascend' ? 'joined_asc' : 'joined_desc' });
    } else if (action === 'paginate') {
      update({ page: pagination.current ?? 1 });
    }
  };

  return (
    <div className="admin-users">
      <PageHeader
        title="Manage Users"
        subtitle="Accounts, roles and subscriptions"
        extra={
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            Create User
          </Button>
        }
      />
      <Card>
        <Flex gap="small" wrap style={{ marginBottom: 16 }} role="search" aria-label="Filter users">
          <Input.Search
            aria-label="Search users"
            placeholder="Username, e-mail or name"
            allowClear
            value={searchText}
            onChange={(event) => setTyped({ for: query.search, text: event.target.value })}
            onSearch={(value) => update({ search: value.trim() })}
            style={{ maxWidth: 320 }}
          />
          <Select
            aria-label="Subscription status"
            value={query.status}
            onChange={(status) => update({ status })}
            options={ADMIN_USER_STATUS_FILTERS.map((value) => ({ value, label: STATUS_FILTER_LABELS[value] }))}
            style={{ minWidth: 160 }}
          />
          <Select
            aria-label="Plan"
            value={query.plan}
            onChange={(plan) => update({ plan })}
            options={ADMIN_USER_PLAN_FILTERS.map((value) => ({ value, label: PLAN_FILTER_LABELS[value] }))}
            style={{ minWidth: 140 }}
          />
          <Select
            aria-label="Role"
            value={query.role}
            onChange={(role) => update({ role })}
            options={ADMIN_USER_ROLE_FILTERS.map((value) => ({ value, label: ROLE_FILTER_LABELS[value] }))}
            style={{ minWidth: 180 }}
          />
        </Flex>
        {list.isError ? (
          <Alert
            type="error"
            showIcon
            title={MESSAGES.admin.fetchUsersFailed}
            action={
              <Button size="small" onClick={() => list.refetch()}>
                Retry
              </Button>
            }
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <TableScroll label="Users">
          <Table<AdminUser>
            rowKey="id"
            columns={columnsFor(query.sort)}
            dataSource={list.isError ? [] : (list.data?.users ?? [])}
            loading={list.isFetching}
            onChange={onTableChange}
            pagination={{
              current: query.page,
              pageSize: ADMIN_USERS_PAGE_SIZE,
              total: list.data?.total ?? 0,
              showSizeChanger: false,
              showTotal: (total) => `${total.toLocaleString('en-US')} users`,
            }}
          />
        </TableScroll>
      </Card>
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
