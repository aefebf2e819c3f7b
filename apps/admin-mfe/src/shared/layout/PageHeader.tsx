import type { ReactNode } from 'react';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Flex, Typography } from 'antd';
import { Link } from '@bolo/web';
import './layout.css';

export interface PageHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** Optional line under the title. */
  subtitle?: ReactNode;
  /** Actions shown on the right (buttons, links). */
  extra?: ReactNode;
  /** A back link shown before the title. */
  back?: { to: string; label: string };
}

/** The header every back-office page starts with (like Ant Design Pro's PageHeader). */
// No breadcrumb of its own: the layout shows the trail from the route table (antd's Breadcrumb
// would bring Dropdown to every page).
export function PageHeader({ title, subtitle, extra, back }: PageHeaderProps) {
  return (
    <header className="admin-page-header">
      {back ? (
        <Link to={back.to} className="admin-page-header__back">
          <ArrowLeftOutlined aria-hidden /> {back.label}
        </Link>
      ) : null}
      <Flex justify="space-between" align="center" wrap gap="middle" className="admin-page-header__row">
        <div className="admin-page-header__heading">
          <Typography.Title level={1} className="admin-page-header__title">
            {title}
          </Typography.Title>
          {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
        </div>
        {extra ? (
          <Flex gap="small" wrap className="admin-page-header__extra">
            {extra}
          </Flex>
        ) : null}
      </Flex>
    </header>
  );
}
