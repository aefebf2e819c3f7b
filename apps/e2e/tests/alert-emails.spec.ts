import { request, type APIRequestContext } from '@playwright/test';
import { Queue, QueueEvents } from 'bullmq';
import { mailUrl, type MailMessage } from './support/billing';
import { expect, test } from './support/app-ready';
import { accounts, mainNav, signIn } from './support/session';

// Issue 22's e-mails, end to end through the platform's worker and the suite's MailDev: an instant
// alert for a find an admin publishes, one e-mail (not 1,000) for a CSV import of 1,000 matching
// finds, and the weekly digest run twice for one week, with its one-click unsubscribe.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const queuePrefix = process.env.QUEUE_PREFIX ?? 'bolo';

async function apiAs(baseURL: string, account: { username: string; password: string }): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: new URL(baseURL).origin } });
  expect((await context.post('/api/auth/signin', { data: account })).status()).toBe(200);
  return context;
}

/** A member made in the back office, with an address of their own. */
async function newMember(admin: APIRequestContext, label: string, subscriptionStatus: 'active' | 'canceled') {
  const username = `${label}_${unique()}`;
  const account = { username, password: 'Member123!', email: `${username}@example.test` };
  const created = await admin.post('/api/admin/users', { data: { ...account, subscriptionStatus, subscriptionPlan: 'monthly' } });
  expect(created.status()).toBe(201);
  return { ...account, id: ((await created.json()) as { user: { id: number } }).user.id };
}

async function mailTo(address: string): Promise<MailMessage[]> {
  const all = (await (await fetch(`${mailUrl}/api/email`)).json()) as MailMessage[];
  return all.filter((m) => m.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
}

async function firstMailTo(address: string): Promise<MailMessage> {
  await expect.poll(async () => (await mailTo(address)).length, { timeout: 60_000 }).toBeGreaterThan(0);
  return (await mailTo(address))[0];
}

test.describe('e-mails about new finds', () => {
  test('an instant alert for a published find; a CSV import of 1,000 matching finds is one e-mail', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const word = `dirigible${unique()}`;
    const admin = await apiAs(baseURL as string, accounts.admin);
    const first = await newMember(admin, 'alerted', 'active');
    const second = await newMember(admin, 'importwatch', 'active');

    // The first member saves the search on the directory.
    await signIn(page, first);
    await page.goto(`/directory?search=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('form', { name: 'Save this search' });
    await form.getByLabel('Name').fill(`Airships ${word}`);
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    // The second, for the models only, through the API as the app's calls do.
    const watcher = await apiAs(baseURL as string, second);
    expect((await watcher.post('/api/saved-searches', { data: { name: 'Airship models', query: `search=${word}+model` } })).status()).toBe(201);

    // An admin publishes one matching find: the first member is e-mailed at once.
    const created = await admin.post('/api/bolo-items/create', {
      data: { name: `Tin ${word} toy`, description: 'A wind-up airship.', category: 'Toys', buyPrice: '$5 - $10', soldRange: '$40 - $70', platforms: ['eBay'], source: ['Estate Sales'] },
    });
    const { item } = (await created.json()) as { item: { id: number } };
    expect((await admin.put(`/api/bolo-items/${item.id}/status`, { data: { status: 'published' } })).status()).toBe(200);
    const alert = await firstMailTo(first.email);
    expect(alert.subject).toBe('1 new find for your saved searches');
    expect(alert.text).toContain(`Tin ${word} toy (Toys · buy $5 - $10 · sold $40 - $70 · matches “Airships ${word}”)`);
    expect(alert.text).toContain(`/bolo/${item.id}\n`);
    const source = await (await fetch(`${mailUrl}/api/email/${alert.id}/source`)).text();
    expect(source).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // And in the app: the navigation's badge, and the find under Alerts.
    await page.goto('/profile');
    await expect(mainNav(page).getByTestId('alerts-badge')).toHaveText('1 new');
    await page.goto('/alerts');
    await expect(page.getByTestId('alert').filter({ hasText: `Tin ${word} toy` })).toContainText(`Matches “Airships ${word}”`);

    // The back office imports 1,000 matching finds and publishes them at once.
    const header = 'name,description,category,subcategory,buyPrice,soldRange,platforms,source,notes';
    const rows = Array.from({ length: 1000 }, (_, n) => `Brass ${word} model no. ${n},A desk model of an airship.,Collectibles,,$5 - $10,$50 - $80,eBay;Etsy,Estate Sales,`);
    const started = await admin.post('/api/admin/imports', { data: { csv: [header, ...rows].join('\n'), mode: 'publish', fileName: 'airships.csv' } });
    expect(started.status()).toBe(202);
    const { id: importId } = (await started.json()) as { id: number };
    await expect
      .poll(async () => ((await (await admin.get(`/api/admin/imports/${importId}`)).json()) as { state: string; inserted: number }), { timeout: 60_000 })
      .toMatchObject({ state: 'completed', inserted: 1000 });

    // The second member: 1,000 alerts, in one e-mail.
    await expect.poll(async () => ((await (await watcher.get('/api/alerts/count')).json()) as { unseen: number }).unseen, { timeout: 60_000 }).toBe(1000);
    const batch = await firstMailTo(second.email);
    expect(batch.subject).toBe('1,000 new finds for your saved searches');
    expect(batch.text).toContain('And 980 more. See all your alerts');
    expect(await mailTo(second.email)).toHaveLength(1);
    // The first member had an e-mail minutes ago: the import's finds wait for the next hour, not 1,000 e-mails now.
    expect(await mailTo(first.email)).toHaveLength(1);
    await Promise.all([admin.dispose(), watcher.dispose()]);
  });

  test('the weekly digest run twice sends one e-mail; its unsubscribe link works without a session and stops the next one', async ({ page, baseURL, browser }) => {
    test.setTimeout(120_000);
    const admin = await apiAs(baseURL as string, accounts.admin);
    const reader = await newMember(admin, 'digestreader', 'active');
    const canceled = await newMember(admin, 'digestcanceled', 'canceled'); // canceled, no access left
    await admin.dispose();

    // The reader follows Toys on the profile's e-mail preferences.
    await signIn(page, reader);
    await page.goto('/profile');
    const preferences = page.getByTestId('notification-settings');
    await preferences.getByRole('checkbox', { name: 'Toys' }).check();
    await preferences.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('E-mail preferences saved')).toBeVisible();

    // The digest job, as the schedule or an operator adds it, for this test's members only.
    const queue = new Queue('alerts', { connection: { url: redisUrl }, prefix: queuePrefix });
    const events = new QueueEvents('alerts', { connection: { url: redisUrl }, prefix: queuePrefix });
    await events.waitUntilReady();
    const runDigest = async (week: string) => {
      const job = await queue.add('weekly-digest', { week, userIds: [reader.id, canceled.id] }, { jobId: `e2e-digest-${week}-${unique()}` });
      return (await job.waitUntilFinished(events, 60_000)) as { week: string; members: number; queued: number };
    };
    try {
      expect(await runDigest('2026-W48')).toEqual({ week: '2026-W48', members: 2, queued: 1 });
      // Run again at once: the digest not sent yet is queued again under the same job id, which the queue drops.
      expect(await runDigest('2026-W48')).toMatchObject({ week: '2026-W48', members: 2 });

      const digest = await firstMailTo(reader.email);
      const emails = new Queue('email', { connection: { url: redisUrl }, prefix: queuePrefix });
      await expect.poll(() => emails.getJobState(`weekly-digest-2026-W48-${reader.id}`)).toBe('completed');
      await emails.close();
      // Sent: a third run of the week queues nothing.
      expect(await runDigest('2026-W48')).toEqual({ week: '2026-W48', members: 2, queued: 0 });
      expect(digest.subject).toMatch(/^Your BOLO Directory week: \d+ new finds? for you$/);
      expect(digest.text).toContain('in your followed categories and saved searches');
      expect(digest.text).toMatch(/\(Toys/);
      expect(digest.text).not.toMatch(/\((Electronics|Gaming|Fashion) ·/);
      expect(await mailTo(reader.email)).toHaveLength(1);
      expect(await mailTo(canceled.email)).toHaveLength(0);

      // The footer's link, in a browser with no session: the page asks, one click stops the digest.
      const link = /Unsubscribe: (\S+)/.exec(digest.text ?? '')?.[1] as string;
      const visitor = await browser.newContext({ baseURL });
      const unsubscribe = await visitor.newPage();
      const linkPath = new URL(link).pathname + new URL(link).search;
      const opened = await unsubscribe.goto(linkPath);
      // The token is one person's: the page is not kept, nor sent on as a Referer.
      expect(opened?.headers()).toMatchObject({ 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' });
      await expect(unsubscribe.getByRole('heading', { level: 1 })).toContainText('from the weekly digest?');
      await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect(unsubscribe.getByText('You will no longer receive the weekly digest.')).toBeVisible();
      // Opened again at once, the link says it is done rather than asking again.
      await unsubscribe.goto(linkPath);
      await expect(unsubscribe.getByRole('heading', { level: 1 })).toHaveText('The weekly digest is already off');
      await visitor.close();

      expect(await runDigest('2026-W49')).toEqual({ week: '2026-W49', members: 1, queued: 0 });
      expect(await mailTo(reader.email)).toHaveLength(1);
    } finally {
      await events.close();
      await queue.close();
    }
  });
});
