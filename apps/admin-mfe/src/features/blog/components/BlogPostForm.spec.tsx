import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BLOG_MESSAGES } from '@bolo/contracts';
import type { AdminBlogPost } from '@bolo/contracts';
import { currentAddress, findByRoleAfterText, findToast, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';
import type { Answers } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
// Role queries are slow over antd's markup in jsdom: the buttons are found by their text.
const click = (text: string) => fireEvent.click(screen.getByText(text).closest('button') as HTMLButtonElement);


const STORED: AdminBlogPost = {
  id: 12,
  title: 'Pricing Vintage Pyrex',
  slug: 'pricing-vintage-pyrex',
  content: '# Pyrex\n\nLook for the **primary colors** set.',
  excerpt: 'What a set is worth.',
  category: 'Pricing',
  tags: ['pyrex', 'kitchen'],
  author: 'Ada Min',
  status: 'published',
  metaTitle: null,
  metaDescription: null,
  keywords: null,
  publishedAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-05T10:00:00.000Z',
  createdAt: '2025-03-05T10:00:00.000Z',
  readTime: 1,
  views: 3,
  featuredImage: '/api/images/blog/12?v=1',
  imagePending: false,
};

const list = { posts: [], pagination: { page: 1, total: 0, totalPages: 0, hasMore: false } };
const common: Answers = {
  '/api/blog/posts': [200, { posts: [], pagination: list.pagination, categories: [{ name: 'Sourcing', count: 2 }] }],
  'POST /api/admin/blog/preview': [200, { html: '<h1>Rendered</h1>' }],
  '/api/admin/blog': [200, list],
};

describe('/admin/blog/create', () => {
  it('makes the slug from the title until it is edited, checks with the shared schema, previews, and sends the post', async () => {
    serve({ ...common, 'POST /api/admin/blog': [201, { id: 5, message: BLOG_MESSAGES.created, post: { ...STORED, id: 5 } }] });
    renderAdminAt('/admin/blog/create');
    expect(await findByRoleAfterText('heading', 'New Blog Post')).toBeTruthy();

    // Nothing filled: the schema's own messages, and nothing sent.
    click('Create Post');
    for (const message of [BLOG_MESSAGES.titleRequired, BLOG_MESSAGES.contentRequired, BLOG_MESSAGES.excerptRequired, BLOG_MESSAGES.categoryRequired]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }

    type('Title', 'Thrift Store Finds & Flips!');
    expect(field('Slug').value).toBe('thrift-store-finds-and-flips');
    type('Slug', 'my finds');
    type('Title', 'Thrift Store Finds');
    expect(field('Slug').value).toBe('my finds');
    click('Create Post');
    expect(await screen.findByText(BLOG_MESSAGES.slugInvalid)).toBeTruthy();
    expect(requests('/api/admin/blog', 'POST')).toHaveLength(0);

    type('Slug', 'thrift-store-finds');
    type('Content (Markdown)', '# Hello\n\nSome **finds**.');
    // The live preview: the API's rendering of the markdown, after a pause.
    expect(within(await screen.findByTestId('blog-preview', {}, { timeout: 3000 })).getByRole('heading', { name: 'Rendered' })).toBeTruthy();
    expect(await requests('/api/admin/blog/preview', 'POST')[0].json()).toEqual({ content: '# Hello\n\nSome **finds**.' });
    type('Excerpt', 'Where to look this week.');
    type('Category', 'Sourcing');
    type('Tags', 'thrift, ebay, thrift');
    type('SEO title', 'A'.repeat(71));
    expect(screen.getByText('71 / 70')).toBeTruthy();
    click('Create Post');
    expect(await screen.findByText(BLOG_MESSAGES.metaTitleTooLong)).toBeTruthy();
    type('SEO title', 'Thrift finds');
    fireEvent.click(screen.getByLabelText('Draft'));
    click('Create Post');

    await findToast('Success');
    await waitFor(() => expect(currentAddress()).toBe('/admin/blog'));
    const [sent] = requests('/api/admin/blog', 'POST');
    const form = await sent.formData();
    // A multipart body carries line breaks as CRLF (the schema turns them back into LF).
    expect(String(form.get('content')).replace(/\r\n/g, '\n')).toBe('# Hello\n\nSome **finds**.');
    form.delete('content');
    expect(Object.fromEntries(form.entries())).toEqual({
      title: 'Thrift Store Finds',
      slug: 'thrift-store-finds',
      excerpt: 'Where to look this week.',
      category: 'Sourcing',
      tags: '["thrift","ebay"]',
      metaTitle: 'Thrift finds',
      metaDescription: '',
      keywords: '',
      author: '',
      status: 'draft',
      removeImage: 'false',
    });
    // antd's first render in jsdom alone takes seconds.
  }, 60_000);
});

describe('/admin/blog/edit/:id', () => {
  it('starts from the stored post, keeps its slug, and shows a taken slug beside the field', async () => {
    serve({ ...common, '/api/admin/blog/12': [200, STORED], 'PUT /api/admin/blog/12': [409, { message: BLOG_MESSAGES.slugTaken }] });
    renderAdminAt('/admin/blog/edit/12');
    expect(await findByRoleAfterText('heading', 'Edit: Pricing Vintage Pyrex')).toBeTruthy();
    expect(field('Tags').value).toBe('pyrex, kitchen');
    expect(screen.getByRole('img', { name: 'Current featured image' }).getAttribute('src')).toBe('/api/images/blog/12?v=1');
    type('Title', 'Pricing Pyrex in 2025');
    expect(field('Slug').value).toBe('pricing-vintage-pyrex');
    type('Slug', 'taken-slug');
    click('Save Changes');

    const toast = await findToast('Post not saved');
    expect(within(toast).getByText(BLOG_MESSAGES.slugTaken)).toBeTruthy();
    // Beside the slug too, and the editor stays open with what was typed.
    await waitFor(() => expect(screen.getAllByText(BLOG_MESSAGES.slugTaken)).toHaveLength(2));
    expect(currentAddress()).toBe('/admin/blog/edit/12');
    const form = await requests('/api/admin/blog/12', 'PUT')[0].formData();
    expect([form.get('title'), form.get('slug'), form.has('image'), form.get('removeImage')]).toEqual(['Pricing Pyrex in 2025', 'taken-slug', false, 'false']);
  });
});
