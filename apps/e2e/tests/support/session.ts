import { expect, type Page } from '@playwright/test';

export const apiUrl = process.env.E2E_API_URL ?? 'http://127.0.0.1:3000';
export const adminRemoteOrigin = process.env.E2E_ADMIN_REMOTE_ORIGIN ?? 'http://localhost:4203';

export const accounts = {
  admin: { username: 'admin', password: 'Admin123!' },
  member: { username: 'member', password: 'Member123!' },
  free: { username: 'free', password: 'Free1234!' },
} as const;

/** Signs in through the real form, as a person would, and waits for the redirect. */
export async function signIn(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  // Pages from browser.newContext() are not the app-ready fixture's: before the app starts, the
  // click would be a plain form post back to /login.
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/directory/);
  await expect(page.getByRole('button', { name: new RegExp(account.username) })).toBeVisible();
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}
