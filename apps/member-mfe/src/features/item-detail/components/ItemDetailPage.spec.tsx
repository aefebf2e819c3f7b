/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProviders, createAppStore } from '@bolo/web';
import ItemDetailPage from './ItemDetailPage';

const fetchMock = jest.fn();

function renderAt(path: string) {
  return render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="bolo/:id" element={<ItemDetailPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  // The session's background check stays pending; nothing else should ask anything.
  fetchMock.mockImplementation(() => new Promise(() => undefined));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('ItemDetailPage', () => {
  it.each([['/bolo/abc'], ['/bolo/0'], ['/bolo/1.5'], ['/bolo/9007199254740992']])('rejects %s before any request', async (path) => {
    localStorage.setItem('userId', '1');
    localStorage.setItem('userData', JSON.stringify({ id: 1, username: 'member', isAdmin: false, subscriptionStatus: 'active' }));
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid item ID' })).toBeTruthy();
    // Only the session's own background check may have run; the item was never asked for.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const asked = fetchMock.mock.calls.map(([request]) => (request as Request).url);
    expect(asked).toEqual([expect.stringContaining('/api/auth/me')]);
  });

  it('shows Authentication Required to a visitor without asking the server', () => {
    renderAt('/bolo/1');
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'View Pricing' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByText(/54\+ BOLOs/)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the way back to the list named in returnTo, and ignores a foreign one', () => {
    renderAt('/bolo/1?returnTo=%2Fmy-bolos%3Fpage%3D2');
    expect(screen.getByRole('link', { name: /Back to My BOLOs/ }).getAttribute('href')).toBe('/my-bolos?page=2');
  });

  it('never links back off-site', () => {
    renderAt('/bolo/1?returnTo=%2F%2Fevil.example');
    expect(screen.getByRole('link', { name: /Back to Directory/ }).getAttribute('href')).toBe('/directory');
  });
});
