// The back office's frame (like Ant Design Pro's layout): a side menu, breadcrumbs built from
// the route table's titles, and the page. Only admins see it (src/AdminApp.tsx).
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
// Icons one module each: the package's index loads all of its icons (some 3 s in every page spec).
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import CommentOutlined from '@ant-design/icons/CommentOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import ThunderboltOutlined from '@ant-design/icons/ThunderboltOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import UnorderedListOutlined from '@ant-design/icons/UnorderedListOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import { Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Link, matchPath, useLocation } from '@bolo/web';
import { ADMIN_PATHS } from '../routing/paths';
import './layout.css';

/** What the layout needs of a route-table entry. */
export interface LayoutRoute {
  path: string;
  title: string;
}

type MenuItem = Required<MenuProps>['items'][number];

const link = (to: string, label: string) => <Link to={to}>{label}</Link>;

const MENU_ITEMS: MenuItem[] = [
  { key: ADMIN_PATHS.dashboard, icon: <DashboardOutlined />, label: link(ADMIN_PATHS.dashboard, 'Dashboard') },
  {
    key: 'items',
    icon: <AppstoreOutlined />,
    label: 'Items',
    children: [
      { key: ADMIN_PATHS.manageItems, icon: <UnorderedListOutlined />, label: link(ADMIN_PATHS.manageItems, 'Manage Items') },
      { key: ADMIN_PATHS.addBolo, icon: <PlusOutlined />, label: link(ADMIN_PATHS.addBolo, 'Add BOLO') },
      { key: ADMIN_PATHS.addBoloAi, icon: <RobotOutlined />, label: link(ADMIN_PATHS.addBoloAi, 'Add with AI') },
    ],
  },
  { key: ADMIN_PATHS.importCsv, icon: <UploadOutlined />, label: link(ADMIN_PATHS.importCsv, 'Import CSV') },
  { key: ADMIN_PATHS.users, icon: <TeamOutlined />, label: link(ADMIN_PATHS.users, 'Users') },
  { key: ADMIN_PATHS.comments, icon: <CommentOutlined />, label: link(ADMIN_PATHS.comments, 'Comments') },
  { key: ADMIN_PATHS.blog, icon: <FileTextOutlined />, label: link(ADMIN_PATHS.blog, 'Blog') },
  // Served by the API (Bull Board), not by this remote: a full-page link.
  { key: ADMIN_PATHS.queues, icon: <ThunderboltOutlined />, label: <a href={ADMIN_PATHS.queues}>Queues</a> },
];

/** Menu keys that own other addresses (a user's page belongs to Users, the CSV paste page to Import CSV). */
const MENU_KEY_PREFIXES: ReadonlyArray<[string, string]> = [
  [ADMIN_PATHS.importCsvSimple, ADMIN_PATHS.importCsv],
  [ADMIN_PATHS.users, ADMIN_PATHS.users],
  [ADMIN_PATHS.comments, ADMIN_PATHS.comments],
  [ADMIN_PATHS.blog, ADMIN_PATHS.blog],
];

function selectedKey(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [prefix, key] of MENU_KEY_PREFIXES) if (path === prefix || path.startsWith(`${prefix}/`)) return key;
  return path;
}

/** The route-table entries matching each prefix of the address: /admin/users/5 → Dashboard › Manage Users › User. */
export function breadcrumbTrail(pathname: string, routes: readonly LayoutRoute[]): LayoutRoute[] {
  const segments = pathname.split('/').filter(Boolean);
  const trail: LayoutRoute[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    const route = routes.find((entry) => matchPath({ path: entry.path, end: true }, prefix));
    if (route) trail.push({ path: prefix, title: route.title });
  }
  return trail;
}

export function AdminLayout({ routes, children }: { routes: readonly LayoutRoute[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // Below lg the menu folds away behind antd's edge tab; on wide screens it always shows, so no tab covers the page.
  const [narrow, setNarrow] = useState(false);
  const key = selectedKey(pathname);
  const trail = useMemo(() => breadcrumbTrail(pathname, routes), [pathname, routes]);
  const openKeys = [ADMIN_PATHS.manageItems, ADMIN_PATHS.addBolo, ADMIN_PATHS.addBoloAi].includes(key as never) ? ['items'] : [];

  return (
    <Layout className="admin-layout" hasSider>
      <Layout.Sider
        className="admin-layout__sider"
        theme="light"
        breakpoint="lg"
        collapsedWidth={0}
        collapsible
        trigger={narrow ? undefined : null}
        onBreakpoint={setNarrow}
        collapsed={collapsed}
        onCollapse={setCollapsed}
        width={220}
      >
        <nav aria-label="Admin menu">
          <Menu mode="inline" selectedKeys={[key]} defaultOpenKeys={openKeys.length ? openKeys : ['items']} items={MENU_ITEMS} />
        </nav>
      </Layout.Sider>
      <Layout className="admin-layout__main">
        <Layout.Content className="admin-layout__content">
          {/* Plain markup rather than antd's Breadcrumb, which brings Dropdown to every page's first load. */}
          {trail.length > 1 ? (
            <nav aria-label="Breadcrumb" className="admin-layout__breadcrumb">
              <ol>
                {trail.map((entry, index) => (
                  <li key={entry.path}>{index < trail.length - 1 ? <Link to={entry.path}>{entry.title}</Link> : <span aria-current="page">{entry.title}</span>}</li>
                ))}
              </ol>
            </nav>
          ) : null}
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
