/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { NOTIFICATION_MESSAGES } from '@bolo/contracts';
import type { UnsubscribePreview } from '@bolo/contracts';
import { AppProviders, createAppStore, loadPageData, matchPage, resolvePageHead } from '@bolo/web';
import { MARKETING_PAGES } from '../../../pages';
import UnsubscribePage from './UnsubscribePage';

const TOKEN = '42.digest.abcdefghijklmnopqrstuvwxyzABCDEF';
const fetchMock = jest.fn<Promise<Response>, [Request]>();

type Answer = [status: number, body: unknown];
function serve(answer: Answer) {
  fetchMock.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const [status, body]: Answer = url.pathname === '/api/unsubscribe' && url.searchParams.get('token') === TOKEN ? answer : [400, { message: NOTIFICATION_MESSAGES.unsubscribeInvalid }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

const preview = (overrides: Partial<UnsubscribePreview> = {}): UnsubscribePreview => ({ list: 'digest', email: 'j***@example.com', alreadyOff: false, ...overrides });

/** The page as the shell's server sends it: its data loaded from the page definition, then rendered to HTML (no scripts run). */
async function serverHtml(address: string): Promise<HTMLElement> {
  const store = createAppStore();
  await loadPageData(MARKETING_PAGES, new URL(address, 'http://site.invalid'), store, null);
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[address]}>
        <UnsubscribePage />
      </MemoryRouter>
    </AppProviders>,
  );
  return container;
}

function renderAt(address: string) {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[address]}>
        <UnsubscribePage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const linksOf = (page: HTMLElement) => [...page.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
const WAYS_ON = [
  ['Change your e-mail preferences', '/profile'],
  ['Go to the home page', '/'],
];

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('UnsubscribePage (issue 22)', () => {
  it("asks first, in the server's HTML, with a plain form that posts to the API (works with scripts off)", async () => {
    serve([200, preview()]);
    const page = await serverHtml(`/unsubscribe?token=${TOKEN}`);
    expect(page.querySelector('h1')?.textContent).toBe('Unsubscribe j***@example.com from the weekly digest?');
    const form = page.querySelector('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`/api/unsubscribe?token=${TOKEN}`);
    const button = form?.querySelector('button');
    expect([button?.textContent, button?.getAttribute('type')]).toEqual(['Unsubscribe', 'submit']);
    // Nothing is posted by opening the link (a mail scanner opens it too).
    expect(fetchMock.mock.calls.map(([request]) => request.method)).toEqual(['GET']);
    expect(linksOf(page)).toEqual(WAYS_ON);
  });

  it('names alert e-mails for an alerts link', async () => {
    serve([200, preview({ list: 'alerts' })]);
    const page = await serverHtml(`/unsubscribe?token=${TOKEN}`);
    expect(page.querySelector('h1')?.textContent).toBe('Unsubscribe j***@example.com from alert e-mails?');
  });

  it('says so when the list is already off, and offers no form', async () => {
    serve([200, preview({ list: 'alerts', alreadyOff: true })]);
    const page = await serverHtml(`/unsubscribe?token=${TOKEN}`);
    expect(page.querySelector('h1')?.textContent).toBe('Alert e-mails are already off');
    expect(page.textContent).toContain('j***@example.com is already unsubscribed from alert e-mails');
    expect(page.querySelector('form')).toBeNull();
    expect(linksOf(page)).toEqual(WAYS_ON);
  });

  it.each([
    ['digest', NOTIFICATION_MESSAGES.unsubscribedDigest],
    ['alerts', NOTIFICATION_MESSAGES.unsubscribedAlerts],
  ] as const)('after the post (done=1) confirms the %s list is off', async (list, message) => {
    serve([200, preview({ list, alreadyOff: true })]);
    const page = await serverHtml(`/unsubscribe?token=${TOKEN}&done=1`);
    expect(page.querySelector('h1')?.textContent).toBe('You are unsubscribed');
    expect(page.textContent).toContain(message);
    expect(page.querySelector('form')).toBeNull();
    expect(linksOf(page)).toEqual(WAYS_ON);
  });

  it('asks again after done=1 if the list is on (turned back on meanwhile)', async () => {
    serve([200, preview()]);
    const page = await serverHtml(`/unsubscribe?token=${TOKEN}&done=1`);
    expect(page.querySelector('form')).not.toBeNull();
  });

  it('tells an invalid link, and a missing token without asking the API', async () => {
    serve([200, preview()]);
    const invalid = await serverHtml('/unsubscribe?token=42.digest.forged');
    expect(invalid.querySelector('h1')?.textContent).toBe('This link is not valid');
    expect(invalid.textContent).toContain(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(linksOf(invalid)).toEqual(WAYS_ON);
    fetchMock.mockClear();
    const missing = await serverHtml('/unsubscribe');
    expect(missing.textContent).toContain(NOTIFICATION_MESSAGES.unsubscribeInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the API cannot answer', async () => {
    serve([503, { message: 'Service unavailable' }]);
    renderAt(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This link could not be checked' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(`/unsubscribe?token=${TOKEN}`);
  });

  it('is titled "Unsubscribe", never indexed nor in the sitemap', () => {
    const matched = matchPage(MARKETING_PAGES, '/unsubscribe');
    if (!matched) throw new Error('no page for /unsubscribe');
    const url = new URL(`http://site.invalid/unsubscribe?token=${TOKEN}`);
    expect(resolvePageHead(matched, { url, user: null }, createAppStore().getState()).title).toBe('Unsubscribe');
    expect(matched.definition.index).toBe(false);
    expect(matched.definition.sitemap).toBeFalsy();
  });
});
