import type { ReactNode } from 'react';

/** The id of a field's message, for aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/** A labelled field of the proposal form with its message under it. */
export function FormField({ id, label, required, error, hint, children }: { id: string; label: string; required?: boolean; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="field">
      <label className={required ? 'field__label add-bolo__required' : 'field__label'} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <span className="add-bolo__hint">{hint}</span> : null}
      {error ? (
        <span className="add-bolo__error" id={errorIdOf(id)}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to its field's message. */
export function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};
}

/** A required control (the form checks it itself: noValidate). */
export const REQUIRED = { 'aria-required': true } as const;

/** Checkboxes with a legend: one per option, all required to be at least one. */
export function CheckboxGroup({ id, legend, options, value, onChange, error }: { id: string; legend: string; options: readonly string[]; value: string[]; onChange: (next: string[]) => void; error?: string }) {
  const toggle = (option: string, checked: boolean) => onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  return (
    <fieldset className="add-bolo__choices" aria-describedby={error ? errorIdOf(id) : undefined}>
      <legend className="field__label add-bolo__required">{legend}</legend>
      <div className="add-bolo__options">
        {options.map((option) => (
          <label key={option} className="add-bolo__option">
            <input type="checkbox" name={id} value={option} checked={value.includes(option)} onChange={(event) => toggle(option, event.target.checked)} />
            {option}
          </label>
        ))}
      </div>
      {error ? (
        <span className="add-bolo__error" id={errorIdOf(id)}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
