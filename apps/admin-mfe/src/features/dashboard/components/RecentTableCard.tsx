import { Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from '@bolo/web';
import { TableScroll } from '../../../shared/components/TableScroll';

export interface RecentTableCardProps<Row extends { id: number }> {
  title: string;
  rows: Row[];
  columns: TableColumnsType<Row>;
  loading: boolean;
  /** Where the full list lives, and its label; the total is appended when known. */
  moreTo: string;
  moreLabel: string;
  total: number | undefined;
  testId: string;
}

/** A dashboard card with a short table and a link to the full list. */
export function RecentTableCard<Row extends { id: number }>({ title, rows, columns, loading, moreTo, moreLabel, total, testId }: RecentTableCardProps<Row>) {
  return (
    <Card
      title={title}
      extra={
        <Link to={moreTo}>
          {moreLabel}
          {typeof total === 'number' ? ` (${total})` : ''}
        </Link>
      }
      data-testid={testId}
    >
      <TableScroll label={title}>
        <Table<Row> rowKey="id" size="small" columns={columns} dataSource={rows} loading={loading} pagination={false} />
      </TableScroll>
    </Card>
  );
}
