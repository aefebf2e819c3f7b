import type { ChangeEvent } from 'react';

export interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  type?: string;
  autoComplete?: string;
  /** Marks the field invalid and points screen readers at the form's one error line. */
  errorId?: string;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled input of the member forms (payment-success account form, profile cards). */
export function FormField({ id, name, label, value, onChange, type = 'text', autoComplete, errorId, readOnly, disabled }: FormFieldProps) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
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
