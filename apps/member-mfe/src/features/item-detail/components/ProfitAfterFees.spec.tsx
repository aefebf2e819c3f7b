/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BoloItem } from '@bolo/contracts';
import { AppProviders, createAppStore } from '@bolo/web';
import ItemDetailPage from './ItemDetailPage';
import { ProfitAfterFees } from './ProfitAfterFees';

// The item is fetched "on" November 1, 2025: every platform's newest schedule is in force
// (eBay 13.6% + $0.40 per order over $10 since February 14, 2025; Mercari 10% since January 6, 2025).
const NOW = Date.UTC(2025, 10, 1, 12, 0, 0);

const member = { id: 7, username: 'member', email: 'm@example.com', firstName: null, lastName: null, isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null };

const ITEM: BoloItem = {
  id: 1,
  name: 'Pyrex mixing bowl',
  description: 'Primary colours set.',
  category: 'Home & Kitchen', // $14 shipping by default
  subcategory: 'Cookware',
  image: null,
  imageCard: null,
  source: ['Thrift Stores'],
  platforms: ['eBay', 'Mercari', 'Craigslist'],
  buyPrice: '$4',
  soldRange: '$30 - $50',
  updated: '2025-10-20T10:00:00.000Z',
  notes: null,
  status: 'published',
};

type Reply = [status: number, body: unknown];
const fetchMock = jest.fn<Promise<Response>, [Request]>();

function serve(item: BoloItem, profitTarget: unknown, routes: Record<string, Reply | ((request: Request) => Promise<Reply>)> = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const defaults: Record<string, Reply> = {
      'GET /api/auth/me': [200, { user: member }],
      [`GET /api/bolo-items/${item.id}`]: [200, item],
      [`GET /api/saved-bolos/check/${item.id}`]: [200, { isSaved: false }],
      'GET /api/profile': [200, { ...member, ...(profitTarget ? { profitTarget } : {}) }],
    };
    const route = routes[key];
    const reply = typeof route === 'function' ? await route(request) : (route ?? defaults[key] ?? [404, { message: `not mocked: ${key}` }]);
    return new Response(JSON.stringify(reply[1]), { status: reply[0], headers: { 'Content-Type': 'application/json' } });
  });
}

async function renderItem(id = 1) {
  localStorage.setItem('userId', String(member.id));
  localStorage.setItem('userData', JSON.stringify(member));
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[`/bolo/${id}`]}>
        <Routes>
          <Route path="bolo/:id" element={<ItemDetailPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return within(await screen.findByTestId('profit-after-fees'));
}

const row = (section: ReturnType<typeof within>, platform: string) => within(section.getByTestId(`profit-fees-row-${platform}`));
const text = (section: ReturnType<typeof within>, testId: string) => section.getByTestId(testId).textContent;
const requests = () => fetchMock.mock.calls.map(([request]) => request);

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('Profit after fees on the item page', () => {
  it("nets every platform of the item at the low and high sold price, marks the best one in words, and dates and sources each schedule", async () => {
    serve(ITEM, { kind: 'dollars', value: 5 });
    const section = await renderItem();
    const table = within(section.getByTestId('profit-fees-table'));
    expect(table.getByRole('columnheader', { name: 'Net at $30.00' })).toBeTruthy();
    expect(table.getByRole('columnheader', { name: 'Net at $50.00' })).toBeTruthy();

    // eBay: $30 - (13.6% of $30 = $4.08, + $0.40 = $4.48) - $14 - $4 = $7.52; $50 - ($6.80 + $0.40 = $7.20) - $14 - $4 = $24.80
    expect(text(row(section, 'eBay'), 'net-low')).toBe('$7.52');
    expect(text(row(section, 'eBay'), 'net-high')).toBe('$24.80');
    // Mercari: $30 - $3.00 - $14 - $4 = $9.00; $50 - $5.00 - $14 - $4 = $27.00
    expect(text(row(section, 'Mercari'), 'net-low')).toBe('$9.00');
    expect(text(row(section, 'Mercari'), 'net-high')).toBe('$27.00');

    // The best platform is said in text, not only by colour.
    expect(row(section, 'Mercari').getByTestId('best-platform').textContent).toBe('Best');
    expect(row(section, 'eBay').queryByTestId('best-platform')).toBeNull();
    expect(section.getAllByTestId('best-platform')).toHaveLength(1);

    // Each schedule's first day and a link to where the platform published it.
    expect(row(section, 'Mercari').getByText('January 6, 2025')).toBeTruthy();
    expect(row(section, 'eBay').getByText('February 14, 2025')).toBeTruthy();
    const source = row(section, 'eBay').getByRole('link', { name: /Source of the eBay fees/ });
    expect(source.getAttribute('href')).toBe('https://www.ebay.com/help/selling/fees-credits-invoices/selling-fees?id=4364');
    expect(source.getAttribute('target')).toBe('_blank');

    // A platform without a fee table is named, not silently dropped.
    expect(text(section, 'untracked-platforms')).toBe('No fee table for Craigslist.');
    expect(text(section, 'shipping-used')).toBe('$14.00');
  });

  it("shows the walk-away price for the member's saved target on the best platform", async () => {
    serve(ITEM, { kind: 'dollars', value: 5 });
    const section = await renderItem();
    // Mercari at $30: $30 - $3.00 - $14 - $5 target = $8.00
    await waitFor(() => expect(text(section, 'walk-away-price')).toBe('$8.00'));
    expect(text(section, 'walk-away-text')).toBe('The most you can pay and still make $5.00 profit if it sells for $30.00 on Mercari, the best platform here.');
    expect(text(section, 'saved-target')).toContain('Your saved target: $5.00 profit');
  });

  it('changes the walk-away price as the member changes the target, and saves it to the profile', async () => {
    const saved: unknown[] = [];
    serve(ITEM, { kind: 'dollars', value: 5 }, {
      'PUT /api/profile/profit-target': async (request) => {
        const body = await request.json();
        saved.push(body);
        return [200, { ...member, profitTarget: body }];
      },
    });
    const section = await renderItem();
    await waitFor(() => expect(text(section, 'walk-away-price')).toBe('$8.00'));

    fireEvent.change(section.getByLabelText('Target'), { target: { value: 'margin' } });
    fireEvent.change(section.getByLabelText('Margin (%)'), { target: { value: '20' } });
    // 20% of $30 = $6; $30 - $3.00 - $14 - $6 = $7.00
    expect(text(section, 'walk-away-price')).toBe('$7.00');
    expect(text(section, 'walk-away-text')).toContain('20% margin');

    await act(async () => fireEvent.click(section.getByRole('button', { name: 'Save as my target' })));
    expect(saved).toEqual([{ kind: 'margin', value: 20 }]);
    await waitFor(() => expect(text(section, 'saved-target')).toContain('Your saved target: 20% margin'));
    expect(text(section, 'walk-away-price')).toBe('$7.00');
    expect((section.getByRole('button', { name: 'Save as my target' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refuses a target outside the limits with the contract's message and keeps the saved one", async () => {
    serve(ITEM, { kind: 'dollars', value: 5 });
    const section = await renderItem();
    await waitFor(() => expect(text(section, 'walk-away-price')).toBe('$8.00'));
    fireEvent.change(section.getByLabelText('Target'), { target: { value: 'margin' } });
    fireEvent.change(section.getByLabelText('Margin (%)'), { target: { value: '120' } });
    expect(section.getByRole('alert').textContent).toBe('A margin target must be between 0% and 95% of the sale price.');
    expect(text(section, 'walk-away-price')).toBe('$8.00');
    expect((section.getByRole('button', { name: 'Save as my target' }) as HTMLButtonElement).disabled).toBe(true);
    expect(requests().some((r) => r.method === 'PUT')).toBe(false);
  });

  it('shows the server’s message when the target cannot be saved', async () => {
    serve(ITEM, { kind: 'dollars', value: 5 }, { 'PUT /api/profile/profit-target': [400, { message: 'A dollar target must be between $0 and $10,000.' }] });
    const section = await renderItem();
    await waitFor(() => expect(text(section, 'walk-away-price')).toBe('$8.00'));
    fireEvent.change(section.getByLabelText('Profit ($)'), { target: { value: '6' } });
    await act(async () => fireEvent.click(section.getByRole('button', { name: 'Save as my target' })));
    expect((await section.findByRole('alert')).textContent).toBe('A dollar target must be between $0 and $10,000.');
  });

  it('recomputes with the shipping the member types, except on Poshmark where the buyer pays it', async () => {
    serve({ ...ITEM, platforms: ['eBay', 'Mercari', 'Poshmark'] }, { kind: 'dollars', value: 5 });
    const section = await renderItem();
    // Poshmark: $30 - 20% ($6.00) - $0 shipping - $4 = $20.00, the best with $14 shipping elsewhere.
    expect(text(row(section, 'Poshmark'), 'net-low')).toBe('$20.00');
    expect(row(section, 'Poshmark').getByTestId('best-platform')).toBeTruthy();

    fireEvent.change(section.getByLabelText('Shipping you pay ($)'), { target: { value: '2' } });
    expect(text(section, 'shipping-used')).toBe('$2.00');
    // Mercari: $30 - $3.00 - $2 - $4 = $21.00, now better than Poshmark's unchanged $20.00.
    expect(text(row(section, 'Mercari'), 'net-low')).toBe('$21.00');
    expect(text(row(section, 'Poshmark'), 'net-low')).toBe('$20.00');
    expect(row(section, 'Mercari').getByTestId('best-platform')).toBeTruthy();
    // $30 - $3.00 - $2 - $5 = $20.00
    await waitFor(() => expect(text(section, 'walk-away-price')).toBe('$20.00'));

    fireEvent.change(section.getByLabelText('Shipping you pay ($)'), { target: { value: '-3' } });
    expect(section.getByRole('alert').textContent).toMatch(/Shipping must be an amount between \$0 and \$1,000\.00/);
    expect(text(section, 'shipping-used')).toBe('$14.00');
    fireEvent.click(section.getByRole('button', { name: 'Use $14.00' }));
    expect((section.getByLabelText('Shipping you pay ($)') as HTMLInputElement).value).toBe('14');
  });

  it('shows a sale that does not cover fees and shipping as a loss, and a walk-away of $0 with why', async () => {
    serve({ ...ITEM, soldRange: '$6', buyPrice: '$4', platforms: ['Facebook Marketplace'] }, { kind: 'dollars', value: 1 });
    const section = await renderItem();
    // $6 - $0.80 minimum fee - $14 - $4 = -$12.80; one sold price, so one net column.
    expect(text(row(section, 'Facebook'), 'net-low')).toBe('-$12.80 loss');
    expect(row(section, 'Facebook').queryByTestId('net-high')).toBeNull();
    await waitFor(() => expect(text(section, 'walk-away-text')).toContain('Even for free, this find misses $1.00 profit'));
    expect(text(section, 'walk-away-price')).toBe('$0.00');
  });

  it('shows every platform when the item names none with a fee table', async () => {
    serve({ ...ITEM, platforms: [] }, null);
    const section = await renderItem();
    expect(section.getByText('This BOLO names no platform with a fee table, so every platform is shown.')).toBeTruthy();
    expect(section.getAllByRole('row')).toHaveLength(7); // header + 6 platforms
    // No saved target in the answer: the default, 30% margin.
    await waitFor(() => expect(text(section, 'saved-target')).toContain('30% margin'));
  });

  it('says so when the sold range has no price', async () => {
    serve({ ...ITEM, soldRange: 'varies' }, null);
    const section = await renderItem();
    expect(section.getByTestId('profit-fees-unavailable')).toBeTruthy();
    expect(section.queryByTestId('walk-away')).toBeNull();
  });
});

describe('Profit after fees rendered by the server, then hydrated', () => {
  const page = () => (
    <AppProviders store={createAppStore()} serverSession={{ user: member }}>
      <MemoryRouter>
        <ProfitAfterFees item={ITEM} asOf={NOW} />
      </MemoryRouter>
    </AppProviders>
  );

  it('writes the same markup whenever it is rendered (the date comes from the fetch, not the clock)', () => {
    serve(ITEM, null);
    const first = renderToString(page());
    (Date.now as jest.Mock).mockReturnValue(Date.UTC(2030, 0, 1));
    expect(renderToString(page())).toBe(first);
    expect(first).toContain('November 1, 2025');
  });

  it('hydrates without a mismatch, then shows the saved target', async () => {
    serve(ITEM, { kind: 'dollars', value: 5 });
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
      await waitFor(() => expect(container.querySelector('[data-testid="walk-away-price"]')?.textContent).toBe('$8.00'));
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
