/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, createAppStore, loadPageData } from '@bolo/web';
import { MEMBER_PAGES } from '../../../pages';
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
  const member = { id: 4, username: 'member', email: null, firstName: null, lastName: null, isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null };
  const item = { id: 11, name: 'Pyrex bowl', description: '', category: 'Home & Kitchen', subcategory: null, image: null, imageCard: null, source: [], platforms: ['eBay'], buyPrice: '$3', soldRange: '$20 - $40', updated: '2025-01-01T00:00:00Z', notes: null, status: 'published' };
  const page = (items: unknown[], total: number) => ({ items, pagination: { page: 1, limit: 24, total, totalPages: total ? 1 : 0, hasMore: false } });
  type Answer = [status: number, body: unknown];
  const counts = (values: Record<string, number>) => Object.entries(values).map(([value, count]) => ({ value, count }));
  const FACETS = {
    total: 1,
    category: counts({ 'Home & Kitchen': 1, Toys: 0 }),
    subcategory: [],
    platform: counts({ eBay: 1234, Mercari: 56, Etsy: 0 }),
    source: counts({ 'Thrift Stores': 7 }),
    buyMax: counts({ 5: 1, 10: 1 }),
    profitMin: counts({ 10: 1 }),
  };

  function serve(list: (url: URL) => Answer, facets: (url: URL) => Answer = () => [200, FACETS]) {
    fetchMock.mockImplementation(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname;
      const [status, body]: Answer =
        path === '/api/auth/me'
          ? [200, { user: member }]
          : path === '/api/bolo-items/count'
            ? [200, { count: 65 }]
            : path === '/api/bolo-items/facets'
              ? facets(url)
              : list(url);
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    });
  }

  /** The query strings of the requests made to `path`, in order. */
  const requested = (path: string) =>
    fetchMock.mock.calls.map(([request]) => new URL((request as Request).url)).filter((url) => url.pathname === path).map((url) => url.searchParams);

  function Address() {
    return <output data-testid="address">{useLocation().search}</output>;
  }

  function renderDirectory(entry = '/directory') {
    localStorage.setItem('userId', '4');
    localStorage.setItem('userData', JSON.stringify(member));
    render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={[entry]}>
          <DirectoryPage />
          <Address />
        </MemoryRouter>
      </AppProviders>,
    );
  }

  const address = () => screen.getByTestId('address').textContent;

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

  describe('facets, chips, order, suggestions and net profit (issue 20)', () => {
    it('shows each option with the number of items it gives, read with the option, as a link to that list', async () => {
      serve(() => [200, page([item], 1)]);
      renderDirectory();
      const facets = within(await screen.findByTestId('facets'));
      const ebay = await facets.findByRole('link', { name: 'eBay, 1,234 items' });
      expect(ebay.getAttribute('href')).toBe('/directory?platform=eBay');
      expect(ebay.textContent).toContain('1,234');
      expect(facets.getByRole('link', { name: 'Home & Kitchen, 1 item' }).getAttribute('href')).toBe('/directory?category=Home+%26+Kitchen');
      expect(facets.getByRole('link', { name: 'Buy under $5, 1 item' }).getAttribute('href')).toBe('/directory?buyMax=5');
      expect(facets.getByRole('link', { name: 'Profit at least $10, 1 item' })).toBeTruthy();
      expect(facets.getByRole('link', { name: 'Thrift Stores, 7 items' })).toBeTruthy();
      // Nothing to find there: shown with its zero, but not a link.
      expect(facets.getByText('Etsy')).toBeTruthy();
      expect(facets.queryByRole('link', { name: /^Etsy/ })).toBeNull();
      expect(facets.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Category', 'Platform', 'Source', 'Buy price', 'Profit']);
    });

    it('counts again as filters change: a facet click applies at once and asks for the new counts', async () => {
      serve(
        () => [200, page([item], 1)],
        (url) => [200, { ...FACETS, source: counts({ 'Thrift Stores': url.searchParams.get('platform') === 'eBay' ? 3 : 7 }) }],
      );
      renderDirectory();
      const facets = within(await screen.findByTestId('facets'));
      expect(await facets.findByRole('link', { name: 'Thrift Stores, 7 items' })).toBeTruthy();
      await act(async () => fireEvent.click(facets.getByRole('link', { name: 'eBay, 1,234 items' })));
      expect(await facets.findByRole('link', { name: 'Thrift Stores, 3 items' })).toBeTruthy();
      expect(requested('/api/bolo-items').at(-1)?.get('platform')).toBe('eBay');
      expect(requested('/api/bolo-items/facets').at(-1)?.get('platform')).toBe('eBay');
      await waitFor(() => expect(address()).toBe('?platform=eBay'));
      expect(facets.getByRole('link', { name: 'eBay, 1,234 items' }).getAttribute('aria-current')).toBe('true');
    });

    it('does not ask for new counts on a page change alone', async () => {
      serve((url) => {
        const number = Number(url.searchParams.get('page') ?? '1');
        return [200, { items: [{ ...item, id: 10 + number, name: `Bowl ${number}` }], pagination: { page: number, limit: 24, total: 30, totalPages: 2, hasMore: number < 2 } }];
      });
      renderDirectory();
      expect(await screen.findByRole('link', { name: 'Bowl 1' })).toBeTruthy();
      await waitFor(() => expect(requested('/api/bolo-items/facets')).toHaveLength(1));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Page 2' })));
      expect(await screen.findByRole('link', { name: 'Bowl 2' })).toBeTruthy();
      expect(requested('/api/bolo-items/facets')).toHaveLength(1);
    });

    it('shows each active filter as a chip that removes it, and the address follows', async () => {
      serve(() => [200, page([item], 1)]);
      renderDirectory('/directory?search=bowl&category=Home+%26+Kitchen&platform=eBay,Mercari&source=Thrift+Stores&buyMax=25&profitMin=10');
      const chips = within(await screen.findByRole('list', { name: 'Active filters' }));
      expect(chips.getAllByRole('link').map((chip) => chip.getAttribute('aria-label'))).toEqual([
        'Remove filter: “bowl”',
        'Remove filter: Home & Kitchen',
        'Remove filter: eBay',
        'Remove filter: Mercari',
        'Remove filter: Thrift Stores',
        'Remove filter: Buy under $25',
        'Remove filter: Profit at least $10',
      ]);
      await screen.findByRole('link', { name: 'Pyrex bowl' });
      await act(async () => fireEvent.click(chips.getByRole('link', { name: 'Remove filter: eBay' })));
      await waitFor(() => expect(address()).toBe('?search=bowl&category=Home+%26+Kitchen&platform=Mercari&source=Thrift+Stores&buyMax=25&profitMin=10'));
      expect(requested('/api/bolo-items').at(-1)?.get('platform')).toBe('Mercari');
      expect(screen.queryByRole('link', { name: 'Remove filter: eBay' })).toBeNull();
      // Clear Filters stays, and keeps nothing but the order.
      expect(screen.getByRole('link', { name: 'Clear Filters' }).getAttribute('href')).toBe('/directory');
    });

    it('sorts by best ROI from the Sort by select (after the filters\' pause): sort=roi in the request and the address', async () => {
      serve(() => [200, page([item], 1)]);
      renderDirectory();
      await screen.findByRole('link', { name: 'Pyrex bowl' });
      const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
      // Relevance is offered with a search only.
      expect([...sort.options].map((option) => option.value)).toEqual(['newest', 'profit', 'roi', 'sold', 'net']);
      expect(sort.value).toBe('newest');
      fireEvent.change(sort, { target: { value: 'roi' } });
      await waitFor(() => expect(address()).toBe('?sort=roi'), { timeout: 2000 });
      expect(requested('/api/bolo-items').at(-1)?.get('sort')).toBe('roi');
      expect(sort.value).toBe('roi');
    });

    it('offers relevance, the default, once a search is there', async () => {
      serve(() => [200, page([item], 1)]);
      renderDirectory('/directory?search=bowl');
      await screen.findByRole('link', { name: 'Pyrex bowl' });
      const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
      expect(sort.value).toBe('relevance');
      expect(sort.options[0].textContent).toBe('Relevance');
    });

    it('says when nothing matched exactly and "Did you mean" searches for the catalogue\'s spelling', async () => {
      const nintendo = { ...item, id: 12, name: 'Nintendo 64 Console' };
      serve((url) =>
        url.searchParams.get('search') === 'nintedo'
          ? [200, { ...page([nintendo], 1), search: { exact: false, suggestion: 'nintendo' } }]
          : [200, { ...page([nintendo], 1), search: { exact: true, suggestion: null } }],
      );
      renderDirectory('/directory?search=nintedo');
      const line = await screen.findByTestId('search-suggestion');
      expect(line.textContent).toBe('No exact matches for "nintedo". Did you mean "nintendo"?');
      // The near misses are listed.
      expect(screen.getByRole('link', { name: 'Nintendo 64 Console' })).toBeTruthy();
      const suggestion = within(line).getByRole('link', { name: 'Did you mean "nintendo"?' });
      expect(suggestion.getAttribute('href')).toBe('/directory?search=nintendo');
      await act(async () => fireEvent.click(suggestion));
      expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('nintendo');
      await waitFor(() => expect(address()).toBe('?search=nintendo'));
      expect(requested('/api/bolo-items').at(-1)?.get('search')).toBe('nintendo');
      await waitFor(() => expect(screen.queryByTestId('search-suggestion')).toBeNull());
      expect(screen.getByTestId('results-line').textContent).toContain('matching “nintendo”');
    });

    it('still offers the spelling when the other filters leave none of the near misses', async () => {
      serve(() => [200, { ...page([], 0), search: { exact: false, suggestion: 'nintendo' } }]);
      renderDirectory('/directory?search=nintedo&platform=Etsy');
      const empty = await screen.findByTestId('directory-empty');
      expect(empty.textContent).toContain('No exact matches for "nintedo".');
      expect(within(empty).getByRole('link', { name: 'Did you mean "nintendo"?' }).getAttribute('href')).toBe('/directory?search=nintendo&platform=Etsy');
    });

    describe('net profit on the cards', () => {
      // Fetched "on" November 1, 2025: eBay 13.6% + $0.40 per order over $10 (since February 14, 2025).
      beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 10, 1, 12)));
      afterEach(() => jest.restoreAllMocks());

      const listed = { ...item, id: 21, name: 'Le Creuset pan', buyPrice: '$5-$8', soldRange: '$50 - $100', platforms: ['eBay', 'Mercari'] };
      const elsewhere = { ...item, id: 22, name: 'Etsy quilt', platforms: ['Etsy'] };

      it('shows "Net on eBay" after its fees and the category\'s shipping, or the estimate where the item is not sold there', async () => {
        serve(() => [200, page([listed, elsewhere], 2)]);
        renderDirectory('/directory?netOn=eBay');
        const card = within((await screen.findByRole('link', { name: 'Le Creuset pan' })) as HTMLElement);
        // $50: 50 - 7.20 fees - 14 shipping (Home & Kitchen) - 5 = 23.80; $100: 100 - 14.00 - 14 - 5 = 67.00.
        expect(card.getByTestId('card-net').textContent).toBe('Net on eBay: $23.80 – $67.00');
        expect(card.queryByTestId('card-profit')).toBeNull();
        const other = within(screen.getByRole('link', { name: 'Etsy quilt' }));
        expect(other.getByTestId('card-profit').textContent).toBe('$17 - $37');
        expect(other.getByTestId('card-net-note').textContent).toBe('Not sold on eBay');
        // A display choice: the list is not asked for again, and carries no platform.
        expect(requested('/api/bolo-items').every((params) => !params.has('netOn'))).toBe(true);
      });

      it('picks a platform from "Show net profit on", and sorting by net profit sends it', async () => {
        serve(() => [200, page([listed], 1)]);
        renderDirectory();
        const card = within((await screen.findByRole('link', { name: 'Le Creuset pan' })) as HTMLElement);
        expect(card.getByTestId('card-profit').textContent).toBe('$45 - $95');
        fireEvent.change(screen.getByLabelText('Show net profit on'), { target: { value: 'eBay' } });
        await waitFor(() => expect(card.getByTestId('card-net').textContent).toBe('Net on eBay: $23.80 – $67.00'), { timeout: 2000 });
        await waitFor(() => expect(address()).toBe('?netOn=eBay'));
        const sort = screen.getByLabelText('Sort by') as HTMLSelectElement;
        expect(sort.options[sort.options.length - 1].textContent).toBe('Best net profit on eBay');
        fireEvent.change(sort, { target: { value: 'net' } });
        await waitFor(() => expect(address()).toBe('?sort=net&netOn=eBay'), { timeout: 2000 });
        const last = requested('/api/bolo-items').at(-1);
        expect([last?.get('sort'), last?.get('netOn')]).toEqual(['net', 'eBay']);
      });
    });
  });

  describe('rendered by the server, before and after the app starts', () => {
    const entry = '/directory?search=bowl&platform=eBay';
    const twoPages = { items: [item], pagination: { page: 1, limit: 24, total: 30, totalPages: 2, hasMore: true } };

    async function serverPage() {
      serve(() => [200, twoPages]);
      const store = createAppStore();
      await loadPageData(MEMBER_PAGES, new URL(`http://localhost${entry}`), store, member);
      const page = () => (
        <AppProviders store={store} serverSession={{ user: member }}>
          <MemoryRouter initialEntries={[entry]}>
            <DirectoryPage />
          </MemoryRouter>
        </AppProviders>
      );
      return { store, page };
    }

    it('the first HTML has the counts, and every control works as plain HTML: links and GET forms', async () => {
      const { page } = await serverPage();
      // The page's data, the list and its counts, was asked for with the address's filters.
      expect(requested('/api/bolo-items/facets')[0]?.toString()).toBe('search=bowl&platform=eBay');
      const container = document.body.appendChild(document.createElement('div'));
      container.innerHTML = renderToString(page());
      const html = within(container);
      expect(html.getByRole('link', { name: 'Mercari, 56 items' }).getAttribute('href')).toBe('/directory?search=bowl&platform=eBay,Mercari');
      expect(html.getByRole('link', { name: 'Remove filter: eBay' }).getAttribute('href')).toBe('/directory?search=bowl');
      // The filter bar and the order are GET forms that carry the other filters, with a submit button until the app starts.
      const filterForm = html.getByRole('search', { name: 'Filter the directory' }) as HTMLFormElement;
      expect(filterForm.method).toBe('get');
      expect(new URLSearchParams(new FormData(filterForm) as unknown as string).toString()).toBe('search=bowl&category=&platform=eBay');
      expect(within(filterForm).getByRole('button', { name: 'Apply filters' })).toBeTruthy();
      const sortForm = html.getByRole('form', { name: 'Order of the results' }) as HTMLFormElement;
      expect(new URLSearchParams(new FormData(sortForm) as unknown as string).toString()).toBe('sort=relevance&netOn=&search=bowl&platform=eBay');
      expect(within(sortForm).getByRole('button', { name: 'Apply sort' })).toBeTruthy();
      // Pages are links until the app starts.
      expect(html.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/directory?search=bowl&page=2&platform=eBay');
      expect(html.queryByRole('button', { name: 'Page 2' })).toBeNull();
      container.remove();
    });

    it('hydrates without a mismatch; then the submit buttons go and the pages are buttons', async () => {
      const { page } = await serverPage();
      const container = document.createElement('div');
      container.innerHTML = renderToString(page());
      document.body.appendChild(container);
      const onRecoverableError = jest.fn();
      let root: Root | undefined;
      try {
        await act(async () => {
          root = hydrateRoot(container, page(), { onRecoverableError });
        });
        expect(onRecoverableError).not.toHaveBeenCalled();
        const html = within(container);
        await waitFor(() => expect(html.queryByRole('button', { name: 'Apply filters' })).toBeNull());
        expect(html.queryByRole('button', { name: 'Apply sort' })).toBeNull();
        expect(html.getByRole('button', { name: 'Page 2' })).toBeTruthy();
        expect(html.getByRole('link', { name: 'eBay, 1,234 items' })).toBeTruthy();
      } finally {
        act(() => root?.unmount());
        container.remove();
      }
    });
  });
});
