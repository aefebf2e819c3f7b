import { Alert, Card, Col, Descriptions, Empty, Flex, Result, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ADMIN_USER_MESSAGES, MESSAGES, subscriptionStatusLabel } from '@bolo/contracts';
import type { AdminUserDetail } from '@bolo/contracts';
import { httpStatus, useAuth, usePageTitle, Link, useParams } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useGetAdminUserDetailQuery } from '../api/users-api';
import { STATUS_TAG_COLOR, formatDate, fullName, planLabel } from '../lib/labels';
import { serverMessage } from '../lib/server-message';
import { UserActions } from './UserActions';

const BACK = { to: ADMIN_PATHS.users, label: 'All users' };

/** Where the back office lists an item a member proposed. */
function proposalPath(name: string): string {
  return `${ADMIN_PATHS.manageItems}?${new URLSearchParams({ search: name })}`;
}

function UserDetail({ detail, isSelf }: { detail: AdminUserDetail; isSelf: boolean }) {
  const { user } = detail;
  const statusLabel = subscriptionStatusLabel(user.subscriptionStatus);
  return (
    <>
      <PageHeader
        title={user.username}
        subtitle={fullName(user) || undefined}
        back={BACK}
        extra={
          <>
            {user.isAdmin ? <Tag color="blue">Admin</Tag> : null}
            {user.disabledAt ? <Tag color="red">Disabled</Tag> : null}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title="Profile">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Username">{user.username}</Descriptions.Item>
              <Descriptions.Item label="Name">{fullName(user) || '—'}</Descriptions.Item>
              <Descriptions.Item label="Email">{user.email ?? '—'}</Descriptions.Item>
              <Descriptions.Item label="Joined">{formatDate(user.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Role">{user.isAdmin ? 'Admin' : 'Member'}</Descriptions.Item>
              <Descriptions.Item label="Account">{user.disabledAt ? `Disabled since ${formatDate(user.disabledAt)}` : 'Active'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title="Subscription">
            <Descriptions column={1} size="small">
              <Descriptions.Item label="Status">
                <Tag color={STATUS_TAG_COLOR[statusLabel]}>{statusLabel}</Tag>
                {user.subscriptionStatus ? <Typography.Text type="secondary">{user.subscriptionStatus}</Typography.Text> : null}
              </Descriptions.Item>
              <Descriptions.Item label="Plan">{planLabel(user.subscriptionPlan)}</Descriptions.Item>
              <Descriptions.Item label="Ends">{formatDate(user.subscriptionEndDate)}</Descriptions.Item>
              <Descriptions.Item label="Stripe customer">{user.stripeCustomerId ? <Typography.Text code>{user.stripeCustomerId}</Typography.Text> : '—'}</Descriptions.Item>
              <Descriptions.Item label="Subscription ID">{user.subscriptionId ? <Typography.Text code>{user.subscriptionId}</Typography.Text> : '—'}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="Activity">
            <Row gutter={16}>
              <Col xs={8}>
                <Statistic title="Saved items" value={detail.savedCount} />
              </Col>
              <Col xs={8}>
                <Statistic title="Comments" value={detail.commentsCount} />
              </Col>
              <Col xs={8}>
                <Statistic title="Proposals" value={detail.proposalsCount} />
              </Col>
            </Row>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={`Proposals (${detail.proposalsCount})`} data-testid="user-proposals">
            {detail.proposals.length === 0 ? (
              <Empty description="No proposals" image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <ul className="admin-user-detail__proposals" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {detail.proposals.map((item) => (
                  <li key={item.id}>
                    <Flex justify="space-between" gap="small" wrap style={{ padding: '6px 0' }}>
                      <span>
                        <Link to={proposalPath(item.name)}>{item.name}</Link>{' '}
                        {item.status === 'draft' ? <Tag color="orange">Draft</Tag> : <Tag color="green">Published</Tag>}
                      </span>
                      <Typography.Text type="secondary">{formatDate(item.updated)}</Typography.Text>
                    </Flex>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <UserActions user={user} isSelf={isSelf} />
        </Col>
      </Row>
    </>
  );
}

/** /admin/users/{id}: one account, its subscription and activity, and the admin actions on it. */
export function UserDetailPage() {
  const { id } = useParams();
  const userId = Number(id);
  const validId = Number.isInteger(userId) && userId > 0;
  const { user: me } = useAuth();
  const detail = useGetAdminUserDetailQuery(validId ? userId : skipToken);
  usePageTitle(detail.data?.user.username ?? 'User');

  let body;
  if (!validId || httpStatus(detail.error) === 404) {
    body = <Result status="404" title={ADMIN_USER_MESSAGES.notFound} extra={<Link to={BACK.to}>Back to all users</Link>} />;
  } else if (detail.isError) {
    body = (
      <>
        <PageHeader title="User" back={BACK} />
        <Alert type="error" showIcon title={serverMessage(detail.error) ?? MESSAGES.admin.fetchUsersFailed} />
      </>
    );
  } else if (!detail.data) {
    body = (
      <>
        <PageHeader title="User" back={BACK} />
        <Skeleton active />
      </>
    );
  } else {
    body = <UserDetail detail={detail.data} isSelf={me?.id === detail.data.user.id} />;
  }
  return <div className="admin-user-detail">{body}</div>;
}
