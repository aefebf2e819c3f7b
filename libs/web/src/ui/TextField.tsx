import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, ReactNode } from 'react';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  /** Controlled: the value and its change handler. Leave both out for a field the page reads on submit. */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Uncontrolled: the first value (e.g. what the server echoes back after a refused post). */
  defaultValue?: string;
  type?: string;
  autoComplete?: string;
  /** Marks the field invalid and points screen readers at the form's one error line. */
  errorId?: string;
  /** Shown at the end of the label row (e.g. "Forgot password?"). */
  aside?: ReactNode;
  readOnly?: boolean;
  disabled?: boolean;
}

/** A labelled text input of the forms (account pages, payment success, profile, contact). */
export function TextField({ id, name, label, value, onChange, defaultValue, type = 'text', autoComplete, errorId, aside, readOnly, disabled }: TextFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  // A server-rendered form can be typed into before the app has started: at hydration a
  // controlled field takes what was typed instead of resetting it to the initial value. Once,
  // at mount. (An uncontrolled field keeps it anyway.)
  const onChangeAtMount = useRef(onChange);
  const valueAtMount = useRef(value);
  useLayoutEffect(() => {
    const element = input.current;
    if (element && valueAtMount.current !== undefined && element.value !== valueAtMount.current) {
      onChangeAtMount.current?.({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    }
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
        {...(value !== undefined ? { value, onChange } : { defaultValue, onChange })}
        readOnly={readOnly}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
      />
    </div>
  );
}
