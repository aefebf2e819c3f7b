import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from './support/app-ready';
import {
  advanceClock,
  CARDS,
  emulatorUrl,
  event,
  events,
  expectAccessEnded,
  expectDirectoryAccess,
  expectNoDirectoryAccess,
  failNextRenewal,
  latestMailTo,
  newPerson,
  payOnCheckoutPage,
  signUp,
  subscribe,
  subscriptionCard,
} from './support/billing';
import { accounts, signIn } from './support/session';
import { root } from './support/web-servers';

const DAY = 24 * 60 * 60;

/**
 * The seed's accounts step (tools/seed/dist/billing/main.js) against this suite's emulator: the
 * seeded `member` gets its subscription with the payment provider. The platform runs it once the
 * emulator is up; run again here it changes nothing (idempotent), and this journey does not depend
 * on the platform's order.
 */
async function seedMemberBilling(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'tools/seed/dist/billing/main.js')], { cwd: root, env: { ...process.env, BILLING_MODE: 'emulator', STRIPE_API_URL: emulatorUrl } });
}

test.describe('subscriptions through the Stripe emulator', () => {
  test('a visitor buys Annual, creates the account after paying and reaches the directory', async ({ page }) => {
    const person = newPerson('annual');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-annual')).toContainText('$15');
    await page.getByTestId('choose-annual').click();
    await payOnCheckoutPage(page, person.email, CARDS.pays);

    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
    const successAddress = page.url();
    await page.getByLabel('First name').fill(person.firstName);
    await page.getByLabel('Last name').fill(person.lastName);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Username').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeVisible();

    await expectDirectoryAccess(page);
    await page.goto('/profile');
    await expect(subscriptionCard(page).getByTestId('subscription-status')).toHaveText('Active');
    await expect(subscriptionCard(page).getByTestId('subscription-plan')).toHaveText('Annual');

    // The same success address again: the session was used, so the account is ready.
    await page.goto(successAddress);
    await expect(page.getByText('Account Ready!')).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
  });

  test('issue 16 finding 4: a paid session already linked to an account is not welcomed for another account', async ({ page }) => {
    const buyer = newPerson('linkvisitor');
    await page.goto('/pricing');
    await page.getByTestId('choose-monthly').click();
    await payOnCheckoutPage(page, buyer.email, CARDS.pays);
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
    const successAddress = page.url();
    await page.getByLabel('First name').fill(buyer.firstName);
    await page.getByLabel('Last name').fill(buyer.lastName);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Username').fill(buyer.username);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByLabel('Confirm password').fill(buyer.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeVisible();

    // Another person, as if on another browser (no used-session list, no session), opens the same address.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const other = newPerson('linkother');
    await signUp(page, other);
    await page.goto(successAddress);
    await expect(page.getByRole('heading', { name: 'Payment Already Linked' })).toBeVisible();
    await expect(page.getByText('This subscription is already linked to an account')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
    await expectNoDirectoryAccess(page);

    await page.goto(successAddress);
    await page.getByRole('button', { name: 'Sign In to That Account' }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test('issue 16 finding 4: a member reopening their own success address is welcomed again; another account and an unknown session are not', async ({ page }) => {
    const buyer = newPerson('linkmember');
    await signUp(page, buyer);
    await page.goto('/pricing');
    await page.getByTestId('choose-monthly').click();
    await payOnCheckoutPage(page, buyer.email, CARDS.pays);
    await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
    const successAddress = page.url();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeVisible();
    // The server answers linking one's own session again as done: still a welcome.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeVisible();

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    const other = newPerson('linkothermember');
    await signUp(page, other);
    await page.goto(successAddress);
    await expect(page.getByRole('heading', { name: 'Payment Made From Another Account' })).toBeVisible();
    await expect(page.getByText('This checkout session belongs to another account')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toHaveCount(0);

    await page.goto(`/payment-success?session_id=cs_test_unknown_${Date.now()}`);
    await expect(page.getByRole('heading', { name: 'Payment Not Found' })).toBeVisible();
    await expect(page.getByText('Checkout session not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing#pricing-top');
    await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toHaveCount(0);
  });

  test('a declined card leaves the user without access', async ({ page }) => {
    const person = newPerson('declined');
    await signUp(page, person);
    await page.goto('/pricing');
    await page.getByTestId('choose-monthly').click();
    await payOnCheckoutPage(page, person.email, CARDS.declined);
    await expect(page.getByText('Your card was declined.')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/cs_/);
    await expectNoDirectoryAccess(page);
  });

  test('a monthly member upgrades (prorated), switches back at period end, cancels and keeps access until the end', async ({ page }) => {
    const person = newPerson('lifecycle');
    await signUp(page, person);
    await subscribe(page, person, 'monthly');

    await page.goto('/profile');
    const card = subscriptionCard(page);
    await expect(card.getByTestId('subscription-plan')).toHaveText('Monthly');
    await card.getByRole('button', { name: 'Upgrade to Annual' }).click();
    await expect(page.getByText('Subscription Upgraded').first()).toBeVisible();
    await expect(card.getByTestId('subscription-plan')).toHaveText('Annual');

    // The upgrade's invoice credits the unused month and charges the year.
    const paid = await events('invoice.paid');
    const upgradeInvoice = (await event<{ data: { object: { amount_paid: number; lines: { data: Array<{ amount: number }> } } } }>(paid[paid.length - 1].id)).data.object;
    expect(upgradeInvoice.lines.data.some((line) => line.amount < 0)).toBe(true);
    expect(upgradeInvoice.lines.data.some((line) => line.amount === 18000)).toBe(true);
    expect(upgradeInvoice.amount_paid).toBeLessThan(18000);

    await card.getByRole('button', { name: 'Switch to Monthly' }).click();
    await expect(page.getByText('Subscription Downgraded').first()).toBeVisible();

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(page.getByText('Subscription Cancelled').first()).toBeVisible();
    await expect(card.getByTestId('subscription-status')).toHaveText('Cancelled');
    await expectDirectoryAccess(page); // cancelling keeps access until the period ends

    await advanceClock(366 * DAY + DAY);
    await expectAccessEnded(page);
    await page.goto('/profile');
    await expect(subscriptionCard(page).getByTestId('subscription-status')).toHaveText('No Subscription');
  });

  test('a failed renewal shows Past Due in the profile', async ({ page }) => {
    const person = newPerson('pastdue');
    await signUp(page, person);
    await subscribe(page, person, 'monthly');
    const created = await events('customer.subscription.created');
    await failNextRenewal(created[created.length - 1].objectId);

    await advanceClock(32 * DAY);
    await expect
      .poll(
        async () => {
          await page.goto('/profile');
          return page.getByTestId('past-due-banner').waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false);
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(subscriptionCard(page).getByTestId('subscription-status')).toHaveText('Past Due');
  });
});

// Last of the subscriptions: it cancels the seeded member, and no later test moves the emulator's clock.
test.describe('issue 19: the seeded demo member', () => {
  test('upgrades to annual, switches to monthly (shown as scheduled, not offered again) and cancels, keeping access', async ({ page }) => {
    await seedMemberBilling();
    await signIn(page, accounts.member);
    await page.goto('/profile');
    const card = subscriptionCard(page);
    await expect(card.getByTestId('subscription-plan')).toHaveText('Monthly');

    await card.getByRole('button', { name: 'Upgrade to Annual' }).click();
    await expect(page.getByText('Subscription Upgraded').first()).toBeVisible();
    await expect(card.getByTestId('subscription-plan')).toHaveText('Annual');
    const renewal = (await card.getByTestId('next-billing-date').textContent()) ?? '';
    expect(renewal).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);

    await card.getByRole('button', { name: 'Switch to Monthly' }).click();
    await expect(page.getByText('Subscription Downgraded').first()).toBeVisible();
    await expect(card.getByTestId('scheduled-change')).toHaveText(`Switches to Monthly on ${renewal}`);
    await expect(card.getByRole('button', { name: 'Switch to Monthly' })).toHaveCount(0);
    // Read back from the provider on a fresh page, rendered the same way.
    await page.reload();
    await expect(card.getByTestId('scheduled-change')).toHaveText(`Switches to Monthly on ${renewal}`);
    await expect(card.getByTestId('subscription-plan')).toHaveText('Annual');
    await expect(card.getByRole('button', { name: 'Switch to Monthly' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page.getByRole('button', { name: 'Yes, Cancel Subscription' }).click();
    await expect(page.getByText('Subscription Cancelled').first()).toBeVisible();
    await expect(card.getByTestId('subscription-status')).toHaveText('Cancelled');
    await expect(card.getByTestId('access-continues')).toHaveText(`Your subscription is cancelled: access continues until ${renewal}.`);
    await expectDirectoryAccess(page);
  });
});

test.describe('password reset by e-mail', () => {
  test('a forgotten password is reset through the e-mailed link, old sessions end and the link works once', async ({ page, browser }) => {
    const person = newPerson('reset');
    await signUp(page, person); // this browser keeps the session made with the old password
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    const forgetfulBrowser = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const forgetful = await forgetfulBrowser.newPage();
    await forgetful.goto('/login');
    await forgetful.getByRole('link', { name: /forgot password/i }).click();
    await expect(forgetful).toHaveURL(/\/forgot-password/);
    await forgetful.getByLabel('Email').fill(person.email);
    await forgetful.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(forgetful.getByText('Check Your Email')).toBeVisible();

    const mail = await latestMailTo(person.email);
    const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const resetPath = new URL(link as string).pathname + new URL(link as string).search;

    const newPassword = 'N3w!Password';
    await forgetful.goto(resetPath);
    await forgetful.getByLabel('New password', { exact: true }).fill(newPassword);
    await forgetful.getByLabel('Confirm new password').fill(newPassword);
    await forgetful.getByRole('button', { name: 'Reset Password' }).click();
    await expect(forgetful).toHaveURL(/\/login/);

    await forgetful.getByLabel('Username').fill(person.username);
    await forgetful.getByLabel('Password', { exact: true }).fill(newPassword);
    await forgetful.getByRole('button', { name: 'Sign In' }).click();
    await expect(forgetful.getByRole('button', { name: new RegExp(person.username) })).toBeVisible();

    // The session made before the reset has ended.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    // The same link a second time is refused.
    await forgetful.goto(resetPath);
    await forgetful.getByLabel('New password', { exact: true }).fill('An0ther!Pass');
    await forgetful.getByLabel('Confirm new password').fill('An0ther!Pass');
    await forgetful.getByRole('button', { name: 'Reset Password' }).click();
    await expect(forgetful.getByText('Reset Failed').first()).toBeVisible();
    await expect(forgetful).toHaveURL(/\/reset-password/);
    await forgetfulBrowser.close();
  });
});
