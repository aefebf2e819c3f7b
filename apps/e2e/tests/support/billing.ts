import { expect, type Page } from '@playwright/test';
import { signIn } from './session';

/** The suite's own Stripe emulator and MailDev inbox (tools/platform/e2e.mjs starts both). */
export const emulatorUrl = process.env.E2E_STRIPE_EMULATOR_URL ?? 'http://127.0.0.1:12111';
export const mailUrl = process.env.E2E_MAIL_URL ?? 'http://127.0.0.1:1080';

export const CARDS = { pays: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

let sequence = 0;
/** A username and e-mail address no earlier run has used. */
export function newPerson(label: string) {
  const username = `${label}${Date.now().toString(36)}${++sequence}`;
  return { username, email: `${username}@example.test`, password: 'Str0ng!Pass', firstName: 'Pat', lastName: 'Buyer' };
}
export type Person = ReturnType<typeof newPerson>;

async function control<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${emulatorUrl}/_emulator/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** Moves the emulator's clock (renewals, period ends) and waits until its events are delivered. */
export async function advanceClock(seconds: number): Promise<void> {
  await control('clock/advance', { seconds });
  await control('idle', {});
}

export async function failNextRenewal(subscriptionId: string): Promise<void> {
  await control(`subscriptions/${subscriptionId}/fail-next-renewal`, {});
}

export interface EmulatedEvent {
  id: string;
  type: string;
  created: number;
  objectId: string;
}

export async function events(type: string): Promise<EmulatedEvent[]> {
  return (await control<{ events: EmulatedEvent[] }>(`events?type=${encodeURIComponent(type)}`)).events;
}

/** The whole event as Stripe would send it. */
export function event<T = { data: { object: Record<string, unknown> } }>(id: string): Promise<T> {
  return control<T>(`events/${id}`);
}

/** Fills the emulator's hosted checkout page and pays (or is declined). */
export async function payOnCheckoutPage(page: Page, email: string, card: string): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/cs_/);
  const emailField = page.getByLabel('Email');
  if ((await emailField.inputValue()) === '') await emailField.fill(email);
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: 'Pay' }).click();
}

/**
 * Creates a free account through the /signup page, then signs in through the login form so the
 * browser keeps the user across page loads (sign-up alone does not store it, per the spec).
 */
export async function signUp(page: Page, person: Person): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Username').fill(person.username);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('button', { name: new RegExp(person.username) })).toBeVisible();
  await signIn(page, person);
}

/** Waits until the directory lists items for this browser (access comes from the webhook, asynchronously). */
export async function expectDirectoryAccess(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/directory');
        return page.getByTestId('item-card').first().waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false);
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/** Waits until the directory refuses this browser with the paywall. */
export async function expectNoDirectoryAccess(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/directory');
        return page.getByRole('heading', { name: 'Premium Access Required' }).waitFor({ state: 'visible', timeout: 4000 }).then(() => true, () => false);
      },
      { timeout: 20_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
}

/**
 * Waits until the API refuses this browser's session the directory. Asked directly: the browser
 * itself may keep showing pages it fetched in the last 15 minutes (the directory's cache hint).
 */
export async function expectAccessEnded(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.request.get('/api/bolo-items?page=1&limit=24')).status(), { timeout: 20_000 })
    .toBe(403);
}

export interface MailMessage {
  id: string;
  subject: string;
  text?: string;
  to: Array<{ address: string }>;
}

/** The newest e-mail MailDev received for `address`. */
export async function latestMailTo(address: string): Promise<MailMessage> {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${mailUrl}/api/email`);
        const all = (await res.json()) as MailMessage[];
        found = all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase())).pop();
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as MailMessage;
}

/** A signed-in person buys a plan on /pricing and pays on the emulator's page; back on /payment-success. */
export async function subscribe(page: Page, person: Person, plan: 'monthly' | 'annual'): Promise<void> {
  await page.goto('/pricing');
  await page.getByTestId(`choose-${plan}`).click();
  await payOnCheckoutPage(page, person.email, CARDS.pays);
  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/);
  await expect(page.getByRole('heading', { name: 'Welcome to BOLO Directory!' })).toBeVisible();
  await expectDirectoryAccess(page);
}

export function subscriptionCard(page: Page) {
  return page.getByTestId('subscription-details');
}
