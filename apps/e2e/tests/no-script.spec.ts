// Every form works before the browser's scripts start (issue 19, item 1): the web server handles
// a form posted to a page as the app would (apps/shell/src/server/form-posts.ts). Without
// JavaScript at all, a person signs up, signs in and starts a checkout; with JavaScript on a
// slow machine, a sign-in sent the moment the page appears (before or after the app takes over)
// ends signed in.
import { expect, test } from '@playwright/test';
import { newPerson } from './support/billing';
import { accounts } from './support/session';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor signs up, reaches the directory and starts a checkout from /pricing', async ({ page }) => {
    const person = newPerson('noscript');
    await page.goto('/signup');
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(`${person.password}x`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The page's own check, answered by the server: the message, the fields kept, never a password.
    const form = page.getByRole('form', { name: 'Create account' });
    await expect(form.getByRole('alert')).toHaveText('Passwords do not match. Please try again.');
    await expect(page.getByLabel('Username')).toHaveValue(person.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    // Signed in: without scripts the account's place in the navigation is a link to /profile.
    await expect(page.getByRole('link', { name: new RegExp(person.username) })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Premium Access Required' })).toBeVisible();

    await page.goto('/pricing');
    await page.getByRole('button', { name: 'Choose Monthly' }).click();
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expect(page.getByLabel('Card number')).toBeVisible();
  });

  test('a member signs in after a wrong password and gets the first page of the directory', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill(accounts.member.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText('Invalid username or password');
    await expect(page.getByLabel('Username')).toHaveValue(accounts.member.username);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Password', { exact: true }).fill(accounts.member.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/directory$/);
    await expect(page.getByTestId('item-card')).toHaveCount(24);
  });

  test('the small screens\' menu opens, closes and leads on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    const toggle = page.getByLabel('Menu', { exact: true });
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    // The same control, above the open drawer, closes it.
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(menu).toBeHidden();
  });
});

test('with a slow CPU, a sign-in sent the moment the page appears ends signed in on the directory', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // No wait for the app: the form is filled and sent as soon as the server's page shows it.
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username').fill(accounts.member.username);
  await page.getByLabel('Password', { exact: true }).fill(accounts.member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/directory$/);
  // Signed in: the account's place in the navigation (a link to /profile until the slowed app starts, then the menu button).
  const account = { name: new RegExp(accounts.member.username) };
  await expect(page.getByRole('button', account).or(page.getByRole('link', account)).first()).toBeVisible();
  await expect(page.getByTestId('item-card').first()).toBeVisible();
});
