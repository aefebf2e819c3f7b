import { Alert, Button, Radio } from 'antd';
import type { ImportMode } from '@bolo/contracts';

/** Dry run (check every row, store nothing) or Import (store the valid rows as drafts). */
export function ImportModeChoice({ value, onChange, disabled }: { value: ImportMode; onChange: (mode: ImportMode) => void; disabled?: boolean }) {
  return (
    <Radio.Group
      aria-label="Mode"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as ImportMode)}
      options={[
        { value: 'dry-run', label: 'Dry run (check the rows, store nothing)' },
        { value: 'import', label: 'Import (store valid rows as drafts)' },
      ]}
    />
  );
}

/** The end of both import forms: the mode, the refusal if any, and Start. */
export function ImportStartControls({ mode, onModeChange, problem, starting, onStart }: { mode: ImportMode; onModeChange: (mode: ImportMode) => void; problem: string | null; starting: boolean; onStart: () => void }) {
  return (
    <>
      <ImportModeChoice value={mode} onChange={onModeChange} disabled={starting} />
      {problem ? <Alert type="error" showIcon title={problem} /> : null}
      <div>
        <Button type="primary" onClick={onStart} loading={starting}>
          Start
        </Button>
      </div>
    </>
  );
}
