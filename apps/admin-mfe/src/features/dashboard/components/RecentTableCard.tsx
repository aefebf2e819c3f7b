import type { ReactNode } from 'react';
import { Card } from 'antd';
import { Link } from '@bolo/web';
import { TableScroll } from '../../../shared/components/TableScroll';

/** A column of a dashboard table. */
export interface RecentColumn<Row> {
  title: string;
  render: (row: Row) => ReactNode;
  /** Shown from this screen width up (antd's breakpoints: sm 576px, md 768px, lg 992px). */
  from?: 'sm' | 'md' | 'lg';
  /** One line, cut with an ellipsis; as in antd's Table, the columns then share the width equally. */
  ellipsis?: boolean;
}

export interface RecentTableCardProps<Row extends { id: number }> {
  title: string;
  rows: Row[];
  columns: ReadonlyArray<RecentColumn<Row>>;
  loading: boolean;
  /** Where the full list lives, and its label; the total is appended when known. */
  moreTo: string;
  moreLabel: string;
  total: number | undefined;
  testId: string;
}

const cellClass = ({ from, ellipsis }: RecentColumn<never>) =>
  [from && `admin-recent-table__from-${from}`, ellipsis && 'admin-recent-table__ellipsis'].filter(Boolean).join(' ') || undefined;

/**
 * A dashboard card with a short table and a link to the full list. A plain table, not antd's
 * Table: a few rows need no sorting or paging, and Table (with the Select, Checkbox and
 * Dropdown it brings) was about 80 KB gzip of /admin's first load.
 */
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
        <table className={columns.some((column) => column.ellipsis) ? 'admin-recent-table admin-recent-table--fixed' : 'admin-recent-table'} aria-busy={loading || undefined}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.title} scope="col" className={cellClass(column)}>
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length > 0 ? (
              rows.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.title} className={cellClass(column)}>
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="admin-recent-table__empty">
                  {loading ? 'Loading…' : 'No data'}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
