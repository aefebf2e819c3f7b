import { useLayoutEffect, useRef } from 'react';
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
  const input = useRef<HTMLInputElement>(null);
  // A server-rendered form can be typed into before the app has started: at hydration the
  // field takes what was typed instead of resetting it to the initial value. Once, at mount.
  const onChangeAtMount = useRef(onChange);
  const valueAtMount = useRef(value);
  useLayoutEffect(() => {
    const element = input.current;
    if (element && element.value !== valueAtMount.current) onChangeAtMount.current({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
  }, []);
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
        ref={input}
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
