/// <reference types="jest" />
import '../../../testing/dom-polyfills';
import { render, screen } from '@testing-library/react';
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
