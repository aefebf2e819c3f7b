import type { ChangeEvent, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  /** Marks the field invalid and points screen readers at the form's one error line. */
  errorId?: string;
  /** Shown at the end of the label row (e.g. "Forgot password?"). */
  aside?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled text input of the forms (account pages, payment success, profile). */
export function TextField({ id, name, label, value, onChange, type = 'text', autoComplete, errorId, aside, readOnly, disabled }: TextFieldProps) {
  const labelElement = (
    <label className="field__label" htmlFor={id}>
      {label}
    </label>
  );
  return (
    <div className="field">
      {aside ? (
        <div className="field__label-row">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      <input
        id={id}
        className="input"
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={onChange}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
