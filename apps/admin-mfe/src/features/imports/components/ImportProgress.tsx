import { Alert, Button, Card, Col, Progress, Result, Row, Statistic, Typography } from 'antd';
import { IMPORT_MESSAGES } from '@bolo/contracts';
import type { ImportStatus } from '@bolo/contracts';
import { errorMessage, httpStatus, Link } from '@bolo/web';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { IMPORT_POLL_MS, importErrorsUrl, importsApi, useGetImportStatusQuery } from '../api/imports-api';
import { progressPercent } from '../lib/row-estimate';

export const DRAFT_ITEMS_PATH = `${ADMIN_PATHS.manageItems}?status=draft`;

const isFinished = (status: ImportStatus) => status.state === 'completed' || status.state === 'failed';

const COUNTERS = [
  { field: 'rowsRead', title: 'Rows read' },
  { field: 'valid', title: 'Valid' },
  { field: 'invalid', title: 'Invalid' },
  { field: 'inserted', title: 'Inserted' },
] as const;

function Summary({ status, onRestart }: { status: ImportStatus; onRestart: () => void }) {
  const dryRun = status.mode === 'dry-run';
  const extra = [
    status.invalid > 0 ? (
      <a key="errors" href={importErrorsUrl(status.id)} download>
        Download the error report
      </a>
    ) : null,
    <Link key="drafts" to={DRAFT_ITEMS_PATH}>
      Review draft items
    </Link>,
    <Button key="again" onClick={onRestart}>
      Start another import
    </Button>,
  ];
  if (status.state === 'failed') {
    return <Result status="error" title="The import failed" subTitle={status.error ?? undefined} extra={extra} />;
  }
  const rows = `${status.rowsRead.toLocaleString('en-US')} rows read`;
  const title = dryRun ? `Dry run finished: ${status.valid.toLocaleString('en-US')} valid, ${status.invalid.toLocaleString('en-US')} invalid` : `Import finished: ${status.inserted.toLocaleString('en-US')} items ${status.mode === 'publish' ? 'published' : 'stored as drafts'}`;
  let subTitle: string;
  if (dryRun) subTitle = status.invalid > 0 ? `${rows}. Nothing was stored: fix the rows listed in the error report, then import.` : `${rows}. Nothing was stored: every row can be imported.`;
  else subTitle = status.invalid > 0 ? `${rows}. ${status.invalid.toLocaleString('en-US')} invalid rows were skipped (see the error report).` : `${rows}. Every row was imported.`;
  return <Result status={status.invalid > 0 ? 'warning' : 'success'} title={title} subTitle={subTitle} extra={extra} />;
}

export interface ImportProgressProps {
  /** The job as POST /api/admin/imports answered it. */
  started: ImportStatus;
  /** Data rows the file is expected to hold (estimated in the browser), or null if unknown. */
  estimatedRows: number | null;
  onRestart: () => void;
}

/** A running import: polls its status, moves the bar and the counters, and sums up at the end. */
export function ImportProgress({ started, estimatedRows, onRestart }: ImportProgressProps) {
  // The last answer decides whether to keep asking: polling stops once the job is over.
  const last = importsApi.endpoints.getImportStatus.useQueryState(started.id);
  const over = (last.data ? isFinished(last.data) : false) || httpStatus(last.error) === 404;
  const polled = useGetImportStatusQuery(started.id, { pollingInterval: over ? 0 : IMPORT_POLL_MS, skipPollingIfUnfocused: false });
  const lost = httpStatus(polled.error) === 404;
  const status = polled.data ?? started;
  const finished = isFinished(status) || lost;

  const percent = progressPercent(status.rowsRead, estimatedRows, status.state === 'completed');
  return (
    <Card title={`${status.mode === 'dry-run' ? 'Dry run' : 'Import'} of ${status.fileName}`} data-testid="import-progress">
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {status.state === 'queued' ? 'Waiting for the worker to start…' : null}
        {status.state === 'running' ? `Reading rows${estimatedRows ? ` (about ${estimatedRows.toLocaleString('en-US')} in the file)` : ''}…` : null}
      </Typography.Paragraph>
      <Progress
        percent={percent}
        status={status.state === 'failed' || lost ? 'exception' : status.state === 'completed' ? 'success' : 'active'}
        aria-label="Import progress"
      />
      <Row gutter={16} style={{ marginTop: 16 }}>
        {COUNTERS.map(({ field, title }) => (
          <Col key={field} xs={12} sm={6}>
            <Statistic title={title} value={status[field]} data-testid={`import-${field}`} />
          </Col>
        ))}
      </Row>
      {lost ? <Alert type="error" showIcon title={IMPORT_MESSAGES.notFound} style={{ marginTop: 16 }} /> : null}
      {polled.isError && !lost && !finished ? (
        <Alert type="warning" showIcon title={errorMessage(polled.error) ?? 'Cannot read the import status; trying again'} style={{ marginTop: 16 }} />
      ) : null}
      {isFinished(status) ? <Summary status={status} onRestart={onRestart} /> : null}
      {lost ? (
        <Button onClick={onRestart} style={{ marginTop: 16 }}>
          Start another import
        </Button>
      ) : null}
    </Card>
  );
}
