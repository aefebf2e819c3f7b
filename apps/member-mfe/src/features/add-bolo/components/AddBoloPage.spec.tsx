/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProviders, Route, Routes, Toaster, createAppStore } from '@bolo/web';
import AddBoloPage from './AddBoloPage';

// /add-bolo, the user-proposed form of admin-side §2/§5: its states, every rule and message, the
// cleaning before sending, the picture checks, the AI generator, and the page as the server
// renders it. The cropping itself runs in a real browser (apps/e2e/tests/proposals.spec.ts).

const member = { id: 4, username: 'free', email: 'f@example.com', firstName: null, lastName: null, isAdmin: false, subscriptionStatus: 'free', subscriptionPlan: 'none', subscriptionEndDate: null };

type Reply = [status: number, body: unknown];
const fetchMock = jest.fn<Promise<Response>, [Request]>();
let pendingMe: Promise<Response> | null = null;

function serve(routes: Record<string, Reply> = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    if (key === 'GET /api/auth/me' && pendingMe) return pendingMe;
    const reply: Reply = routes[key] ?? (key === 'GET /api/auth/me' ? [200, { user: member }] : [404, { message: `not mocked: ${key}` }]);
    return new Response(JSON.stringify(reply[1]), { status: reply[0], headers: { 'Content-Type': 'application/json' } });
  });
}

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname}</output>;
}

const page = (serverSession?: { user: typeof member | null }) => (
  <AppProviders store={createAppStore()} serverSession={serverSession}>
    <MemoryRouter initialEntries={['/add-bolo']}>
      <Routes>
        <Route path="add-bolo" element={<AddBoloPage />} />
        <Route path="my-bolos" element={<h1>My Saved BOLOs</h1>} />
      </Routes>
      <Address />
      <Toaster />
    </MemoryRouter>
  </AppProviders>
);

async function renderPage({ signedIn = true } = {}) {
  if (signedIn) {
    localStorage.setItem('userId', String(member.id));
    localStorage.setItem('userData', JSON.stringify(member));
  }
  render(page());
  for (const button of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(button);
  await act(async () => undefined);
}

const sent = () => fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === '/api/bolo-items/create');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add BOLO' })));
const toastOf = async (title: string) => (await screen.findByText(title, { selector: '.toast__title' })).closest('[data-testid="toast"]')?.textContent ?? '';
const fieldMessage = (label: string) => {
  const control = screen.getByLabelText(label);
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

/** A valid proposal, typed in. */
function fillValid() {
  type('Item Name', 'Pyrex Mixing Bowls (set of 4)');
  type('Category', 'Home & Kitchen');
  type('Subcategory', 'Glassware');
  type('Description', 'Colourful vintage nesting bowls that resell quickly.');
  type('Reseller Notes', 'Check for chips.');
  type('Min Buy Price', '2');
  type('Max Buy Price', '8');
  type('Min Sell Price', '25');
  type('Max Sell Price', '60');
  fireEvent.click(screen.getByLabelText('eBay'));
  fireEvent.click(screen.getByLabelText('Etsy'));
  fireEvent.click(screen.getByLabelText('Thrift Stores'));
}

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const GIF = [...'GIF89a'].map((c) => c.charCodeAt(0));
const file = (bytes: number[] | Uint8Array, name: string, mimeType: string) => new File([new Uint8Array(bytes)], name, { type: mimeType });
const choose = (chosen: File) => act(async () => {
  fireEvent.change(screen.getByLabelText('Product Image'), { target: { files: [chosen] } });
  await new Promise((resolve) => setTimeout(resolve, 20)); // the file's first bytes are read
});

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:chosen');
  URL.revokeObjectURL = jest.fn();
  // The cropper reads the chosen file with XMLHttpRequest, which jsdom cannot do for blob: addresses.
  const consoleError = console.error.bind(console);
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('Protocol "blob:" not supported'))) return;
    consoleError(...args);
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  pendingMe = null;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('/add-bolo: who sees the form', () => {
  it('shows the loading view while the session is checked, then the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    pendingMe = new Promise((resolve) => (answer = resolve));
    serve();
    localStorage.setItem('userId', String(member.id)); // a stored id without the user: the session is checked first
    render(page());
    expect(screen.getByTestId('loading-screen')).toBeTruthy();
    await act(async () => answer(new Response(JSON.stringify({ user: member }), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a BOLO' })).toBeTruthy();
    expect(document.title).toBe('Add BOLO | BOLO Directory');
  });

  it('shows the access-denied view to a visitor, asking nothing', async () => {
    serve();
    await renderPage({ signedIn: false });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In to Access' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('form')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is rendered disabled by the server and enabled once hydrated, without a mismatch', async () => {
    serve();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page({ user: member }));
    document.body.appendChild(container);
    expect(container.querySelector('h1')?.textContent).toBe('Add a BOLO');
    expect(container.querySelector('fieldset.add-bolo__fieldset')?.hasAttribute('disabled')).toBe(true);
    expect((container.querySelector('#add-bolo-prompt') as HTMLInputElement).disabled).toBe(true);
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page({ user: member }), { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      await waitFor(() => expect(container.querySelector('fieldset.add-bolo__fieldset')?.hasAttribute('disabled')).toBe(false));
      expect((container.querySelector('#add-bolo-prompt') as HTMLInputElement).disabled).toBe(false);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});

describe('/add-bolo: the rules of admin-side §5', () => {
  it('shows each field message on an empty submit and sends nothing', async () => {
    serve();
    await renderPage();
    await submit();
    expect(fieldMessage('Item Name')).toBe('Name must be at least 3 characters');
    expect(fieldMessage('Description')).toBe('Description must be at least 10 characters');
    expect(fieldMessage('Category')).toBe('Category is required');
    expect(fieldMessage('Min Buy Price')).toBe('Minimum buy price must be greater than 0');
    expect(fieldMessage('Max Buy Price')).toBe('Maximum buy price must be greater than 0');
    expect(fieldMessage('Min Sell Price')).toBe('Minimum sell price must be greater than 0');
    expect(fieldMessage('Max Sell Price')).toBe('Maximum sell price must be greater than 0');
    expect(screen.getByText('At least one platform is required')).toBeTruthy();
    expect(screen.getByText('At least one source is required')).toBeTruthy();
    expect(sent()).toHaveLength(0);
  });

  it.each([
    ['Item Name', 'Bowls <b>!', 'Name contains invalid characters'],
    ['Item Name', 'x'.repeat(201), 'Name must be less than 200 characters'],
    ['Description', 'x'.repeat(2001), 'Description must be less than 2000 characters'],
    ['Description', 'Nice bowls <script>alert(1)</script>', 'Invalid content detected'],
    ['Reseller Notes', 'see javascript:alert(1)', 'Invalid content detected'],
    ['Reseller Notes', 'x'.repeat(1001), 'Notes must be less than 1000 characters'],
    ['Max Sell Price', '100000.01', 'Price seems unrealistic'],
  ])('%s %p: %s', async (label, value, message) => {
    serve();
    await renderPage();
    fillValid();
    type(label, value);
    await submit();
    expect(fieldMessage(label)).toBe(message);
    expect(sent()).toHaveLength(0);
  });

  it('runs the range and ratio checks once the fields pass', async () => {
    serve();
    await renderPage();
    fillValid();
    type('Min Buy Price', '10');
    type('Max Buy Price', '5');
    type('Min Sell Price', '25');
    type('Max Sell Price', '2600');
    await submit();
    expect(fieldMessage('Max Buy Price')).toBe('Maximum buy price must be greater than minimum buy price');
    expect(fieldMessage('Max Sell Price')).toBe('Price range seems unrealistic');
    expect(sent()).toHaveLength(0);
  });

  it("refuses a minimum sell price not above the maximum buy price with 'Invalid Pricing'", async () => {
    serve();
    await renderPage();
    fillValid();
    type('Min Sell Price', '8');
    await submit();
    expect(await toastOf('Invalid Pricing')).toContain('Minimum sell price should be higher than maximum buy price for profitability');
    expect(fieldMessage('Min Sell Price')).toBe('Invalid Pricing: Minimum sell price should be higher than maximum buy price for profitability');
    expect(sent()).toHaveLength(0);
  });
});

describe('/add-bolo: sending', () => {
  it("cleans the fields, sends them as the user form does, then says 'BOLO Added!' and opens /my-bolos", async () => {
    serve({ 'POST /api/bolo-items/create': [201, { id: 77, image: null, message: 'ok', item: {}, imagePending: false }] });
    await renderPage();
    fillValid();
    type('Description', 'Great "vintage" bowls <3 for the collector\'s shelf');
    await submit();

    expect(await toastOf('BOLO Added!')).toContain('Your BOLO has been added to your saved list and will be reviewed for approval shortly.');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/my-bolos'));
    const [request] = sent();
    expect(request.method).toBe('POST');
    const form = await request.formData();
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'updated'))).toEqual({
      name: 'Pyrex Mixing Bowls (set of 4)',
      description: 'Great vintage bowls 3 for the collectors shelf',
      notes: 'Check for chips.',
      category: 'Home & Kitchen',
      subcategory: 'Glassware',
      buyPrice: '$2 - $8',
      soldRange: '$25 - $60',
      platforms: '["eBay","Etsy"]',
      source: '["Thrift Stores"]',
      condition: 'good',
      tags: '',
    });
    expect(new Date(String(form.get('updated'))).toISOString()).toBe(form.get('updated'));
    expect(form.get('image')).toBeNull();
  });

  it('shows the server message when the proposal is refused, and stays on the form', async () => {
    serve({ 'POST /api/bolo-items/create': [429, { message: 'You can propose up to 10 BOLOs an hour. Please try again later.', code: 'RATE_LIMITED' }] });
    await renderPage();
    fillValid();
    await submit();
    expect(await toastOf('Error')).toContain('You can propose up to 10 BOLOs an hour. Please try again later.');
    expect(screen.getByTestId('address').textContent).toBe('/add-bolo');
    expect(sent()).toHaveLength(1); // never sent twice
  });

  it('Cancel goes to /my-bolos, sending nothing', async () => {
    serve();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/my-bolos'));
    expect(sent()).toHaveLength(0);
  });
});

describe('/add-bolo: the picture checks', () => {
  it.each([
    ['a file over 5MB', file(new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff), 'big.jpg', 'image/jpeg'), 'File Too Large', 'Image must be less than 5MB'],
    ['a GIF', file(GIF, 'anim.gif', 'image/gif'), 'Invalid File Type', 'Only JPEG, PNG, and WebP images are allowed'],
    ['text named .jpg', file([...'just text, no picture'].map((c) => c.charCodeAt(0)), 'photo.jpg', 'image/jpeg'), 'Invalid File Type', 'Only JPEG, PNG, and WebP images are allowed'],
    ['a PNG named .jpg', file(PNG, 'photo.jpg', 'image/jpeg'), 'Invalid File Extension', 'File extension does not match content type'],
    ['a JPEG named .bmp', file(JPEG, 'photo.bmp', 'image/jpeg'), 'Invalid File Extension', 'File extension does not match content type'],
  ])('refuses %s with its toast and opens no crop dialog', async (_case, chosen, title, description) => {
    serve();
    await renderPage();
    await choose(chosen);
    expect(await toastOf(title)).toContain(description);
    expect(screen.queryByRole('dialog', { name: 'Crop Image' })).toBeNull();
    expect((screen.getByLabelText('Product Image') as HTMLInputElement).value).toBe('');
  });

  it('opens the crop dialog for a JPEG whose name matches its bytes', async () => {
    serve();
    await renderPage();
    await choose(file(JPEG, 'bowls.JPEG', 'image/jpeg'));
    expect(await screen.findByRole('dialog', { name: 'Crop Image' })).toBeTruthy();
    expect(screen.queryByText('Invalid File Extension')).toBeNull();
  });
});

describe('/add-bolo: the AI generator', () => {
  const generated = {
    name: 'Nintendo Game Boy Color',
    description: 'Handheld console from 1998 that collectors look for.',
    category: 'Gaming',
    subcategory: 'Consoles & Accessories',
    soldRange: '$50 - $90',
    buyPrice: '$15 - $30',
    platforms: ['eBay', 'Myspace'],
    notes: 'Check the battery cover.',
    sourceLocations: ['thrift stores', 'retail clearance'],
    provider: 'catalogue',
  };

  it("asks for a name first ('Item Name Required'), sending nothing", async () => {
    serve();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await toastOf('Item Name Required')).toContain('Please enter an item name to generate BOLO data.');
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/api/generate-bolo'))).toBe(false);
  });

  it("fills the form from the answer (Enter generates) and says 'BOLO Generated!'", async () => {
    serve({ 'POST /api/generate-bolo': [200, generated] });
    await renderPage();
    type('Item name to generate', '  game boy color ');
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Item name to generate'), { key: 'Enter' }));
    expect(await toastOf('BOLO Generated!')).toBeTruthy();
    const request = fetchMock.mock.calls.map(([r]) => r).find((r) => r.url.endsWith('/api/generate-bolo'));
    expect(await request?.json()).toEqual({ name: 'game boy color' });
    const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
    expect([value('Item Name'), value('Category'), value('Subcategory'), value('Min Buy Price'), value('Max Buy Price'), value('Min Sell Price'), value('Max Sell Price')]).toEqual([
      'Nintendo Game Boy Color',
      'Gaming',
      'Consoles & Accessories',
      '15',
      '30',
      '50',
      '90',
    ]);
    expect((screen.getByLabelText('eBay') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Thrift Stores') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Retail Arbitrage') as HTMLInputElement).checked).toBe(true);
  });

  it("says 'Generation Failed' with the server's message", async () => {
    serve({ 'POST /api/generate-bolo': [429, { message: 'Too many AI generations: the limit is 10 a minute. Please wait a minute and try again.' }] });
    await renderPage();
    type('Item name to generate', 'Game Boy');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Generate' })));
    expect(await toastOf('Generation Failed')).toContain('the limit is 10 a minute');
    expect(within(screen.getByTestId('add-bolo-form')).getByLabelText('Item Name')).toHaveProperty('value', '');
  });
});
