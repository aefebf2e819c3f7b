import { expect, test } from './support/app-ready';
import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { accounts, signIn } from './support/session';

// Issue 17's first acceptance walk in chromium: a member posts a comment with a photo and sees it
// at 180x180; a second subscriber upvotes, switches to a downvote and reports it; the author sees
// no report control and deletes it; a non-admin's link is refused with the spec's message; an
// admin's link is an anchor; a visitor sees log-in prompts; three reports hide a comment from
// another member; an admin clears a report and deletes a comment in /admin/comments.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const PASSWORD = 'Comment123!';

/** A real photo with camera and GPS metadata, which the served picture must not carry. */
function photo(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#0f766e"/><circle cx="400" cy="300" r="180" fill="#fde047"/></svg>';
  return sharp(Buffer.from(svg))
    .jpeg()
    .withExif({ IFD0: { Make: 'E2E Camera', Model: 'Test 1' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .toBuffer();
}

const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A signed-in page in its own browser context (its own session). */
async function openAs(browser: Browser, account: { username: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, account);
  return page;
}

/** Opens the item page and waits for the comments block to have started. */
async function openItem(page: Page, itemId: number): Promise<void> {
  await page.goto(`/bolo/${itemId}`);
  await expect(page.getByRole('heading', { name: 'Community Comments' })).toBeVisible();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

const commentWith = (page: Page, text: string): Locator => page.getByTestId('comment').filter({ hasText: text });

async function post(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your comment').fill(text);
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Your comment has been posted successfully.')).toBeVisible();
  await expect(commentWith(page, text)).toHaveCount(1);
}

test('comments: photo, votes, reports, delete, links, visitors, hiding by reports and moderation', async ({ page: admin, browser }) => {
  test.setTimeout(180_000);
  const batch = unique();

  // Four more subscribers, made by the admin.
  await signIn(admin, accounts.admin);
  const subscribers = [];
  for (let i = 1; i <= 4; i++) {
    const account = { username: `commenter_${batch}_${i}`, password: PASSWORD };
    const created = await admin.request.post('/api/admin/users', {
      headers: originOf(admin),
      data: { ...account, email: `${account.username}@example.com`, subscriptionStatus: 'active', subscriptionPlan: 'monthly', isAdmin: false },
    });
    expect(created.status(), await created.text()).toBeLessThan(300);
    subscribers.push(account);
  }
  const [second, reporterB, reporterC, bystander] = subscribers;

  const member = await openAs(browser, accounts.member);
  const list = await member.request.get('/api/bolo-items?page=1&limit=1');
  expect(list.status()).toBe(200);
  const itemId = ((await list.json()) as { items: Array<{ id: number }> }).items[0].id;

  // The member posts with a photo: the counter counts, and the picture shows at 180x180.
  await openItem(member, itemId);
  const text = `Found one at the flea market ${batch}`;
  await member.getByLabel('Your comment').fill(text);
  await expect(member.getByText(`${text.length}/1000 characters`)).toBeVisible();
  await expect(member.getByText(/resized to 180x180 pixels/)).toBeVisible();
  await member.getByLabel('Add a picture').setInputFiles({ name: 'find.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await member.getByRole('button', { name: 'Post Comment' }).click();
  await expect(member.getByText('Your comment has been posted successfully.')).toBeVisible();
  const mine = commentWith(member, text);
  const picture = mine.getByRole('img', { name: /^Picture posted by/ });
  await expect(picture).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(180);
  const served = await member.request.get((await picture.getAttribute('src')) as string);
  expect(served.status()).toBe(200);
  const meta = await sharp(await served.body()).metadata();
  expect([meta.width, meta.height]).toEqual([180, 180]);
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  // Its author may delete it, never report it.
  await expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Report' })).toHaveCount(0);

  // A non-admin's link: the warning, then the spec's refusal; the server refuses it too.
  await member.getByLabel('Your comment').fill('Cheaper at https://example.com/deal');
  await expect(member.getByText('Links are only allowed for administrators. Please remove any URLs from your comment.')).toBeVisible();
  await expect(member.getByLabel('Your comment')).toHaveAttribute('aria-invalid', 'true');
  await member.getByRole('button', { name: 'Post Comment' }).click();
  await expect(member.getByText('Only administrators can include links in comments.')).toBeVisible();
  const refused = await member.request.post('/api/comments', { headers: originOf(member), multipart: { boloItemId: String(itemId), content: 'see WWW.example.com' } });
  expect(refused.status()).toBe(400);
  expect(await refused.text()).toContain('Only administrators can include links in comments.');
  await member.getByLabel('Your comment').fill('');

  // A second subscriber upvotes, switches to a downvote, and reports it.
  const secondPage = await openAs(browser, second);
  await openItem(secondPage, itemId);
  const theirs = commentWith(secondPage, text);
  await theirs.getByRole('button', { name: /^Upvote/ }).click();
  await expect(theirs.getByRole('button', { name: 'Upvote (1)' })).toHaveAttribute('aria-pressed', 'true');
  await theirs.getByRole('button', { name: /^Downvote/ }).click();
  await expect(theirs.getByRole('button', { name: 'Downvote (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(theirs.getByRole('button', { name: 'Upvote (0)' })).toHaveAttribute('aria-pressed', 'false');
  await expect(theirs.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await theirs.getByRole('button', { name: 'Report' }).click();
  await expect(secondPage.getByText('Thank you for reporting this comment. We will review it shortly.')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Report' })).toHaveCount(0);

  // The author deletes it, after the browser's confirmation.
  await member.reload();
  member.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this comment?');
    void dialog.accept();
  });
  await commentWith(member, text).getByRole('button', { name: 'Delete' }).click();
  await expect(member.getByText('Your comment has been deleted.')).toBeVisible();
  await expect(commentWith(member, text)).toHaveCount(0);

  // An admin's link is an anchor that opens in a new tab.
  await openItem(admin, itemId);
  const guide = `Price guide ${batch}: https://example.com/guide`;
  await post(admin, guide);
  const anchor = commentWith(admin, guide).getByRole('link', { name: /https:\/\/example\.com\/guide/ });
  await expect(anchor).toHaveAttribute('href', 'https://example.com/guide');
  await expect(anchor).toHaveAttribute('target', '_blank');
  await expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');

  // A visitor gets log-in prompts, not the comments.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/bolo/${itemId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Authentication Required' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  await expect(visitor.getByTestId('comment')).toHaveCount(0);
  await visitorContext.close();

  // Three reports hide a comment from other members; its author sees it under review.
  const doomed = `Hidden after three reports ${batch}`;
  await openItem(member, itemId);
  await post(member, doomed);
  for (const reporter of [second, reporterB, reporterC]) {
    const reporterPage = reporter === second ? secondPage : await openAs(browser, reporter);
    await openItem(reporterPage, itemId);
    await commentWith(reporterPage, doomed).getByRole('button', { name: 'Report' }).click();
    await expect(reporterPage.getByText('Thank you for reporting this comment. We will review it shortly.')).toBeVisible();
    if (reporterPage !== secondPage) await reporterPage.context().close();
  }
  const bystanderPage = await openAs(browser, bystander);
  await openItem(bystanderPage, itemId);
  await expect(bystanderPage.getByTestId('comment').first()).toBeVisible();
  await expect(commentWith(bystanderPage, doomed)).toHaveCount(0);
  await member.reload();
  await expect(commentWith(member, doomed).getByText('Under review')).toBeVisible();

  // The admin clears its reports in /admin/comments/reported: the bystander sees it again.
  await admin.goto('/admin/comments/reported');
  await expect(admin.getByRole('heading', { level: 1, name: 'Comments Management' })).toBeVisible();
  const reportedRow = admin.getByRole('row').filter({ hasText: doomed });
  await expect(reportedRow).toHaveCount(1);
  await reportedRow.getByRole('button', { name: 'Clear Report' }).click();
  await expect(admin.getByText('Report cleared successfully')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: doomed })).toHaveCount(0);
  await bystanderPage.reload();
  await expect(commentWith(bystanderPage, doomed)).toHaveCount(1);

  // ...and deletes it from All Comments.
  await admin.getByRole('tab', { name: 'All Comments' }).click();
  await expect(admin).toHaveURL(/\/admin\/comments$/);
  const row = admin.getByRole('row').filter({ hasText: doomed });
  await expect(row).toHaveCount(1);
  admin.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this comment? This action cannot be undone.');
    void dialog.accept();
  });
  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Comment deleted successfully')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: doomed })).toHaveCount(0);
  await bystanderPage.reload();
  await expect(commentWith(bystanderPage, doomed)).toHaveCount(0);

  await Promise.all([member.context().close(), secondPage.context().close(), bystanderPage.context().close()]);
});
