import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { findByRoleAfterText, findToast, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

const generated = {
  name: 'Nintendo Game Boy Color',
  description: 'Handheld console from 1998, popular with collectors.',
  category: 'Gaming',
  subcategory: 'Consoles & Accessories',
  soldRange: '$60-$120',
  buyPrice: '$10 - $30',
  platforms: ['eBay', 'Mercari'],
  notes: 'Check the battery cover.',
  sourceLocations: ['Goodwill thrift stores', 'Estate sales', 'Pawn shops'],
  provider: 'catalogue',
};

describe('/admin/add-bolo-ai', () => {
  it('asks for an item name before generating', async () => {
    serve({});
    renderAdminAt('/admin/add-bolo-ai');
    fireEvent.click(await findByRoleAfterText('button', /Generate/));
    const toast = await findToast('Item Name Required');
    expect(within(toast).getByText('Please enter an item name to generate BOLO data.')).toBeTruthy();
    expect(requests('/api/generate-bolo')).toHaveLength(0);
    // The subcategory waits for a category.
    expect(screen.getByLabelText('Subcategory').closest('.ant-select')?.className).toContain('disabled');
  });

  it('fills the form from the generated answer (Enter generates) and says it is catalogue-based', async () => {
    serve({ 'POST /api/generate-bolo': [200, generated] });
    renderAdminAt('/admin/add-bolo-ai');
    const prompt = await screen.findByLabelText('Item name to generate');
    fireEvent.change(prompt, { target: { value: 'game boy color' } });
    fireEvent.keyDown(prompt, { key: 'Enter', code: 'Enter', keyCode: 13 });

    const toast = await findToast('BOLO Generated!');
    expect(within(toast).getByText(/catalogue-based/)).toBeTruthy();
    const [sent] = requests('/api/generate-bolo', 'POST');
    expect(await sent.json()).toEqual({ name: 'game boy color' });

    expect((screen.getByLabelText('Item Name') as HTMLInputElement).value).toBe('Nintendo Game Boy Color');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe(generated.description);
    expect((screen.getByLabelText('Buy Price Range') as HTMLInputElement).value).toBe('$10 - $30');
    expect((screen.getByLabelText('Sold Price Range') as HTMLInputElement).value).toBe('$60 - $120');
    expect((screen.getByLabelText('Sourcing Notes') as HTMLTextAreaElement).value).toBe('Check the battery cover.');
    expect(screen.getByTitle('Gaming')).toBeTruthy();
    expect(screen.getByTitle('Consoles & Accessories')).toBeTruthy();
    const platforms = within(screen.getByRole('group', { name: 'Best Selling Platforms' }));
    expect((platforms.getByLabelText('eBay') as HTMLInputElement).checked).toBe(true);
    expect((platforms.getByLabelText('Mercari') as HTMLInputElement).checked).toBe(true);
    expect((platforms.getByLabelText('Etsy') as HTMLInputElement).checked).toBe(false);
    const sources = within(screen.getByRole('group', { name: 'Sources' }));
    expect((sources.getByLabelText('Thrift Stores') as HTMLInputElement).checked).toBe(true);
    expect((sources.getByLabelText('Estate Sales') as HTMLInputElement).checked).toBe(true);
    expect((sources.getByLabelText('Garage Sales') as HTMLInputElement).checked).toBe(false);

    // Spaces around the dash are tidied on blur.
    const sold = screen.getByLabelText('Sold Price Range');
    fireEvent.change(sold, { target: { value: '$70-$130' } });
    fireEvent.blur(sold);
    await waitFor(() => expect((sold as HTMLInputElement).value).toBe('$70 - $130'));
  });

  it('checks platforms and sources before sending', async () => {
    serve({ 'POST /api/generate-bolo': [200, { ...generated, platforms: [], provider: 'openai' }] });
    renderAdminAt('/admin/add-bolo-ai');
    fireEvent.click(await findByRoleAfterText('button', 'Add BOLO Item'));
    await findToast('Missing Required Fields');
    expect(screen.getByText('Please fill in name, description, and category.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Item name to generate'), { target: { value: 'game boy' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    await findToast('BOLO Generated!');
    fireEvent.click(screen.getByRole('button', { name: 'Add BOLO Item' }));
    const toast = await findToast('Missing Platforms');
    expect(within(toast).getByText('Please select at least one platform.')).toBeTruthy();
    expect(requests('/api/bolo-items/create')).toHaveLength(0);
  });

  it('says when generation fails, with the server message', async () => {
    serve({ 'POST /api/generate-bolo': [503, { message: 'AI service unavailable' }] });
    renderAdminAt('/admin/add-bolo-ai');
    fireEvent.change(await screen.findByLabelText('Item name to generate'), { target: { value: 'game boy' } });
    fireEvent.click(screen.getByRole('button', { name: /Generate/ }));
    const toast = await findToast('Generation Failed');
    expect(within(toast).getByText('AI service unavailable')).toBeTruthy();
  });
});
