import { useState } from 'react';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { Button, Card, Col, Flex, Row, Typography, Upload } from 'antd';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@bolo/contracts';
import type { ImportMode, ImportStatus } from '@bolo/contracts';
import { usePageTitle, Link } from '@bolo/web';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useStartImportMutation } from '../api/imports-api';
import { refusalMessage } from '../lib/refusal';
import { estimateDataRows } from '../lib/row-estimate';
import { ImportFormatHelp } from './ImportFormatHelp';
import { ImportStartControls } from './ImportModeChoice';
import { ImportProgress } from './ImportProgress';

interface Chosen {
  file: File;
  estimatedRows: number | null;
}

function looksLikeCsv(file: File): boolean {
  return /\.csv$/i.test(file.name) || file.type === 'text/csv';
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** /admin/import-csv: upload a CSV of items, as a dry run or for real, and follow the job. */
export function ImportCsvPage() {
  usePageTitle('Import CSV');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [mode, setMode] = useState<ImportMode>('dry-run');
  const [problem, setProblem] = useState<string | null>(null);
  const [job, setJob] = useState<{ started: ImportStatus; estimatedRows: number | null } | null>(null);
  const [startImport, { isLoading }] = useStartImportMutation();

  const choose = async (file: File) => {
    // Checked before anything is sent: the server would refuse these anyway, after the upload.
    if (file.size > IMPORT_MAX_BYTES) {
      setChosen(null);
      setProblem(IMPORT_MESSAGES.tooLarge);
      return;
    }
    if (!looksLikeCsv(file)) {
      setChosen(null);
      setProblem(IMPORT_MESSAGES.notCsv);
      return;
    }
    setProblem(null);
    setChosen({ file, estimatedRows: null });
    const estimatedRows = await estimateDataRows(file);
    setChosen((current) => (current?.file === file ? { file, estimatedRows } : current));
  };

  const start = async () => {
    if (!chosen) {
      setProblem(IMPORT_MESSAGES.fileRequired);
      return;
    }
    setProblem(null);
    try {
      const started = await startImport({ file: chosen.file, mode }).unwrap();
      setJob({ started, estimatedRows: chosen.estimatedRows });
    } catch (error) {
      setProblem(refusalMessage(error));
    }
  };

  const restart = () => {
    setJob(null);
    setChosen(null);
    setProblem(null);
  };

  return (
    <div className="admin-import">
      <PageHeader
        title="Import CSV"
        subtitle="Bulk-load items from a file"
        extra={<Link to={ADMIN_PATHS.importCsvSimple}>Paste a few rows instead</Link>}
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          {job ? (
            <ImportProgress started={job.started} estimatedRows={job.estimatedRows} onRestart={restart} />
          ) : (
            <Card title="Upload">
              <Flex vertical gap="middle">
                <div>
                  <Upload
                    accept=".csv,text/csv"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void choose(file);
                      return Upload.LIST_IGNORE;
                    }}
                  >
                    <Button icon={<UploadOutlined aria-hidden />}>Choose a CSV file</Button>
                  </Upload>
                  <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                    {chosen ? (
                      <span data-testid="chosen-file">
                        {chosen.file.name} ({formatSize(chosen.file.size)}
                        {chosen.estimatedRows !== null ? `, about ${chosen.estimatedRows.toLocaleString('en-US')} rows` : ''})
                      </span>
                    ) : (
                      `A .csv file of at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB.`
                    )}
                  </Typography.Paragraph>
                </div>
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
