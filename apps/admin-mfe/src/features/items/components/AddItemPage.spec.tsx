import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentAddress, findByRoleAfterText, findToast, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

/** Opens an antd select by its label and picks an option. */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options[options.length - 1]);
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/admin/add-bolo', () => {
  it('shows the field messages of admin-side §5 on an empty submit, and sends nothing', async () => {
    serve({});
    renderAdminAt('/admin/add-bolo');
    expect(await findByRoleAfterText('heading', 'Add New BOLO Item')).toBeTruthy();
    expect(document.title).toBe('Add New BOLO Item - Admin | BOLO Directory');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/admin');

    fireEvent.click(screen.getByRole('button', { name: 'Add BOLO Item' }));
    for (const message of [
      'Name must be at least 3 characters',
      'Description must be at least 10 characters',
      'Category is required',
      'Minimum buy price must be greater than 0',
      'Maximum buy price must be greater than 0',
      'Minimum sell price must be greater than 0',
      'Maximum sell price must be greater than 0',
      'At least one platform is required',
      'At least one source is required',
      'Condition is required',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(requests('/api/bolo-items/create')).toHaveLength(0);
  });

  it('runs the range checks once the fields are valid, then sends the item and goes to /admin', async () => {
    serve({
      'POST /api/bolo-items/create': [201, { id: 9, image: null, message: 'ok', item: {}, imagePending: false }],
      '/api/admin/stats': [200, {}],
      '/api/admin/users': [200, { users: [], total: 0 }],
      '/api/admin/bolo-items': [200, { items: [], pagination: { total: 0, totalPages: 0, page: 1, limit: 5 } }],
    });
    renderAdminAt('/admin/add-bolo');
    await findByRoleAfterText('heading', 'Add New BOLO Item');

    type('Item Name', 'Pyrex Mixing Bowls');
    type('Description', 'Colourful vintage nesting bowls.');
    type('Reseller Notes', 'Check for chips');
    await choose('Category', 'Home & Kitchen');
    type('Min Buy Price', '10');
    type('Max Buy Price', '5');
    type('Min Sell Price', '40');
    type('Max Sell Price', '30');
    fireEvent.click(screen.getByLabelText('eBay'));
    fireEvent.click(screen.getByLabelText('Thrift Stores'));
    await choose('Condition', 'Good');
    fireEvent.click(screen.getByRole('button', { name: 'Add BOLO Item' }));

    expect(await screen.findByText('Maximum buy price must be greater than minimum buy price')).toBeTruthy();
    expect(screen.getByText('Maximum sell price must be greater than minimum sell price')).toBeTruthy();
    expect(screen.queryByText('Name must be at least 3 characters')).toBeNull();
    expect(requests('/api/bolo-items/create')).toHaveLength(0);

    type('Max Buy Price', '15');
    type('Max Sell Price', '60');
    type('Tags (optional)', 'vintage, kitchen');
    fireEvent.click(screen.getByRole('button', { name: 'Add BOLO Item' }));

    const toast = await findToast('Success!');
    expect(within(toast).getByText('BOLO item has been added successfully.')).toBeTruthy();
    await waitFor(() => expect(currentAddress()).toBe('/admin'));
    const [sent] = requests('/api/bolo-items/create', 'POST');
    const form = await sent.formData();
    expect(form.get('name')).toBe('Pyrex Mixing Bowls');
    expect(form.get('category')).toBe('Home & Kitchen');
    expect(form.get('buyPrice')).toBe('$10 - $15');
    expect(form.get('soldRange')).toBe('$40 - $60');
    expect(form.get('platforms')).toBe('["eBay"]');
    expect(form.get('source')).toBe('["Thrift Stores"]');
    expect(form.get('condition')).toBe('Good');
    expect(form.get('notes')).toBe('Check for chips');
    expect(form.get('subcategory')).toBe('');
    expect(form.has('tags')).toBe(false);
    expect(form.has('image')).toBe(false);
    expect(Number.isNaN(Date.parse(String(form.get('updated'))))).toBe(false);
  });

  it('shows the server message when the item cannot be added', async () => {
    serve({
      'POST /api/bolo-items/create': [400, { message: 'Missing required fields: name, description, and category are required' }],
    });
    renderAdminAt('/admin/add-bolo');
    await findByRoleAfterText('heading', 'Add New BOLO Item');
    type('Item Name', 'Pyrex Mixing Bowls');
    type('Description', 'Colourful vintage nesting bowls.');
    await choose('Category', 'Toys');
    type('Min Buy Price', '1');
    type('Max Buy Price', '2');
    type('Min Sell Price', '3');
    type('Max Sell Price', '4');
    fireEvent.click(screen.getByLabelText('Mercari'));
    fireEvent.click(screen.getByLabelText('Retail'));
    await choose('Condition', 'New');
    fireEvent.click(screen.getByRole('button', { name: 'Add BOLO Item' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Missing required fields: name, description, and category are required')).toBeTruthy();
    expect(currentAddress()).toBe('/admin/add-bolo');
  });
});
