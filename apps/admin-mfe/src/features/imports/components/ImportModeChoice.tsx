import { Alert, Button, Radio } from 'antd';
import type { ImportMode } from '@bolo/contracts';

/** Dry run (check every row, store nothing), Import (store the valid rows as drafts) or Import and publish. */
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
        { value: 'publish', label: 'Import and publish (valid rows go live at once; saved-search alerts go out)' },
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
