import { Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { BoloItem } from '@bolo/contracts';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { RecentTableCard } from './RecentTableCard';

const columns: TableColumnsType<BoloItem> = [
  { title: 'Name', dataIndex: 'name', ellipsis: true },
  { title: 'Category', dataIndex: 'category', responsive: ['md'] },
  {
    title: 'Status',
    dataIndex: 'status',
    // An item without a status counts as published (admin-side §4).
    render: (status: BoloItem['status'] | null | undefined) =>
      status === 'draft' ? <Tag color="orange">Draft</Tag> : <Tag color="green">Published</Tag>,
  },
  {
    title: 'Updated',
    dataIndex: 'updated',
    responsive: ['sm'],
    render: (updated: string) => (updated ? new Date(updated).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '—'),
  },
];

export function RecentItems({ items, total, loading }: { items: BoloItem[]; total: number | undefined; loading: boolean }) {
  return (
    <RecentTableCard<BoloItem> title="Recent BOLO Items" rows={items} columns={columns} loading={loading} moreTo={ADMIN_PATHS.manageItems} moreLabel="Manage items" total={total} testId="recent-items" />
  );
}
