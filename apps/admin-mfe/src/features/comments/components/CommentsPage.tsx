// Comments Management (admin-side §2): two tabs, each its own address. /admin/comments/reported
// is Reported Comments (with its count badge), /admin/comments All Comments.
import { Alert, Badge, Button, Card, Tabs, Typography } from 'antd';
import { ADMIN_COMMENTS_PAGE_SIZE, ADMIN_MESSAGES, COMMENTS_CACHE_FRESH_SECONDS } from '@bolo/contracts';
import { errorMessage, httpStatus, useLocation, useNavigate, usePageTitle, useSearchParams } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useGetAdminCommentsQuery, useGetAdminReportedCommentsQuery } from '../api/comments-api';
import { useModerationActions } from '../hooks/useModerationActions';
import type { ModerationActions } from '../hooks/useModerationActions';
import { REPORTED_COMMENTS_PATH } from '../lib/comment-labels';
import { CommentsTable } from './CommentsTable';
import './comments.css';

type TabKey = 'reported' | 'all';

export function CommentsPage() {
  usePageTitle('Comments Management');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: TabKey = pathname.replace(/\/+$/, '') === REPORTED_COMMENTS_PATH ? 'reported' : 'all';
  // Asked on both tabs: its length is the Reported tab's badge.
  const reported = useGetAdminReportedCommentsQuery(undefined, { refetchOnMountOrArgChange: COMMENTS_CACHE_FRESH_SECONDS });
  const actions = useModerationActions();
  const reportedCount = reported.data?.length ?? 0;

  return (
    <div className="admin-comments">
      <PageHeader title="Comments Management" subtitle="Review reported comments and moderate every comment" />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => navigate(key === 'reported' ? REPORTED_COMMENTS_PATH : ADMIN_PATHS.comments)}
          items={[
            {
              key: 'reported',
              label: (
                <span className="admin-comments__tab">
                  Reported Comments
                  {reportedCount > 0 ? <Badge count={reportedCount} overflowCount={999} className="admin-comments__badge" title={`${reportedCount} reported`} /> : null}
                </span>
              ),
              children: (
                <>
                  <LoadError error={reported.error} onRetry={() => void reported.refetch()} />
                  <CommentsTable
                    testId="reported-comments"
                    comments={reported.isError ? [] : (reported.data ?? [])}
                    loading={reported.isFetching}
                    emptyText={ADMIN_MESSAGES.noReportedComments}
                    withStatus={false}
                    actions={actions}
                    pagination={{ pageSize: ADMIN_COMMENTS_PAGE_SIZE, hideOnSinglePage: true, showSizeChanger: false }}
                  />
                </>
              ),
            },
            {
              key: 'all',
              label: 'All Comments',
              // Mounted only while open: the all-comments list is asked for only then.
              children: tab === 'all' ? <AllComments actions={actions} /> : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}

function AllComments({ actions }: { actions: ModerationActions }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const all = useGetAdminCommentsQuery({ page, limit: ADMIN_COMMENTS_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const comments = all.isError ? [] : (all.currentData?.comments ?? []);
  const total = all.currentData?.total ?? 0;

  return (
    <>
      <LoadError error={all.error} onRetry={() => void all.refetch()} />
      {all.currentData ? (
        <Typography.Paragraph type="secondary" data-testid="comments-showing">
          {ADMIN_MESSAGES.showingComments(comments.length, total)}
        </Typography.Paragraph>
      ) : null}
      <CommentsTable
        testId="all-comments"
        comments={comments}
        loading={all.isFetching}
        emptyText={ADMIN_MESSAGES.noComments}
        withStatus
        actions={actions}
        pagination={{
          current: page,
          pageSize: ADMIN_COMMENTS_PAGE_SIZE,
          total,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: (next) => setParams(next > 1 ? { page: String(next) } : {}),
        }}
      />
    </>
  );
}

/** A failed list (admin-side §8: "HTTP status: text"), with a retry. */
function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (!error) return null;
  const status = httpStatus(error);
  return (
    <Alert
      type="error"
      showIcon
      className="admin-comments__error"
      title="Failed to load comments"
      description={status === null ? 'The server could not be reached.' : `HTTP ${status}: ${errorMessage(error) ?? 'Request failed'}`}
      action={
        <Button size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}
