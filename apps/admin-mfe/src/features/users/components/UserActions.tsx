import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Popconfirm, Typography } from 'antd';
import type { DatePickerProps } from 'antd';
import { ADMIN_USER_MESSAGES } from '@bolo/contracts';
import type { AdminUser, AdminUserActionResponse } from '@bolo/contracts';
import { toast } from '@bolo/web';
import { useGrantComplimentaryMutation, useSetUserAdminMutation, useSetUserDisabledMutation } from '../api/users-api';
import { serverMessage } from '../lib/server-message';

// antd's date type (dayjs), named without depending on dayjs directly.
type PickedDate = Parameters<NonNullable<DatePickerProps['disabledDate']>>[0];

const ACTION_FAILED = 'Failed to update user';

/** Today in the admin's calendar, as YYYY-MM-DD (complimentary access must end after it). */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Runs an account action and toasts what the server says about it. */
async function announce(action: Promise<AdminUserActionResponse>): Promise<boolean> {
  try {
    const { message } = await action;
    toast({ title: message });
    return true;
  } catch (error) {
    toast({ title: serverMessage(error) ?? ACTION_FAILED, variant: 'destructive' });
    return false;
  }
}

/** The account actions of /admin/users/{id}, each behind a confirmation. Admins cannot demote or disable themselves. */
export function UserActions({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const [setAdmin, adminState] = useSetUserAdminMutation();
  const [setDisabled, disabledState] = useSetUserDisabledMutation();
  const [grant, grantState] = useGrantComplimentaryMutation();
  const [until, setUntil] = useState<PickedDate | null>(null);
  const untilText = until ? until.format('YYYY-MM-DD') : null;
  const disabled = Boolean(user.disabledAt);

  return (
    <Card title="Actions" data-testid="user-actions">
      <Flex vertical gap="large">
        {isSelf ? (
          <Typography.Text type="secondary">{ADMIN_USER_MESSAGES.notYourself}</Typography.Text>
        ) : (
          <Flex gap="small" wrap>
            <Popconfirm
              title={user.isAdmin ? `Remove the admin role from ${user.username}?` : `Make ${user.username} an admin?`}
              okText="Confirm"
              onConfirm={() => announce(setAdmin({ id: user.id, isAdmin: !user.isAdmin }).unwrap())}
            >
              <Button loading={adminState.isLoading}>{user.isAdmin ? 'Remove admin' : 'Make admin'}</Button>
            </Popconfirm>
            <Popconfirm
              title={disabled ? `Enable ${user.username}'s account?` : `Disable ${user.username}'s account?`}
              description={disabled ? 'They can sign in again.' : 'They are signed out and cannot sign in until the account is enabled.'}
              okText="Confirm"
              okButtonProps={{ danger: !disabled }}
              onConfirm={() => announce(setDisabled({ id: user.id, disabled: !disabled }).unwrap())}
            >
              <Button danger={!disabled} loading={disabledState.isLoading}>
                {disabled ? 'Enable account' : 'Disable account'}
              </Button>
            </Popconfirm>
          </Flex>
        )}
        <div>
          <Typography.Text strong id="complimentary-label">
            Complimentary access
          </Typography.Text>
          <Flex gap="small" wrap style={{ marginTop: 8 }}>
            <DatePicker
              aria-labelledby="complimentary-label"
              placeholder="Until (date)"
              format="YYYY-MM-DD"
              value={until}
              onChange={(date) => setUntil(date ?? null)}
              disabledDate={(date) => date.format('YYYY-MM-DD') <= today()}
            />
            <Popconfirm
              title={`Grant ${user.username} complimentary access until ${untilText ?? ''}?`}
              okText="Confirm"
              disabled={!untilText}
              onConfirm={async () => {
                if (untilText && (await announce(grant({ id: user.id, until: untilText }).unwrap()))) setUntil(null);
              }}
            >
              <Button type="primary" disabled={!untilText} loading={grantState.isLoading}>
                Grant access
              </Button>
            </Popconfirm>
          </Flex>
        </div>
      </Flex>
    </Card>
  );
}
