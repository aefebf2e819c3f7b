import type { ChangeEvent } from 'react';
import { PROFIT_TARGET_LIMITS } from '@bolo/contracts';
import type { ProfitTargetKind } from '@bolo/contracts';
import type { ProfitTargetDraft } from '../lib/profit-target-draft';
import './profit-target.css';

/** The kind and value of a profit target (item page and profile). `errorId` points at the form's message when the draft is wrong. */
export function ProfitTargetFields({ id, draft, onChange, errorId, disabled }: { id: string; draft: ProfitTargetDraft; onChange: (draft: ProfitTargetDraft) => void; errorId?: string; disabled?: boolean }) {
  const limits = PROFIT_TARGET_LIMITS[draft.kind];
  const changeKind = (event: ChangeEvent<HTMLSelectElement>) => onChange({ ...draft, kind: event.target.value as ProfitTargetKind });
  const changeValue = (event: ChangeEvent<HTMLInputElement>) => onChange({ ...draft, value: event.target.value });
  return (
    <div className="profit-target-fields">
      <div className="field">
        <label className="field__label" htmlFor={`${id}-kind`}>
          Target
        </label>
        <select id={`${id}-kind`} className="select" name="kind" value={draft.kind} onChange={changeKind} disabled={disabled}>
          <option value="margin">Margin (% of sale price)</option>
          <option value="dollars">Dollar amount</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-value`}>
          {draft.kind === 'margin' ? 'Margin (%)' : 'Profit ($)'}
        </label>
        <input
          id={`${id}-value`}
          className="input"
          name="value"
          type="number"
          inputMode="decimal"
          min={limits.min}
          max={limits.max}
          step="0.01"
          value={draft.value}
          onChange={changeValue}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={errorId}
        />
      </div>
    </div>
  );
}
