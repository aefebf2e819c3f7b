import { TextField } from './TextField';

/** The values of a new account's form: sign-up, and the account made after paying. */
export const EMPTY_ACCOUNT_FORM = { firstName: '', lastName: '', email: '', username: '', password: '', confirmPassword: '' };
export type AccountForm = typeof EMPTY_ACCOUNT_FORM;

const FIELDS: ReadonlyArray<{ name: keyof AccountForm; label: string; type?: string; autoComplete: string }> = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'username', label: 'Username', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm password', type: 'password', autoComplete: 'new-password' },
];
const NAME_FIELDS: typeof FIELDS = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
];

export interface AccountFieldsProps {
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
  /** First values (the server's echo of a refused post); passwords always start empty. */
  defaults?: Partial<Record<keyof AccountForm, string>>;
  /** Fields the form's error line (id `errorId`) is about; they are marked invalid. */
  invalidFields?: readonly string[];
  errorId: string;
}

/**
 * First and last name side by side, then e-mail, username, password and its confirmation.
 * Uncontrolled: the form reads them on submit (formValues), so what was typed before the app
 * started is what is sent.
 */
export function AccountFields({ idPrefix, defaults = {}, invalidFields = [], errorId }: AccountFieldsProps) {
  const field = ({ name, label, type, autoComplete }: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      id={`${idPrefix}-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      defaultValue={type === 'password' ? '' : (defaults[name] ?? '')}
      errorId={invalidFields.includes(name) ? errorId : undefined}
    />
  );
  return (
    <>
      <div className="form-row">{NAME_FIELDS.map(field)}</div>
      {FIELDS.map(field)}
    </>
  );
}
