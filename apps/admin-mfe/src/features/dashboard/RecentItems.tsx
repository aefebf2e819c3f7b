import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { BoloItem } from '@bolo/contracts';

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
    <Card
      title="Recent BOLO Items"
      extra={
        <Link to="/admin/manage-items">
          Manage items{typeof total === 'number' ? ` (${total})` : ''}
        </Link>
      }
      data-testid="recent-items"
    >
      {/* Own scroll wrapper: antd's scroll.x adds a hidden measure row to tbody. */}
      <div className="admin-table-scroll">
        <Table<BoloItem> rowKey="id" size="small" columns={columns} dataSource={items} loading={loading} pagination={false} />
      </div>
    </Card>
  );
}
