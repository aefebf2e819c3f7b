/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, createAppStore } from '@bolo/web';
import SavedBolosPage from './SavedBolosPage';

// /my-bolos with the member's own proposal on it (issue 17): a draft is marked 'Pending review'
// until an admin publishes it, and opens like any saved item.

const member = { id: 4, username: 'free', isAdmin: false, subscriptionStatus: 'free' };
const item = (id: number, name: string, status: 'draft' | 'published') => ({
  id,
  name,
  description: 'A find worth reselling.',
  category: 'Home & Kitchen',
  subcategory: null,
  image: null,
  imageCard: null,
  source: ['Thrift Stores'],
  platforms: ['eBay'],
  buyPrice: '$2 - $8',
  soldRange: '$25 - $60',
  updated: '2025-01-01T00:00:00Z',
  notes: null,
  status,
  savedAt: '2025-01-02T00:00:00Z',
});

const fetchMock = jest.fn();

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

it("marks the member's own proposal 'Pending review' and links it like any saved item", async () => {
  const items = [item(31, 'Pyrex Mixing Bowls', 'draft'), item(12, 'Game Boy Color', 'published')];
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = path === '/api/auth/me' ? { user: member } : { items, pagination: { page: 1, limit: 24, total: 2, totalPages: 1, hasMore: false } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  localStorage.setItem('userId', '4');
  localStorage.setItem('userData', JSON.stringify(member));
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/my-bolos']}>
        <SavedBolosPage />
      </MemoryRouter>
    </AppProviders>,
  );

  const cards = await screen.findAllByTestId('item-card');
  expect(cards).toHaveLength(2);
  expect(within(cards[0]).getByTestId('pending-review').textContent).toBe('Pending review');
  expect(within(cards[0]).getByRole('link', { name: 'Pyrex Mixing Bowls' }).getAttribute('href')).toMatch(/^\/bolo\/31(\?|$)/);
  expect(within(cards[1]).queryByTestId('pending-review')).toBeNull();
  expect(within(cards[0]).getByRole('button', { name: 'Remove Pyrex Mixing Bowls from My BOLOs' })).toBeTruthy();
});
