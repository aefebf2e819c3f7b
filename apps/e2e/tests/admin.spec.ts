import { expect, test } from './support/app-ready';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, signIn } from './support/session';

// Issue 8's acceptance walk in chromium, as `admin` (and `member` where a member must see the
// result): users, the AI-assisted add with a keyboard-nudged crop, the item's whole life in
// manage-items, a CSV import with bad rows, and the queue dashboard.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A real picture: a coloured rectangle with a contrasting square, so two crops of it differ. */
function picture(background: string, spot: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${background}"/><rect x="220" y="140" width="200" height="200" fill="${spot}"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function adminItem(page: Page, name: string): Promise<{ id: number; status: string; image: string | null }> {
  const response = await page.request.get(`/api/admin/bolo-items?search=${encodeURIComponent(name)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: Array<{ id: number; name: string; status: string; image: string | null }> };
  const item = items.find((candidate) => candidate.name === name);
  if (!item) throw new Error(`no item named ${name}`);
  return item;
}

/** The crop stencil's box on screen (the part of the picture that Apply Crop keeps). */
async function stencilBox(page: Page) {
  const box = await page.getByRole('dialog', { name: 'Crop Image' }).locator('.advanced-cropper-stencil-wrapper, .advanced-cropper-rectangle-stencil').first().boundingBox();
  if (!box) throw new Error('no crop stencil on screen');
  return box;
}

async function cropChosenFile(page: Page, file: { name: string; buffer: Buffer }, nudge: boolean): Promise<void> {
  await page.locator('input[type="file"]').first().setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  const dialog = page.getByRole('dialog', { name: 'Crop Image' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('cropped to a square')).toBeVisible();
  const apply = dialog.getByRole('button', { name: 'Apply Crop' });
  await expect(apply).toBeEnabled();
  if (nudge) {
    const start = await stencilBox(page);
    await dialog.focus();
    // Shift + arrow nudges 10 px, Ctrl + arrow 100 px (stopped at the picture's edge), a bare arrow 1 px.
    await page.keyboard.press('Shift+ArrowLeft');
    await expect.poll(async () => (await stencilBox(page)).x).toBeLessThan(start.x);
    const afterShift = await stencilBox(page);
    await page.keyboard.press('Control+ArrowRight');
    await expect.poll(async () => (await stencilBox(page)).x).toBeGreaterThan(afterShift.x);
    const afterControl = await stencilBox(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await stencilBox(page)).x).toBeLessThan(afterControl.x);
    // The square keeps its size while it moves.
    const moved = await stencilBox(page);
    expect(Math.round(moved.width)).toBe(Math.round(start.width));
    expect(Math.round(moved.width)).toBe(Math.round(moved.height));
  }
  await apply.click();
  await expect(dialog).toBeHidden();
}

test.describe('back office as admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, accounts.admin);
  });

  test('creates a user from the users page', async ({ page }) => {
    const username = `e2e_${unique()}`;
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create User' });
    await dialog.getByLabel('Username').fill('no spaces allowed');
    await dialog.getByLabel('Password').fill('thrift-finds-42');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByPlaceholder(/username/i).fill(username);
    await page.getByPlaceholder(/username/i).press('Enter');
    await expect(page).toHaveURL(new RegExp(`search=${username}`));
    await expect(page.getByRole('link', { name: username })).toBeVisible();
  });

  test('generates an item with AI, crops its picture, publishes it for members, edits, unpublishes and deletes it', async ({ page, browser }) => {
    const name = `Pyrex Butterprint Bowl ${unique()}`;

    // Generate (offline catalogue provider), then review the filled form.
    await page.goto('/admin/add-bolo-ai');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText('Please enter an item name to generate BOLO data.')).toBeVisible();
    await page.getByLabel('Item name to generate').fill('Pyrex Butterprint Bowl');
    await page.getByLabel('Item name to generate').press('Enter');
    await expect(page.getByText('BOLO Generated!')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByLabel('Description')).not.toHaveValue('');
    await expect(page.getByLabel('Buy Price Range')).toHaveValue(/^\$[\d.]+ - \$[\d.]+$/);
    await page.getByRole('textbox', { name: /Item Name$/ }).fill(name);

    await cropChosenFile(page, { name: 'bowl.png', buffer: await picture('#1e3a8a', '#fbbf24') }, true);
    await expect(page.getByRole('img', { name: /preview/i })).toBeVisible();
    await page.getByRole('button', { name: 'Add BOLO Item' }).click();
    await expect(page.getByText('BOLO item has been added successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    const created = await adminItem(page, name);
    expect(created.status).toBe('draft');
    const firstPicture = await page.request.get(`/api/images/bolo-items/${created.id}`);
    expect(firstPicture.status()).toBe(200);
    expect(firstPicture.headers()['content-type']).toBe('image/jpeg');
    // Cropped to a square by the browser before upload.
    const firstMeta = await sharp(await firstPicture.body()).metadata();
    expect(firstMeta.width).toBe(firstMeta.height);

    // Find it as a draft in manage-items, filters in the address.
    await page.goto('/admin/manage-items');
    await page.getByLabel('Status').getByText('Draft', { exact: true }).click();
    await expect(page).toHaveURL(/status=draft/);
    await page.getByLabel('Search items').fill(name);
    await expect(page).toHaveURL(/search=/);
    const card = page.getByTestId('item-card').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();

    // Publish, with the spec's prompt.
    await card.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(`Are you sure you want to publish "${name}"?`)).toBeVisible();
    await page.getByRole('tooltip').getByRole('button', { name: 'Publish' }).or(page.locator('.ant-popconfirm').getByRole('button', { name: 'Publish' })).first().click();
    await expect(page.getByText('BOLO item published successfully.')).toBeVisible();
    expect((await adminItem(page, name)).status).toBe('published');

    // A member finds it in the directory on their next request.
    const memberContext = await browser.newContext();
    const member = await memberContext.newPage();
    await signIn(member, accounts.member);
    await member.goto(`/directory?search=${encodeURIComponent(name)}`);
    await expect(member.getByTestId('item-card').filter({ hasText: name })).toHaveCount(1);

    // Edit: a new picture through the crop dialog.
    await page.goto(`/admin/manage-items?search=${encodeURIComponent(name)}`);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit BOLO Item' });
    await expect(editDialog.getByLabel('Name')).toHaveValue(name);
    await cropChosenFile(page, { name: 'bowl-2.png', buffer: await picture('#065f46', '#f472b6') }, false);
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('BOLO item updated successfully.')).toBeVisible();
    await expect(editDialog).toBeHidden();
    const secondPicture = await page.request.get(`/api/images/bolo-items/${created.id}`);
    expect(secondPicture.headers().etag).not.toBe(firstPicture.headers().etag);

    // Unpublish: members no longer see it.
    await card.getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText(`Are you sure you want to unpublish "${name}"?`)).toBeVisible();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('BOLO item unpublished successfully.')).toBeVisible();
    await member.goto(`/directory?search=${encodeURIComponent(name)}`);
    await expect(member.getByText('No items found')).toBeVisible();
    await memberContext.close();

    // Delete, after confirming.
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete BOLO Item' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('BOLO item deleted successfully.')).toBeVisible();
    await expect(page.getByTestId('item-card').filter({ hasText: name })).toHaveCount(0);
    expect((await page.request.get(`/api/bolo-items/${created.id}`)).status()).toBe(404);
  });

  test('imports 1,000 rows, 10 of them bad: the progress reaches the end and the report lists exactly those rows', async ({ page }) => {
    const batch = unique();
    const header = 'name,description,category,subcategory,buyPrice,soldRange,platforms,source,notes';
    const badLines: number[] = [];
    const lines = [header];
    for (let i = 0; i < 1000; i++) {
      const bad = i % 100 === 42;
      // File line of this row: the header is line 1.
      if (bad) badLines.push(lines.length + 1);
      const name = bad ? 'X' : `Imported lamp ${batch} ${i}`;
      lines.push(`${name},"Brass desk lamp, working, with shade",Home & Kitchen,Decor,$5 - $15,$40 - $80,eBay;Mercari,Thrift Stores;Estate Sales,Check the wiring`);
    }
    await page.goto('/admin/import-csv');
    await expect(page.getByText('buyPrice').first()).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV file' }).click();
    await (await chooser).setFiles({ name: `lamps-${batch}.csv`, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`) });
    await expect(page.getByTestId('chosen-file')).toContainText(`lamps-${batch}.csv`);
    await page.getByText('Import (store valid rows as drafts)').click();
    await page.getByRole('button', { name: 'Start' }).click();

    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
    await expect(page.getByTestId('import-rowsRead')).toContainText('1,000');
    await expect(page.getByTestId('import-valid')).toContainText('990');
    await expect(page.getByTestId('import-invalid')).toContainText('10');
    await expect(page.getByTestId('import-inserted')).toContainText('990');

    const reportLink = page.getByRole('link', { name: 'Download the error report' });
    const report = await page.request.get((await reportLink.getAttribute('href')) as string);
    expect(report.status()).toBe(200);
    const reported = (await report.text())
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(reported).toEqual(badLines);

    // The valid rows are drafts in manage-items.
    await page.goto(`/admin/manage-items?status=draft&search=${encodeURIComponent(`Imported lamp ${batch}`)}`);
    await expect(page.getByText(/990 items found/)).toBeVisible();
  });

  test('opens the queue dashboard from the admin menu', async ({ page }) => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Queues' }).first().click();
    await expect(page).toHaveURL(/\/api\/admin\/queues/);
    for (const queue of ['images', 'ai', 'imports', 'email', 'billing', 'maintenance']) await expect(page.getByText(queue, { exact: true }).first()).toBeVisible();
  });
});
