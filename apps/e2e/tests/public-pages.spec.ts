// The public content pages (issue 18): landing and article pages, help center, contact and the
// legal pages. Each arrives readable in its first HTML with its own head, runs without console
// errors, the landing pages describe the preview to search engines without its paid content, and
// a visitor's contact message reaches support's inbox (the suite's MailDev).
import { request as playwrightRequest } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousViolations, settle } from './support/accessibility';
import { expect, test } from './support/app-ready';
import { mailUrl } from './support/billing';
import { accounts } from './support/session';

const shellOrigin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;

interface PublicPage {
  path: string;
  h1: string;
  title: string;
  /** Where the canonical link points (site-relative). */
  canonical: string;
}

const PAGES: readonly PublicPage[] = [
  { path: '/landing', h1: 'Find items to resell for profit', title: 'Find Profitable Items to Resell', canonical: '/landing' },
  { path: '/lp/what-sells-on-ebay', h1: 'What sells on eBay: the finds worth flipping', title: 'What Sells on eBay: Categories and Finds That Flip', canonical: '/lp/what-sells-on-ebay' },
  { path: '/help-center', h1: 'Help Center', title: 'Help Center', canonical: '/help-center' },
  { path: '/help', h1: 'Help Center', title: 'Help Center', canonical: '/help-center' },
  { path: '/contact', h1: 'Contact Us', title: 'Contact Us', canonical: '/contact' },
  { path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy', canonical: '/privacy' },
  { path: '/terms-of-service', h1: 'Terms of Service', title: 'Terms of Service', canonical: '/terms-of-service' },
];

/** The first HTML of a page, as a search engine or a browser without JavaScript receives it. */
async function firstHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { Accept: 'text/html' } });
  expect(response.status(), path).toBe(200);
  return response.text();
}

function decode(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

function headingsOne(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => decode(match[1]));
}

function metaContent(html: string, name: string): string | undefined {
  const match = html.match(new RegExp(`<meta name="${name}" content="([^"]*)"`));
  return match ? decode(match[1]) : undefined;
}

function jsonLdDocuments(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]) as Record<string, unknown>);
}

/** Console errors and uncaught exceptions of a page while it is open. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const { path, h1, title, canonical } of PAGES) {
  test(`${path} arrives with its heading and its own head, and runs without console errors or serious accessibility violations`, async ({ page }, testInfo) => {
    const html = await firstHtml(page, path);
    expect(headingsOne(html)).toEqual([h1]);
    expect(html).toContain(`<title>${title} | BOLO Directory</title>`);
    const description = metaContent(html, 'description');
    expect(description?.length ?? 0).toBeGreaterThan(50);
    expect(description!.length).toBeLessThanOrEqual(160);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"/]+${canonical.replace(/[/.]/g, '\\$&')}">`));
    expect(html).not.toContain('noindex');

    const errors = consoleErrors(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await settle(page, page.getByRole('heading', { level: 1 }));
    expect(errors).toEqual([]);
    await expectNoSeriousViolations(page, testInfo, path);
  });
}

test('the sitemap lists the public pages by their canonical address', async ({ page }) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  for (const path of ['/landing', '/lp/what-sells-on-ebay', '/help-center', '/contact', '/privacy', '/terms-of-service']) {
    expect(sitemap, path).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace(/[/.]/g, '\\$&')}</loc>`));
  }
  expect(sitemap).not.toMatch(/<loc>https?:\/\/[^<]+\/help<\/loc>/);
});

test.describe('structured data of the landing pages', () => {
  let member: APIRequestContext;
  test.beforeAll(async () => {
    member = await playwrightRequest.newContext({ baseURL: shellOrigin, extraHTTPHeaders: { Origin: shellOrigin } });
    expect((await member.post('/api/auth/signin', { data: accounts.member })).status()).toBe(200);
  });
  test.afterAll(async () => {
    await member.dispose();
  });

  for (const path of ['/landing', '/lp/what-sells-on-ebay']) {
    test(`${path} lists up to 10 preview items as a schema.org ItemList in USD, without their paid names or prices`, async ({ page }) => {
      const html = await firstHtml(page, path);
      const list = jsonLdDocuments(html).find((document) => document['@type'] === 'ItemList');
      expect(list, 'an ItemList').toBeDefined();
      expect(list!['@context']).toBe('https://schema.org');
      const elements = list!.itemListElement as Array<{ '@type': string; position: number; item: Record<string, unknown> & { offers: Record<string, unknown> } }>;
      expect(elements.length).toBeGreaterThan(0);
      expect(elements.length).toBeLessThanOrEqual(10);
      const text = JSON.stringify(list);
      for (const [index, element] of elements.entries()) {
        expect(element['@type']).toBe('ListItem');
        expect(element.position).toBe(index + 1);
        const product = element.item;
        expect(product['@type']).toBe('Product');
        expect(product.name).toBe(`Members-only ${product.category} find`);
        // Absolute addresses (the shell makes a page's site paths absolute against the site's origin).
        const origin = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4200').origin;
        expect(product.url).toMatch(new RegExp(`^${origin}/bolo/\\d+$`));
        expect(product.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', price: '19.00', url: `${origin}/pricing` });
        // What a member sees of the item appears nowhere in what visitors are sent.
        const id = String(product.url).split('/').pop();
        const answer = await member.get(`/api/bolo-items/${id}`);
        expect(answer.status()).toBe(200);
        const paid = (await answer.json()) as { name: string; buyPrice: string; soldRange: string };
        for (const secret of [paid.name, paid.buyPrice, paid.soldRange]) expect(text).not.toContain(secret);
      }
    });
  }
});

test('a visitor finds an answer in the help center, with and without JavaScript', async ({ page, browser }) => {
  const html = await firstHtml(page, '/help-center?q=cancel');
  expect(html).toContain('How do I cancel my subscription?');
  expect(html).not.toContain('How do I propose a BOLO?');

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const plain = await withoutScripts.newPage();
  await plain.goto(new URL('/help', shellOrigin).toString());
  await plain.getByRole('searchbox', { name: 'Search help articles' }).fill('refund');
  await plain.getByRole('button', { name: 'Search' }).click();
  await expect(plain).toHaveURL(/\/help\?q=refund$/);
  await expect(plain.getByRole('heading', { name: 'Can I get a refund?' })).toBeVisible();
  await withoutScripts.close();

  await page.goto('/help');
  await page.getByRole('searchbox', { name: 'Search help articles' }).fill('no such words here');
  await expect(page.getByRole('heading', { name: 'No articles match' })).toBeVisible();
  await expect(page).toHaveURL(/\?q=no/);
});

test('a visitor sends the contact form and support receives the message', async ({ page }) => {
  const { email: supportEmail } = (await (await page.request.get('/api/help/contact-info')).json()) as { email: string };
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`);

  const subject = `Question ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();

  await page.getByLabel('Name *').fill('Vera Visitor');
  await page.getByLabel('Email *').fill('vera@example.test');
  await page.getByLabel('Subject *').fill(subject);
  await page.getByLabel('Message *').fill('Do you cover estate sale finds too?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByTestId('toast').filter({ hasText: 'Message Sent!' });
  await expect(toast).toContainText("We'll get back to you within 24 hours.");
  await expect(page.getByLabel('Subject *')).toHaveValue('');

  let mail: { subject: string; text?: string; to: Array<{ address: string }> } | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${mailUrl}/api/email`)).json()) as Array<NonNullable<typeof mail>>;
        mail = all.find((message) => message.subject.includes(subject));
        return mail !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(mail!.to.map((to) => to.address.toLowerCase())).toContain(supportEmail.toLowerCase());
  expect(mail!.text).toContain('Do you cover estate sale finds too?');
  expect(mail!.text).toContain('vera@example.test');
});

test('the home page’s preview pictures are the small teasers blurred on the server; the sharp picture is refused to visitors', async ({ page }) => {
  await page.goto('/');
  const pictures = page.getByTestId('preview-card').locator('img');
  await expect(pictures.first()).toBeVisible();
  const sources = await pictures.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  const visitor = await playwrightRequest.newContext({ baseURL: shellOrigin });
  try {
    for (const src of sources) {
      expect(src).toMatch(/^\/api\/images\/bolo-items\/\d+\/teaser\?/);
      const teaser = await visitor.get(src);
      expect(teaser.status()).toBe(200);
      const meta = await sharp(await teaser.body()).metadata();
      expect(meta.width).toBeLessThanOrEqual(64);
      for (const sharpAddress of [src.replace(/\/teaser\?.*$/, ''), src.replace(/\/teaser\?.*$/, '?size=card')]) {
        expect((await visitor.get(sharpAddress)).status(), sharpAddress).toBe(401);
      }
    }
  } finally {
    await visitor.dispose();
  }
});
