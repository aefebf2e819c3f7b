import { useState } from 'react';
import { Card, Col, Flex, Input, Row } from 'antd';
import { IMPORT_COLUMNS, IMPORT_MESSAGES, IMPORT_PASTE_MAX_BYTES } from '@bolo/contracts';
import type { ImportMode, ImportStatus } from '@bolo/contracts';
import { usePageTitle, Link } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useStartImportMutation } from '../api/imports-api';
import { refusalMessage } from '../lib/refusal';
import { countDataRows } from '../lib/row-estimate';
import { ImportFormatHelp } from './ImportFormatHelp';
import { ImportStartControls } from './ImportModeChoice';
import { ImportProgress } from './ImportProgress';

const HEADER_LINE = `${IMPORT_COLUMNS.join(',')}\n`;
const PASTE_FILE_NAME = 'pasted-rows.csv';

/** /admin/import-csv-simple: paste a few rows under the header line and run the same import job. */
export function ImportCsvSimplePage() {
  usePageTitle('Paste CSV rows');
  const [csv, setCsv] = useState(HEADER_LINE);
  const [mode, setMode] = useState<ImportMode>('dry-run');
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<{ started: ImportStatus; estimatedRows: number } | null>(null);
  const [startImport, { isLoading }] = useStartImportMutation();

  const start = async () => {
    if (new Blob([csv]).size > IMPORT_PASTE_MAX_BYTES) {
      setProblem(IMPORT_MESSAGES.pasteTooLarge);
      return;
    }
    const rows = countDataRows(csv);
    if (rows === 0) {
      setProblem(IMPORT_MESSAGES.empty);
      return;
    }
    setProblem(null);
    try {
      const started = await startImport({ csv, mode, fileName: PASTE_FILE_NAME }).unwrap();
      setJob({ started, estimatedRows: rows });
    } catch (error) {
      setProblem(refusalMessage(error));
    }
  };

  return (
    <div className="admin-import">
      <PageHeader title="Paste CSV rows" subtitle="Import a few items without a file" extra={<Link to={ADMIN_PATHS.importCsv}>Upload a file instead</Link>} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          {job ? (
            <ImportProgress started={job.started} estimatedRows={job.estimatedRows} onRestart={() => setJob(null)} />
          ) : (
            <Card title="Rows">
              <Flex vertical gap="middle">
                <Input.TextArea
                  aria-label="CSV rows"
                  value={csv}
                  onChange={(event) => setCsv(event.target.value)}
                  rows={12}
                  spellCheck={false}
                  style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' }}
                />
                <ImportStartControls mode={mode} onModeChange={setMode} problem={problem} starting={isLoading} onStart={start} />
              </Flex>
            </Card>
          )}
        </Col>
        <Col xs={24} xl={12}>
          <ImportFormatHelp />
        </Col>
      </Row>
    </div>
  );
}
