import { useLayoutEffect, useRef } from 'react';
import type { FormEvent } from 'react';
import { CONTACT_MESSAGE_ROWS, CONTACT_MESSAGES } from '@bolo/contracts';
import { Button, TextField, formValues } from '@bolo/web';
import { contactValues, useContactForm } from '../hooks/useContactForm';
import type { ContactField } from '../hooks/useContactForm';

const errorId = (field: ContactField) => `contact-${field}-error`;

/** The contact form (spec admin-side §2, §4, §5): name, email, subject, message, all required. */
export function ContactForm() {
  const { values, errors, serverError, sentNotice, sending, change, submit } = useContactForm();
  const form = useRef<HTMLFormElement>(null);
  const messageBox = useRef<HTMLTextAreaElement>(null);

  // Typed before the app started (the page is server-rendered): keep it at hydration, as
  // TextField does for the inputs. Once, at mount.
  useLayoutEffect(() => {
    const typed = messageBox.current?.value ?? '';
    if (typed) change('message', typed);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = await submit(contactValues(formValues(event.currentTarget)));
    if (invalid) form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  }

  const problem = (field: ContactField) =>
    errors[field] ? (
      <p id={errorId(field)} className="contact-form__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form ref={form} className="form contact-form" method="post" onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Contact form" data-testid="contact-form">
      <p className="contact-form__note">Fields marked * are required.</p>
      <div className="form-row">
        <div className="contact-form__field">
          <TextField id="contact-name" name="name" label="Name *" autoComplete="name" value={values.name} onChange={(event) => change('name', event.target.value)} errorId={errors.name ? errorId('name') : undefined} />
          {problem('name')}
        </div>
        <div className="contact-form__field">
          <TextField
            id="contact-email"
            name="email"
            type="email"
            label="Email *"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            errorId={errors.email ? errorId('email') : undefined}
          />
          {problem('email')}
        </div>
      </div>
      <div className="contact-form__field">
        <TextField id="contact-subject" name="subject" label="Subject *" value={values.subject} onChange={(event) => change('subject', event.target.value)} errorId={errors.subject ? errorId('subject') : undefined} />
        {problem('subject')}
      </div>
      <div className="contact-form__field">
        <div className="field">
          <label className="field__label" htmlFor="contact-message">
            Message *
          </label>
          <textarea
            ref={messageBox}
            id="contact-message"
            className="textarea"
            name="message"
            rows={CONTACT_MESSAGE_ROWS}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? errorId('message') : undefined}
          />
        </div>
        {problem('message')}
      </div>
      {sentNotice ? (
        <p className="contact-form__sent" role="status" data-testid="contact-sent">
          <strong>{CONTACT_MESSAGES.sent.title}</strong> {sentNotice}
        </p>
      ) : null}
      {serverError ? (
        <p className="form-error" role="alert" data-testid="contact-server-error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? CONTACT_MESSAGES.sending : CONTACT_MESSAGES.send}
      </Button>
    </form>
  );
}
