// The table both tabs show (admin-side §2): comment, author, BOLO item, date, score, (status),
// actions; a row with reports expands to who reported it and when.
import { Button, Flex, Table, Tag, Typography } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { ADMIN_MESSAGES } from '@bolo/contracts';
import type { AdminComment } from '@bolo/contracts';
import { Link } from '@bolo/web';
import type { ModerationActions } from '../hooks/useModerationActions';
import { authorLabel, formatDateTime, formatScore, fullName, statusLabels } from '../lib/comment-labels';
import { TableScroll } from '../../../shared/components/TableScroll';

const STATUS_COLOR: Record<string, string> = { Reported: 'red', Normal: 'green', Hidden: 'orange' };

function columnsFor(withStatus: boolean, actions: ModerationActions): TableColumnsType<AdminComment> {
  const columns: TableColumnsType<AdminComment> = [
    {
      title: 'Comment',
      key: 'comment',
      render: (_, comment) => (
        <div className="admin-comment">
          {/* Always text, never HTML. */}
          <p className="admin-comment__text">{comment.content}</p>
          {comment.imageUrl ? <img className="admin-comment__picture" src={comment.imageUrl} alt="Picture posted with the comment" width={64} height={64} loading="lazy" /> : null}
          {comment.reports.length > 0 ? (
            <Typography.Text type="secondary" className="admin-comment__reports">
              {comment.reports.length === 1 ? '1 report' : `${comment.reports.length} reports`}
              {!withStatus && comment.status === 'hidden' ? ' · hidden from members' : ''}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    {
      title: 'Author',
      key: 'author',
      render: (_, comment) => {
        const name = fullName(comment);
        return (
          <div>
            <div>{authorLabel(comment)}</div>
            {name ? <Typography.Text type="secondary">{name}</Typography.Text> : null}
          </div>
        );
      },
    },
    {
      title: 'BOLO Item',
      key: 'item',
      render: (_, comment) => (comment.boloItemName ? <Link to={`/bolo/${comment.boloItemId}`}>{comment.boloItemName}</Link> : ADMIN_MESSAGES.unknownItem),
    },
    { title: 'Date', dataIndex: 'createdAt', key: 'date', render: (createdAt: string) => <span className="admin-comment__date">{formatDateTime(createdAt)}</span> },
    { title: 'Score', key: 'score', render: (_, comment) => <span data-testid="comment-score">{formatScore(comment)}</span> },
  ];
  if (withStatus) {
    columns.push({
      title: 'Status',
      key: 'status',
      render: (_, comment) => (
        <Flex gap={4} wrap>
          {statusLabels(comment).map((label) => (
            <Tag key={label} color={STATUS_COLOR[label]}>
              {label}
            </Tag>
          ))}
        </Flex>
      ),
    });
  }
  columns.push({
    title: 'Actions',
    key: 'actions',
    render: (_, comment) => {
      const busy = actions.busyId === comment.id;
      return (
        <Flex gap="small" wrap>
          {comment.isReported ? (
            <Button size="small" disabled={busy} onClick={() => void actions.clearReport(comment)}>
              Clear Report
            </Button>
          ) : null}
          <Button size="small" danger disabled={busy} onClick={() => void actions.remove(comment)}>
            Delete
          </Button>
        </Flex>
      );
    },
  });
  return columns;
}

function ReportList({ reports }: { reports: AdminComment['reports'] }) {
  return (
    <div className="admin-comment-reports">
      <Typography.Text strong>Reported by</Typography.Text>
      <ul>
        {reports.map((report, index) => (
          <li key={index}>
            {report.username || ADMIN_MESSAGES.unknownUser} on {formatDateTime(report.reportedAt)}
            {report.reason ? <>: “{report.reason}”</> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface CommentsTableProps {
  comments: AdminComment[];
  loading: boolean;
  emptyText: string;
  withStatus: boolean;
  actions: ModerationActions;
  pagination: TableProps<AdminComment>['pagination'];
  testId: string;
}

export function CommentsTable({ comments, loading, emptyText, withStatus, actions, pagination, testId }: CommentsTableProps) {
  return (
    <TableScroll label="Comments" testId={testId}>
      <Table<AdminComment>
        rowKey="id"
        columns={columnsFor(withStatus, actions)}
        dataSource={comments}
        loading={loading}
        locale={{ emptyText }}
        pagination={pagination}
        expandable={{
          expandedRowRender: (comment) => <ReportList reports={comment.reports} />,
          rowExpandable: (comment) => comment.reports.length > 0,
        }}
      />
    </TableScroll>
  );
}
