/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders, FormEchoProvider, Toaster, createAppStore } from '@bolo/web';
import type { FormEcho } from '@bolo/web';
import { leaveForCheckout } from '../lib/leave-for-checkout';
import PricingPage from './PricingPage';

jest.mock('../lib/leave-for-checkout', () => ({ leaveForCheckout: jest.fn() }));
const leave = leaveForCheckout as jest.MockedFunction<typeof leaveForCheckout>;

const fetchMock = jest.fn<Promise<Response>, [Request]>();
type Answer = [status: number, body: unknown];

function json([status, body]: Answer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Serves the count; checkout answers come from `checkout` (a promise lets a test hold the request open). */
function serve(checkout: () => Promise<Answer> | Answer, count: Answer = [200, { count: 54 }]) {
  fetchMock.mockImplementation(async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/bolo-items/count') return json(count);
    return json(await checkout());
  });
}

function renderPricing(echo: FormEcho | null = null) {
  render(
    <AppProviders store={createAppStore()}>
      <FormEchoProvider value={echo}>
        <MemoryRouter initialEntries={['/pricing']}>
          <PricingPage />
          <Toaster />
        </MemoryRouter>
      </FormEchoProvider>
    </AppProviders>,
  );
  // Toasts live in a module-level store: drop the ones an earlier test left behind.
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
}

const checkoutCalls = () => fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === '/api/create-checkout-session');

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  leave.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('PricingPage (spec member-side §2, §4, §8, §9)', () => {
  it('shows both plans from PLANS with the annual savings, under #pricing-top', async () => {
    serve(() => [200, { url: 'https://checkout.example/x' }]);
    renderPricing();
    const monthly = screen.getByTestId('plan-monthly');
    const annual = screen.getByTestId('plan-annual');
    expect(monthly.textContent).toContain('$19/month');
    expect(annual.textContent).toContain('$15/month');
    expect(within(annual).getByText('$228').tagName).toBe('S');
    expect(annual.textContent).toContain('$180/year');
    expect(within(annual).getByText('Save $48/year')).toBeTruthy();
    expect(within(annual).getByText('Save 21%')).toBeTruthy();
    expect(monthly.closest('#pricing-top')).toBeTruthy();
    expect((await screen.findByText(/54\+ BOLOs/)).textContent).toContain('54+ BOLOs');
  });

  it("says 'hundreds of' BOLOs when the count is missing", async () => {
    serve(() => [200, {}], [500, {}]);
    renderPricing();
    expect(screen.getByTestId('count-teaser').textContent).toContain('hundreds of BOLOs');
  });

  it("marks the chosen plan 'Processing...' with both buttons disabled, then goes to the checkout address", async () => {
    let release: (answer: Answer) => void = () => undefined;
    serve(() => new Promise<Answer>((resolve) => (release = resolve)));
    renderPricing();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Annual' })));
    const processing = screen.getByRole('button', { name: 'Processing...' }) as HTMLButtonElement;
    expect(processing.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Choose Monthly' }) as HTMLButtonElement).disabled).toBe(true);
    expect(leave).not.toHaveBeenCalled();
    const [request] = checkoutCalls();
    expect(request.method).toBe('POST');
    expect(await request.json()).toEqual({ plan: 'annual' });

    await act(async () => release([200, { url: 'https://checkout.example/cs_test_1' }]));
    expect(leave).toHaveBeenCalledWith('https://checkout.example/cs_test_1');
    expect(screen.queryByRole('button', { name: 'Processing...' })).toBeNull();
  });

  it.each<[string, Answer]>([
    ['a failure', [500, { message: 'boom' }]],
    ['a missing url', [200, {}]],
  ])("toasts 'Subscription Failed' on %s and stays", async (_case, answer) => {
    serve(() => answer);
    renderPricing();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Monthly' })));
    const toast = (await screen.findByText('Subscription Failed')).closest('[data-testid="toast"]');
    expect(toast?.getAttribute('role')).toBe('alert');
    expect(toast?.textContent).toContain('Unable to start subscription process. Please try again.');
    expect(leave).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Choose Monthly' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows the server's message when already subscribed (409)", async () => {
    serve(() => [409, { message: 'You already have an active subscription. Manage it from your profile.' }]);
    renderPricing();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Choose Monthly' })));
    const toast = (await screen.findByText('Subscription Failed')).closest('[data-testid="toast"]');
    expect(toast?.textContent).toContain('You already have an active subscription. Manage it from your profile.');
    expect(leave).not.toHaveBeenCalled();
  });

  it('offers each plan as a form the web server handles before the app starts (it posts the plan to /pricing)', () => {
    serve(() => [200, {}]);
    renderPricing();
    const choose = screen.getByRole('button', { name: 'Choose Annual' }) as HTMLButtonElement;
    expect(choose.type).toBe('submit');
    expect(`${choose.name}=${choose.value}`).toBe('plan=annual');
    expect(choose.form?.getAttribute('method')).toBe('post');
    expect(choose.form?.getAttribute('action')).toBe('/pricing');
  });

  it("shows the web server's message when the checkout it started for a posted plan failed", () => {
    serve(() => [200, {}]);
    renderPricing({ form: 'pricing', values: {}, message: 'You already have an active subscription.', fields: [], done: false });
    expect(screen.getByRole('alert').textContent).toBe('You already have an active subscription.');
  });
});
