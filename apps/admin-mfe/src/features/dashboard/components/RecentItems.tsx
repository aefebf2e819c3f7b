import { Tag } from 'antd';
import type { BoloItem } from '@bolo/contracts';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { RecentTableCard } from './RecentTableCard';
import type { RecentColumn } from './RecentTableCard';

const columns: ReadonlyArray<RecentColumn<BoloItem>> = [
  { title: 'Name', render: (item) => item.name, ellipsis: true },
  { title: 'Category', render: (item) => item.category, from: 'md' },
  {
    title: 'Status',
    // An item without a status counts as published (admin-side §4).
    render: (item) => (item.status === 'draft' ? <Tag color="orange">Draft</Tag> : <Tag color="green">Published</Tag>),
  },
  {
    title: 'Updated',
    from: 'sm',
    render: (item) => (item.updated ? new Date(item.updated).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—'),
  },
];

export function RecentItems({ items, total, loading }: { items: BoloItem[]; total: number | undefined; loading: boolean }) {
  return (
    <RecentTableCard<BoloItem> title="Recent BOLO Items" rows={items} columns={columns} loading={loading} moreTo={ADMIN_PATHS.manageItems} moreLabel="Manage items" total={total} testId="recent-items" />
  );
}
