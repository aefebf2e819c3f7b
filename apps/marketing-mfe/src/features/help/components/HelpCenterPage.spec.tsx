/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore } from '@bolo/web';
import HelpCenterPage from './HelpCenterPage';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

function renderHelp(address: string) {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[address]}>
        <HelpCenterPage />
        <Address />
      </MemoryRouter>
    </AppProviders>,
  );
}

const questions = () => screen.getAllByTestId('help-article').map((article) => article.querySelector('h3')?.textContent);

describe('HelpCenterPage (spec admin-side §2)', () => {
  it('renders the results for ?q= on its first render (what the server sends)', () => {
    renderHelp('/help-center?q=cancel');
    expect((screen.getByRole('searchbox', { name: 'Search help articles' }) as HTMLInputElement).value).toBe('cancel');
    expect(questions()).toContain('How do I cancel my subscription?');
    expect(questions()).not.toContain('How do I propose a BOLO?');
    // The form works without JavaScript: a GET of this page with q.
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/help-center');
  });

  it('filters as the visitor types, keeps the query in the address, and offers the contact page when nothing matches', async () => {
    renderHelp('/help');
    const all = questions().length;
    const box = screen.getByRole('searchbox', { name: 'Search help articles' });
    await act(async () => fireEvent.change(box, { target: { value: 'password' } }));
    expect(questions()).toEqual(expect.arrayContaining(['I forgot my password. How do I get back in?', 'How do I change my name, e-mail or password?']));
    expect(questions().length).toBeLessThan(all);
    expect(screen.getByTestId('address').textContent).toBe('/help?q=password');

    await act(async () => fireEvent.change(box, { target: { value: 'xylophone' } }));
    expect(screen.queryAllByTestId('help-article')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No articles match' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Contact Us' })[0].getAttribute('href')).toBe('/contact');

    await act(async () => fireEvent.change(box, { target: { value: '' } }));
    expect(questions()).toHaveLength(all);
    expect(screen.getByTestId('address').textContent).toBe('/help');
  });
});
