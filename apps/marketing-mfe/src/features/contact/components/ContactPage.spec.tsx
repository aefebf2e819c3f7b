/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTACT_MESSAGES } from '@bolo/contracts';
import { AppProviders, FormEchoProvider, Toaster, createAppStore } from '@bolo/web';
import type { FormEcho } from '@bolo/web';
import ContactPage from './ContactPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();
type Answer = [status: number, body: unknown];

const json = ([status, body]: Answer) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Serves the contact info; the message's answer comes from `post` (a promise holds it open). */
function serve(post: () => Promise<Answer> | Answer) {
  fetchMock.mockImplementation(async (request: Request) => {
    if (new URL(request.url).pathname === '/api/help/contact-info') return json([200, { email: 'help@bolo.test', responseHours: 24 }]);
    return json(await post());
  });
}

const posts = () => fetchMock.mock.calls.map(([request]) => request).filter((request) => request.method === 'POST');

function renderContact(echo: FormEcho | null = null) {
  render(
    <AppProviders store={createAppStore()}>
      <FormEchoProvider value={echo}>
        <MemoryRouter initialEntries={['/contact']}>
          <ContactPage />
          <Toaster />
        </MemoryRouter>
      </FormEchoProvider>
    </AppProviders>,
  );
  // Toasts live in a module-level store: drop the ones an earlier test left behind.
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
}

function fill(values: Partial<Record<'Name' | 'Email' | 'Subject' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(`${label} *`), { target: { value } });
}

const complete = { Name: 'Ada Reseller', Email: 'ada@example.com', Subject: 'Question', Message: 'How often are BOLOs added?' };
const toastWith = async (title: string) => (await screen.findByText(title)).closest('[data-testid="toast"]') as HTMLElement;

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ContactPage (spec admin-side §2, §4, §5, §8)', () => {
  it('shows the configured support address, the reply time and a message box of 6 rows', async () => {
    serve(() => [201, { success: true, message: CONTACT_MESSAGES.sent.description }]);
    renderContact();
    expect((await screen.findByTestId('support-email')).getAttribute('href')).toBe('mailto:help@bolo.test');
    expect(screen.getByTestId('response-time').textContent).toContain('within 24 hours on business days');
    expect(screen.getByLabelText('Message *').getAttribute('rows')).toBe('6');
  });

  it('checks every field with the API schema\'s messages and sends nothing while one is wrong', async () => {
    serve(() => [201, { success: true, message: 'ok' }]);
    renderContact();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send })));
    for (const message of [CONTACT_MESSAGES.nameRequired, CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.subjectRequired, CONTACT_MESSAGES.messageRequired]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Name *'));
    fill({ ...complete, Email: 'not-an-address' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send })));
    expect(screen.getByLabelText('Email *').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(CONTACT_MESSAGES.invalidEmail)).toBeTruthy();
    expect(posts()).toHaveLength(0);
  });

  it("shows 'Sending...' while pending, then 'Message Sent!' and an empty form", async () => {
    let release: (answer: Answer) => void = () => undefined;
    serve(() => new Promise<Answer>((resolve) => (release = resolve)));
    renderContact();
    fill({ ...complete, Name: '  Ada Reseller ' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send })));
    expect((screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement).disabled).toBe(true);
    const [request] = posts();
    expect(new URL(request.url).pathname).toBe('/api/help/contact');
    expect(await request.json()).toEqual({ name: 'Ada Reseller', email: 'ada@example.com', subject: 'Question', message: 'How often are BOLOs added?', type: 'Contact Form' });

    await act(async () => release([201, { success: true, message: CONTACT_MESSAGES.sent.description }]));
    const toast = await toastWith('Message Sent!');
    expect(toast.textContent).toContain("We'll get back to you within 24 hours.");
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message *') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: CONTACT_MESSAGES.send })).toBeTruthy();
  });

  it.each<[string, Answer]>([
    ['a server error', [500, { success: false, error: 'Internal server error', message: 'Internal server error' }]],
    ['success: false', [200, { success: false, error: 'Not sent' }]],
  ])("toasts 'Error' on %s and keeps what was typed", async (_case, answer) => {
    serve(() => answer);
    renderContact();
    fill(complete);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send })));
    const toast = await toastWith('Error');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(within(toast).getByText('Failed to send message. Please try again.')).toBeTruthy();
    expect((screen.getByLabelText('Message *') as HTMLTextAreaElement).value).toBe(complete.Message);
    expect(posts()).toHaveLength(1);
  });

  it("shows the API's reason when it refuses the message (rate limit)", async () => {
    const reason = CONTACT_MESSAGES.tooMany('help@bolo.test');
    serve(() => [429, { success: false, error: reason, message: reason, code: 'RATE_LIMITED' }]);
    renderContact();
    fill(complete);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: CONTACT_MESSAGES.send })));
    await toastWith('Error');
    expect(screen.getByTestId('contact-server-error').textContent).toBe(reason);
  });

  it('shows what the web server answered to the form posted before the app started: the problem under its field, or the confirmation', () => {
    serve(() => [201, { success: true, message: 'ok' }]);
    const typed = { name: '', email: 'ada@example.com', subject: 'Question', message: 'Hello' };
    renderContact({ form: 'contact', values: typed, message: 'Name is required', fields: ['name'], done: false });
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect((screen.getByLabelText('Message *') as HTMLTextAreaElement).value).toBe('Hello');
    expect(screen.queryByTestId('contact-sent')).toBeNull();
  });

  it('shows the confirmation of a message the web server sent', () => {
    serve(() => [201, { success: true, message: 'ok' }]);
    renderContact({ form: 'contact', values: {}, message: CONTACT_MESSAGES.sent.description, fields: [], done: true });
    expect(screen.getByTestId('contact-sent').textContent).toContain(CONTACT_MESSAGES.sent.description);
    expect((screen.getByLabelText('Name *') as HTMLInputElement).value).toBe('');
  });
});
