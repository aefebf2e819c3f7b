import { expect, test } from './support/app-ready';
import { accounts, adminRemoteOrigin, apiUrl, mainNav, signIn } from './support/session';

test.describe('home page', () => {
  test('shows the live item count and three blurred members-only previews', async ({ page, request }) => {
    const { count } = (await (await request.get(`${apiUrl}/api/bolo-items/count`)).json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(60);

    await page.goto('/');
    await expect(page.getByTestId('home-item-count')).toContainText(String(count));
    const cards = page.getByTestId('preview-card');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByText('Members Only')).toBeVisible();
      await expect(card.locator('.preview-card__name')).toContainText('█');
    }
    await expect(page.getByRole('link', { name: /unlock/i }).first()).toHaveAttribute('href', '/pricing#pricing-top');
  });
});

test.describe('accounts', () => {
  test('a new user signs up and sees their name and Pricing, not Directory', async ({ page }) => {
    const username = `reseller_${Date.now().toString(36)}`;
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Reseller');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('thrift-finds-42');
    await page.getByLabel('Confirm password').fill('thrift-finds-42');
    await page.getByRole('button', { name: /sign up|create account/i }).click();

    await expect(page).toHaveURL(/\/directory/);
    await expect(page.getByRole('button', { name: new RegExp(username) })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Directory' })).toHaveCount(0);
  });

  test('sign-in shows the validation messages of the spec', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In' });
    const alert = page.getByRole('alert').filter({ hasText: /./ }).first();

    await submit.click();
    await expect(alert).toHaveText('Username and password are required');

    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await submit.click();
    await expect(alert).toHaveText('Username must be at least 3 characters');

    await page.getByLabel('Username').fill('member');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await submit.click();
    await expect(alert).toHaveText('Password must be at least 6 characters');

    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a subscriber sees Directory and Add BOLO in the navigation', async ({ page }) => {
    await signIn(page, accounts.member);
    await expect(mainNav(page).getByRole('link', { name: 'Directory' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Add BOLO' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Pricing' })).toHaveCount(0);
  });
});

test.describe('admin', () => {
  test('the admin sees the Admin Panel link and a dashboard of real numbers', async ({ page }) => {
    await signIn(page, accounts.admin);
    await page.getByRole('button', { name: /admin/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin$/);

    const stats = (await (await page.request.get('/api/admin/stats')).json()) as Record<string, number>;
    expect(stats.totalUsers).toBeGreaterThanOrEqual(3);
    expect(stats.totalBoloItems).toBeGreaterThanOrEqual(65);
    await expect(page.getByTestId('stat-totalUsers')).toContainText(stats.totalUsers.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-totalBoloItems')).toContainText(stats.totalBoloItems.toLocaleString('en-US'));
    await expect(page.getByTestId('stat-activeSubscribers')).toContainText(String(stats.activeSubscribers));
    // The newest account (other specs add some; the seed adds older ones), as the card lists them.
    const newest = (await (await page.request.get('/api/admin/users?page=1&limit=1')).json()) as { users: Array<{ username: string }> };
    await expect(page.getByTestId('recent-users')).toContainText(newest.users[0].username);
    await expect(page.getByTestId('recent-items').locator('tbody tr, .ant-list-item')).toHaveCount(5);

    // The quick links of admin-side §2 come from the admin remote's route table.
    const quickLinks = page.getByRole('navigation', { name: 'Admin quick links' }).getByRole('link');
    await expect(quickLinks).toHaveCount(10);
    await expect(quickLinks.first()).toHaveAttribute('href', '/admin/users');
    // The queue dashboard is served by the API, outside the remote's routes.
    await expect(quickLinks.last()).toHaveAttribute('href', '/api/admin/queues');
  });

  test('a subscriber who is not an admin gets Access Denied at /admin', async ({ page }) => {
    await signIn(page, accounts.member);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    const response = await page.request.get('/api/admin/stats');
    expect(response.status()).toBe(403);
  });
});

test.describe('resilience', () => {
  test('with the admin remote unreachable the site keeps working and the admin area offers a retry', async ({ page, context }) => {
    await signIn(page, accounts.admin);
    await context.route(`${adminRemoteOrigin}/**`, (route) => route.abort('connectionrefused'));

    await page.goto('/');
    await expect(page.getByTestId('preview-card')).toHaveCount(3);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.getByRole('button', { name: /admin/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();

    await page.goto('/admin');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText("This section couldn't be loaded");
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeVisible();

    // The navigation still leads to working areas while the admin remote is down.
    await mainNav(page).getByRole('link', { name: 'Home' }).click();
    await expect(page.getByTestId('preview-card')).toHaveCount(3);

    // Once the remote is back, Retry recovers it without a page reload.
    await page.goto('/admin');
    await expect(fallback).toBeVisible();
    await context.unroute(`${adminRemoteOrigin}/**`);
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('stat-totalUsers')).toBeVisible();
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });
});
