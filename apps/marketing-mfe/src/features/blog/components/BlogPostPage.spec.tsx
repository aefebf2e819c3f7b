/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { BlogPost } from '@bolo/contracts';
import { AppProviders, ResponseStatusContext, createAppStore, loadPageData, matchPage, resolvePageHead } from '@bolo/web';
import type { AppStore, ResponseStatusSink } from '@bolo/web';
import { blogPages } from '../pages';
import BlogPostPage from './BlogPostPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

const POST: BlogPost = {
  id: 7,
  title: 'Thrift Store Finds',
  slug: 'thrift-store-finds',
  excerpt: 'What to pick up this week.',
  category: 'Sourcing',
  tags: ['thrift'],
  author: 'Ada',
  publishedAt: '2025-03-05T10:00:00.000Z',
  updatedAt: '2025-03-06T10:00:00.000Z',
  readTime: 3,
  views: 12,
  featuredImage: '/api/images/blog/7?v=abc',
  contentHtml: '<p>Look for <strong>Pyrex</strong>.</p>',
  metaTitle: 'Best Thrift Finds',
  metaDescription: null,
  keywords: null,
  related: [],
};

type Answer = [number, unknown];
function serve(post: Answer) {
  fetchMock.mockImplementation(async (request) => {
    const { pathname } = new URL(request.url);
    const [status, body] = pathname === '/api/blog/posts/thrift-store-finds' ? post : pathname.endsWith('/views') ? [204, null] : [404, { message: 'Not found' }];
    return new Response(body === null ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderAt(address: string, store: AppStore = createAppStore(), sink: ResponseStatusSink | null = null) {
  render(
    <ResponseStatusContext.Provider value={sink}>
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path="blog/:slug" element={<BlogPostPage />} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </ResponseStatusContext.Provider>,
  );
}

const views = () => fetchMock.mock.calls.filter(([request]) => request.method === 'POST' && new URL(request.url).pathname === '/api/blog/posts/thrift-store-finds/views');

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('BlogPostPage (issue 18)', () => {
  it('shows the post with its server-rendered content and counts one view', async () => {
    serve([200, POST]);
    renderAt('/blog/thrift-store-finds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Thrift Store Finds' })).toBeTruthy();
    expect(screen.getByText('Pyrex').tagName).toBe('STRONG');
    expect(screen.getByText('By Ada')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe('/blog');
    await waitFor(() => expect(views()).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(views()).toHaveLength(1);
  });

  it('is the 404 page (HTTP 404) for a draft or unknown slug, and counts nothing', async () => {
    serve([404, { message: 'Blog post not found' }]);
    const sink = { status: 200 };
    renderAt('/blog/thrift-store-finds', createAppStore(), sink);
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeTruthy();
    expect(sink.status).toBe(404);
    expect(views()).toHaveLength(0);
  });

  it("heads the page with the post's SEO fields and a BlogPosting", async () => {
    serve([200, POST]);
    const store = createAppStore();
    const url = new URL('http://site.invalid/blog/thrift-store-finds');
    // What the shell's server does before it renders the page.
    await loadPageData(blogPages, url, store, null);
    const matched = matchPage(blogPages, url.pathname);
    if (!matched) throw new Error('no page for /blog/:slug');
    const head = resolvePageHead(matched, { url, user: null }, store.getState());
    expect(head).toMatchObject({ title: 'Best Thrift Finds', description: 'What to pick up this week.', type: 'article', image: '/api/images/blog/7?v=abc' });
    expect(head.jsonLd?.[0]).toMatchObject({ '@type': 'BlogPosting', headline: 'Thrift Store Finds', datePublished: POST.publishedAt, author: { name: 'Ada' } });
  });
});
