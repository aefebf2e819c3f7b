/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from '@bolo/web';
import { DirectoryPage } from './DirectoryPage';

const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('DirectoryPage for a visitor', () => {
  it('shows Premium Access Required with log in, pricing and sign up, and asks nothing', () => {
    render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/directory']}>
          <DirectoryPage />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { name: 'Premium Access Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In to Access' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing#pricing-top');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryAllByTestId('item-card')).toHaveLength(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('DirectoryPage for a signed-in member', () => {
  const member = { id: 4, username: 'member', isAdmin: false, subscriptionStatus: 'active' };
  const item = { id: 11, name: 'Pyrex bowl', description: '', category: 'Home & Kitchen', subcategory: null, image: null, imageCard: null, source: [], platforms: ['eBay'], buyPrice: '$3', soldRange: '$20 - $40', updated: '2025-01-01T00:00:00Z', notes: null, status: 'published' };
  const page = (items: unknown[], total: number) => ({ items, pagination: { page: 1, limit: 24, total, totalPages: total ? 1 : 0, hasMore: false } });
  type Answer = [status: number, body: unknown];

  function serve(list: () => Answer) {
    fetchMock.mockImplementation(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const [status, body]: Answer = path === '/api/auth/me' ? [200, { user: member }] : path === '/api/bolo-items/count' ? [200, { count: 65 }] : list();
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
  }

  function renderDirectory() {
    localStorage.setItem('userId', '4');
    localStorage.setItem('userData', JSON.stringify(member));
    render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/directory']}>
          <DirectoryPage />
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('shows the cards, the count and the results line', async () => {
    serve(() => [200, page([item], 1)]);
    renderDirectory();
    expect(await screen.findByRole('link', { name: 'Pyrex bowl' })).toBeTruthy();
    expect(screen.getByTestId('results-line').textContent).toContain('Showing 1-1 of 1');
    expect((await screen.findByTestId('directory-count')).textContent).toContain('65');
  });

  it('offers Clear All Filters when nothing is listed', async () => {
    serve(() => [200, page([], 0)]);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'No items found' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeTruthy();
  });

  it('shows the paywall for a member without a subscription (403 SUBSCRIPTION_REQUIRED)', async () => {
    serve(() => [403, { message: 'Subscription required', code: 'SUBSCRIPTION_REQUIRED' }]);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'Premium Access Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Pricing Plans' })).toBeTruthy();
  });

  it('treats an expired session (401 AUTH_REQUIRED) as a visitor', async () => {
    serve(() => [401, { message: 'Authentication required', code: 'AUTH_REQUIRED' }]);
    renderDirectory();
    expect(await screen.findByRole('link', { name: 'Log In to Access' })).toBeTruthy();
  });

  it('shows the error state after a failure, and Try Again loads the list', async () => {
    let fail = true;
    serve(() => (fail ? [404, { message: 'Not found' }] : [200, page([item], 1)]));
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'Error loading items' })).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try Again' })));
    expect(await screen.findByRole('link', { name: 'Pyrex bowl' })).toBeTruthy();
  });

  it('explains the reading limit (429) instead of a plain failure', async () => {
    const message = 'You are opening items faster than anyone can read them. Please wait a few minutes and try again.';
    serve(() => [429, { message, code: 'RATE_LIMITED' }]);
    renderDirectory();
    expect(await screen.findByRole('heading', { name: 'Taking a short break' })).toBeTruthy();
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByRole('heading', { name: 'Error loading items' })).toBeNull();
  });
});
