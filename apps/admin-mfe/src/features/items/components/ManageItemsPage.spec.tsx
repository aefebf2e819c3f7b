import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { catalogueApi } from '@bolo/web';
import { currentAddress, fetchMock, findToast, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';

const item = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: 'A fine thing to resell.',
  category: 'Home & Kitchen',
  subcategory: 'Cookware',
  image: null,
  imageCard: null,
  source: ['Thrift Stores'],
  platforms: ['eBay'],
  buyPrice: '$5 - $15',
  soldRange: '$25 - $60',
  updated: '2025-01-01T00:00:00.000Z',
  notes: null,
  status: 'published',
  createdBy: { id: 1, username: 'admin', name: 'Ada Min', isAdmin: true },
  ...extra,
});

const page = (items: unknown[], total = items.length, totalPages = 1) => ({ items, pagination: { total, totalPages, page: 1, limit: 20 } });

const listAnswer = page(
  [item(1, 'Pyrex Bowl'), item(2, 'Game Boy Color', { status: 'draft', category: 'Gaming', subcategory: null, buyPrice: '$20 - $30', soldRange: '$60 - $90', createdBy: { id: 7, username: 'thrifter', name: null, isAdmin: false } })],
  42,
  3,
);

setUpAdminPageTests();

const listRequests = () => requests('/api/admin/bolo-items', 'GET').map((request) => new URL(request.url).searchParams);

// Buttons are asked for within their part of the page (card, toolbar, pagination): a role query
// over the whole page weighs every card's buttons, each time the page has changed.
const cardOf = (name: string) => screen.getAllByTestId('item-card').find((card) => within(card).queryByText(name) !== null)!;
const toolbarButton = (name: string) => within(screen.getByRole('search')).getByRole('button', { name });
const pageButton = (page: number) => within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', { name: `Page ${page}` });

describe('/admin/manage-items', () => {
  it('shows the items as cards with status, ranges and the proposer, inside the admin layout', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items');

    const cards = await screen.findAllByTestId('item-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Pyrex Bowl')).toBeTruthy();
    expect(within(cards[0]).getByText('Published')).toBeTruthy();
    expect(within(cards[0]).getByText('$5 - $15')).toBeTruthy();
    expect(within(cards[0]).getByText('$25 - $60')).toBeTruthy();
    expect(within(cards[0]).queryByText(/Proposed by/)).toBeNull();
    expect(within(cards[1]).getByText('Draft')).toBeTruthy();
    expect(within(cards[1]).getByText('Proposed by thrifter')).toBeTruthy();
    expect(within(cards[1]).getByRole('button', { name: /Publish/ })).toBeTruthy();
    expect(screen.getByText('42 items found')).toBeTruthy();

    const [params] = listRequests();
    expect(params.get('limit')).toBe('20');
    expect(params.get('page')).toBe('1');
    expect(params.has('status')).toBe(false);

    // Header links, pagination and the layout's menu.
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/admin');
    expect(header.getByRole('link', { name: /Add BOLO/ }).getAttribute('href')).toBe('/admin/add-bolo');
    expect(header.getByRole('link', { name: /Add with AI/ }).getAttribute('href')).toBe('/admin/add-bolo-ai');
    expect(header.getByRole('link', { name: /Import CSV/ }).getAttribute('href')).toBe('/admin/import-csv');
    expect(pageButton(3)).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Admin menu' });
    expect(within(menu).getByRole('link', { name: 'Queues' }).getAttribute('href')).toBe('/api/admin/queues');
  });

  it('puts the status filter, search and page in the address', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderAdminAt('/admin/manage-items');
    await screen.findAllByTestId('item-card');

    fireEvent.click(screen.getByRole('radio', { name: 'Published' }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items?status=published'));
    await waitFor(() => expect(listRequests().some((params) => params.get('status') === 'published')).toBe(true));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'pyrex' } });
    expect(currentAddress()).toBe('/admin/manage-items?status=published'); // debounced
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items?status=published&search=pyrex'), { timeout: 2000 });
    await waitFor(() => expect(listRequests().some((params) => params.get('search') === 'pyrex')).toBe(true));

    fireEvent.click(pageButton(2));
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items?status=published&search=pyrex&page=2'));
    expect(scrollTo).toHaveBeenCalled();

    fireEvent.click(toolbarButton('Clear Filters'));
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items'));
  });

  it('filters to member proposals (origin=proposals in the address and the request), with their proposer, and clears it', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items?status=draft');
    await screen.findAllByTestId('item-card');
    expect(listRequests()[0].has('origin')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Proposals' }));
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items?status=draft&origin=proposals'));
    await waitFor(() => expect(listRequests().some((params) => params.get('origin') === 'proposals' && params.get('status') === 'draft')).toBe(true));
    expect(screen.getByText('Proposed by thrifter')).toBeTruthy();

    fireEvent.click(toolbarButton('Clear Filters'));
    await waitFor(() => expect(currentAddress()).toBe('/admin/manage-items'));
    expect((screen.getByRole('radio', { name: 'Everyone' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads the filters from the address and disables the subcategory until a category is chosen', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items?status=draft&category=Gaming&page=2');
    await screen.findAllByTestId('item-card');
    const [params] = listRequests();
    expect(params.get('status')).toBe('draft');
    expect(params.get('category')).toBe('Gaming');
    expect(params.get('page')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Subcategory' }).closest('.ant-select')?.className).not.toContain('disabled');
  });

  it('asks before unpublishing, then changes the status', async () => {
    serve({
      '/api/admin/bolo-items': [200, listAnswer],
      'PUT /api/bolo-items/1/status': [200, { id: 1, status: 'draft', message: 'ok' }],
    });
    renderAdminAt('/admin/manage-items');
    const [first] = await screen.findAllByTestId('item-card');
    fireEvent.click(within(first).getByRole('button', { name: /Unpublish/ }));
    expect(await screen.findByText('Are you sure you want to unpublish "Pyrex Bowl"?')).toBeTruthy();
    const popover = screen.getByText('Are you sure you want to unpublish "Pyrex Bowl"?').closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popover).getByRole('button', { name: 'Unpublish' }));
    await findToast('Success');
    expect(screen.getByText('BOLO item unpublished successfully.')).toBeTruthy();
    const [put] = requests('/api/bolo-items/1/status', 'PUT');
    expect(await put.clone().json()).toEqual({ status: 'draft' });
    // The list is asked again (the write invalidates it).
    await waitFor(() => expect(listRequests().length).toBeGreaterThanOrEqual(2));
  });

  it('deletes only after the confirmation dialog, and says when it fails', async () => {
    serve({
      '/api/admin/bolo-items': [200, listAnswer],
      'DELETE /api/bolo-items/2': [500, { message: 'boom' }],
    });
    renderAdminAt('/admin/manage-items');
    await screen.findAllByTestId('item-card');
    fireEvent.click(within(cardOf('Game Boy Color')).getByRole('button', { name: 'Delete Game Boy Color' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete "Game Boy Color"? This action cannot be undone.')).toBeTruthy();
    expect(requests('/api/bolo-items/2', 'DELETE')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Error');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(within(toast).getByText('Failed to delete BOLO item.')).toBeTruthy();
    // The dialog stays open so the admin can try again.
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(requests('/api/bolo-items/2', 'DELETE').length).toBeGreaterThanOrEqual(1);
  });

  it('says when the list cannot be read', async () => {
    serve({ '/api/admin/bolo-items': [403, { message: 'Admin access required' }] });
    renderAdminAt('/admin/manage-items');
    await findToast('Failed to fetch bolo items');
    expect(screen.getByText('Failed to fetch: 403')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalled();
  });
});

describe('Edit BOLO Item dialog', () => {
  // The dialog is its own chunk, loaded on the first Edit: load it (and antd's Form) before the
  // tests, as an admin's browser has by the time the dialog shows, so a findBy's second is not spent requiring it.
  beforeAll(() => import('./EditItemDialog'));

  /** Opens the edit dialog of the card with this name. */
  async function openEdit(name: string) {
    await screen.findAllByTestId('item-card');
    fireEvent.click(within(cardOf(name)).getByRole('button', { name: `Edit ${name}` }));
    // The first opening in a file renders antd's form for the first time: over a second on a busy machine.
    const title = await screen.findByText('Edit BOLO Item', { selector: '.ant-modal-title' }, { timeout: 5000 });
    return title.closest('.ant-modal') as HTMLElement;
  }

  const valueOf = (dialog: HTMLElement, label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
  const saveButton = (dialog: HTMLElement) => within(dialog).getByText('Save Changes').closest('button')!;

  it('is filled from the stored item, with the prices taken out of the stored ranges', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items');
    const dialog = await openEdit('Pyrex Bowl');

    expect(valueOf(dialog, 'Name')).toBe('Pyrex Bowl');
    expect(valueOf(dialog, 'Description')).toBe('A fine thing to resell.');
    // '$5 - $15' and '$25 - $60' become the four numbers.
    expect(valueOf(dialog, 'Min Buy Price')).toBe('5');
    expect(valueOf(dialog, 'Max Buy Price')).toBe('15');
    expect(valueOf(dialog, 'Min Sell Price')).toBe('25');
    expect(valueOf(dialog, 'Max Sell Price')).toBe('60');
    expect(within(dialog).getByTitle('Home & Kitchen')).toBeTruthy();
    expect(within(dialog).getByTitle('Cookware')).toBeTruthy();
    expect((within(within(dialog).getByRole('group', { name: 'Platforms' })).getByLabelText('eBay') as HTMLInputElement).checked).toBe(true);
    expect((within(within(dialog).getByRole('group', { name: 'Source' })).getByLabelText('Thrift Stores') as HTMLInputElement).checked).toBe(true);

    // The subcategory can be taken away: 'No subcategory' comes first in its list.
    fireEvent.mouseDown(within(dialog).getByLabelText('Subcategory'));
    const noSubcategory = (await screen.findAllByTitle('No subcategory')).at(-1)!;
    const options = Array.from(noSubcategory.closest('.ant-select-dropdown')!.querySelectorAll('.ant-select-item-option'));
    expect(options.map((option) => option.getAttribute('title')).slice(0, 3)).toEqual(['No subcategory', 'Bedding & Linens', 'Cookware']);
  });

  it("shows 'No subcategory' for an item without one", async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items');
    const dialog = await openEdit('Game Boy Color');
    expect(within(dialog).getByTitle('Gaming')).toBeTruthy();
    expect(within(dialog).getByTitle('No subcategory')).toBeTruthy();
    expect(valueOf(dialog, 'Min Buy Price')).toBe('20');
    expect(valueOf(dialog, 'Max Sell Price')).toBe('90');
  });

  it('says which fields are missing when the name is cleared, and sends nothing', async () => {
    serve({ '/api/admin/bolo-items': [200, listAnswer] });
    renderAdminAt('/admin/manage-items');
    const dialog = await openEdit('Pyrex Bowl');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '  ' } });
    fireEvent.click(saveButton(dialog));

    const toast = await findToast('Missing Required Fields');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(within(toast).getByText('Please fill in all required fields (Name, Description, Category).')).toBeTruthy();
    expect(requests('/api/bolo-items/1')).toHaveLength(0);
    expect(screen.getByText('Edit BOLO Item', { selector: '.ant-modal-title' })).toBeTruthy();
  });

  it('saves the fields as JSON with PUT, says so, closes and refreshes the admin list and the member caches', async () => {
    serve({
      '/api/admin/bolo-items': [200, listAnswer],
      '/api/bolo-items/count': [200, { count: 41 }],
      'PUT /api/bolo-items/1': [200, { id: 1, image: null, message: 'ok', item: {}, imagePending: false }],
    });
    const { store } = renderAdminAt('/admin/manage-items');
    // A member page of the same app shows the published count (it shares the API cache).
    const count = store.dispatch(catalogueApi.endpoints.getBoloCount.initiate());
    await waitFor(() => expect(requests('/api/bolo-items/count')).toHaveLength(1));
    const dialog = await openEdit('Pyrex Bowl');
    const listsBefore = listRequests().length;

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pyrex Mixing Bowl' } });
    fireEvent.change(within(dialog).getByLabelText('Max Sell Price'), { target: { value: '75' } });
    fireEvent.change(within(dialog).getByLabelText('Notes'), { target: { value: 'Look for the logo' } });
    fireEvent.click(saveButton(dialog));

    const toast = await findToast('Success');
    expect(within(toast).getByText('BOLO item updated successfully.')).toBeTruthy();
    const [put] = requests('/api/bolo-items/1', 'PUT');
    expect(put.headers.get('content-type')).toBe('application/json');
    const { updated, ...fields } = await put.clone().json();
    expect(fields).toEqual({
      name: 'Pyrex Mixing Bowl',
      description: 'A fine thing to resell.',
      category: 'Home & Kitchen',
      subcategory: 'Cookware',
      buyPrice: '$5 - $15',
      soldRange: '$25 - $75',
      platforms: ['eBay'],
      source: ['Thrift Stores'],
      notes: 'Look for the logo',
    });
    expect(Number.isNaN(Date.parse(updated))).toBe(false);
    await waitFor(() => expect(screen.queryByText('Edit BOLO Item', { selector: '.ant-modal-title' })).toBeNull());
    // The write invalidates the admin list and the member side's item caches.
    await waitFor(() => expect(listRequests().length).toBeGreaterThan(listsBefore));
    await waitFor(() => expect(requests('/api/bolo-items/count')).toHaveLength(2));
    count.unsubscribe();
  });
});
