import { expect, test } from './support/app-ready';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import AxeBuilder from '@axe-core/playwright';
import { BLOCKING_IMPACTS, WCAG_TAGS, expectNoSeriousViolations, settle } from './support/accessibility';
import { accounts, signIn } from './support/session';

// Issue 18's acceptance walk in chromium: an admin writes a post in markdown with a picture and
// publishes it; a visitor finds it in the first HTML's head, reads it (the view is counted by the
// browser, not by the server's render), and finds it in the sitemap; a draft is a 404 and is not
// listed; markdown carrying script never runs, in the admin's preview or on the public page.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const originOf = (page: Page) => ({ Origin: new URL(page.url()).origin });

/** A real picture, wider than tall, as a photo of a find would be. */
function picture(): Promise<Buffer> {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#1f6feb"/><circle cx="800" cy="450" r="300" fill="#f59e0b"/></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const HOSTILE = ['<script>window.__xss=1</script>', '[x](javascript:window.__xss=1)', '<img src=x onerror="window.__xss=1">'].join('\n\n');

/** Nothing the hostile markdown carried made it into the page, and none of it ran. */
async function expectNoScriptFrom(page: Page, scope: string): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  const container = page.locator(scope);
  await expect(container.locator('script')).toHaveCount(0);
  await expect(container.locator('[onerror]')).toHaveCount(0);
  await expect(container.locator('a[href^="javascript:" i]')).toHaveCount(0);
  expect(await container.innerHTML()).not.toContain('__xss=1"');
}

async function visitorPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  return context.newPage();
}

/** The post with this title as the back office sees it. */
async function adminPost(page: Page, title: string): Promise<{ id: number; slug: string; views: number; featuredImage: string | null; status: string }> {
  const response = await page.request.get(`/api/admin/blog?search=${encodeURIComponent(title)}`);
  expect(response.status()).toBe(200);
  const { posts } = (await response.json()) as { posts: Array<{ id: number; slug: string; views: number; featuredImage: string | null; status: string; title: string }> };
  const post = posts.find((candidate) => candidate.title === title);
  if (!post) throw new Error(`no post titled ${title}`);
  return post;
}

test('blog: write and publish with a picture, read it as a visitor, drafts stay hidden, markdown cannot run script', async ({ page: admin, browser }, testInfo) => {
  test.setTimeout(180_000);
  const batch = unique();
  const title = `Thrift Store Finds ${batch}`;
  const slug = `thrift-store-finds-${batch}`;
  const description = `Where resellers find profitable housewares, week ${batch}.`;
  const category = `Sourcing ${batch}`;

  // The admin writes the post: the slug follows the title, the preview is the server's rendering.
  await signIn(admin, accounts.admin);
  await admin.goto('/admin/blog/create');
  // The back office (antd) loads on first use.
  await expect(admin.getByRole('heading', { name: 'New Blog Post' })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('Title', { exact: true }).fill(title);
  await expect(admin.getByLabel('Slug', { exact: true })).toHaveValue(slug);
  await expectNoSeriousViolations(admin, testInfo, 'admin blog editor');
  await admin.getByLabel('Content (Markdown)', { exact: true }).fill(`## Where to look\n\nCheck the **housewares** aisle first.\n\n${HOSTILE}\n`);
  const preview = admin.getByTestId('blog-preview');
  await expect(preview.getByRole('heading', { name: 'Where to look' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('housewares');
  await expectNoScriptFrom(admin, '[data-testid="blog-preview"]');
  await admin.getByLabel('Excerpt', { exact: true }).fill('The aisles worth your time this week.');
  await admin.getByLabel('Category', { exact: true }).fill(category);
  await admin.getByLabel('Tags', { exact: true }).fill('thrift, housewares');
  await admin.getByLabel('SEO description', { exact: true }).fill(description);
  await expect(admin.getByText(`${description.length} / 160`)).toBeVisible();
  await admin.getByLabel('Featured image', { exact: true }).setInputFiles({ name: 'find.png', mimeType: 'image/png', buffer: await picture() });
  await expect(admin.getByRole('img', { name: 'New featured image' })).toBeVisible();
  await admin.getByRole('button', { name: 'Create Post' }).click();
  await expect(admin.getByText('Blog post created successfully')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/blog$/);
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByRole('link', { name: `View ${title} on the blog` })).toHaveAttribute('href', `/blog/${slug}`);
  await settle(admin, row);
  await expectNoSeriousViolations(admin, testInfo, 'admin blog list');

  // The worker prepares the picture; the post then has its address.
  await expect.poll(async () => (await adminPost(admin, title)).featuredImage, { timeout: 60_000 }).toMatch(/^\/api\/images\/blog\/\d+/);
  expect((await adminPost(admin, title)).views).toBe(0);

  // A draft, written through the API as the form sends it.
  const draftSlug = `draft-finds-${batch}`;
  const draft = await admin.request.post('/api/admin/blog', {
    headers: originOf(admin),
    multipart: { title: `Draft Finds ${batch}`, slug: draftSlug, content: 'Not yet.', excerpt: 'Soon.', category, status: 'draft', tags: '[]' },
  });
  expect(draft.status(), await draft.text()).toBe(201);

  // The visitor's first HTML carries the post's head (as a crawler or a link preview reads it),
  // and rendering it on the server counts no view.
  const visitor = await visitorPage(browser);
  const first = await visitor.request.get(`/blog/${slug}`, { headers: { Accept: 'text/html' } });
  expect(first.status()).toBe(200);
  const html = await first.text();
  expect(html).toContain(`<title>${title} | BOLO Directory</title>`);
  expect(html).toContain(`<meta name="description" content="${description}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/images\/blog\/\d+/);
  expect(html).toContain('"@type":"BlogPosting"');
  expect(html).not.toContain('window.__xss=1</script>');
  expect((await adminPost(admin, title)).views).toBe(0);

  // The visitor reads it: the picture, the rendered markdown, nothing of the script; one view.
  await visitor.goto(`/blog/${slug}`);
  await visitor.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  const article = visitor.getByTestId('blog-post');
  await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Where to look' })).toBeVisible();
  await expect(article.getByText('#housewares')).toBeVisible();
  const featured = article.locator('img.blog-post__image');
  await expect.poll(() => featured.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1200);
  await expectNoScriptFrom(visitor, '[data-testid="blog-post"]');
  await expect(visitor).toHaveTitle(`${title} | BOLO Directory`);
  await expect.poll(async () => (await adminPost(admin, title)).views).toBe(1);
  // The page around the post (the author's own HTML, here a picture without alt text on purpose, is the author's).
  const postFindings = await new AxeBuilder({ page: visitor }).withTags(WCAG_TAGS).exclude('.blog-post__content').analyze();
  expect(postFindings.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? '')).map((violation) => violation.id)).toEqual([]);

  // The draft is the 404 page for a visitor, in the first HTML and in the browser.
  const hidden = await visitor.request.get(`/blog/${draftSlug}`, { headers: { Accept: 'text/html' } });
  expect(hidden.status()).toBe(404);
  await visitor.goto(`/blog/${draftSlug}`);
  await expect(visitor.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  // The sitemap lists the post and not the draft.
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  expect(sitemap).not.toContain(draftSlug);

  // Before any script runs, the category chips are plain links that filter the list.
  const noScript = await visitorPage(browser, { javaScriptEnabled: false });
  await noScript.goto('/blog');
  await noScript.getByRole('navigation', { name: 'Blog categories' }).getByRole('link', { name: `${category} (1)` }).click();
  await expect(noScript).toHaveURL(new RegExp(`/blog\\?category=Sourcing\\+${batch}$`));
  await expect(noScript.getByRole('heading', { level: 1, name: `${category} articles` })).toBeVisible();
  await expect(noScript.getByTestId('blog-card')).toHaveCount(1);
  await expect(noScript.getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}`);
  await visitor.goto(`/blog?category=${encodeURIComponent(category)}`);
  await settle(visitor, visitor.getByTestId('blog-card'));
  await expectNoSeriousViolations(visitor, testInfo, 'blog list');

  await visitor.context().close();
  await noScript.context().close();
});
