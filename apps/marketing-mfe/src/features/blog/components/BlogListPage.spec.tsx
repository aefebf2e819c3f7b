/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BlogListResponse, BlogPostSummary } from '@bolo/contracts';
import { AppProviders, createAppStore } from '@bolo/web';
import BlogListPage from './BlogListPage';

const fetchMock = jest.fn<Promise<Response>, [Request]>();

const post = (id: number, category: string): BlogPostSummary => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  excerpt: `Excerpt ${id}`,
  category,
  tags: [],
  author: 'Ada',
  publishedAt: '2025-03-05T23:30:00.000Z',
  updatedAt: '2025-03-05T23:30:00.000Z',
  readTime: 4,
  views: 0,
  featuredImage: null,
});

const answer: BlogListResponse = {
  posts: [post(1, 'Sourcing'), post(2, 'Sourcing')],
  pagination: { page: 2, total: 20, totalPages: 3, hasMore: true },
  categories: [
    { name: 'Pricing & Fees', count: 4 },
    { name: 'Sourcing', count: 16 },
  ],
};

function renderAt(address: string) {
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[address]}>
        <BlogListPage />
      </MemoryRouter>
    </AppProviders>,
  );
}

const listRequests = () => fetchMock.mock.calls.map(([request]) => new URL(request.url)).filter((url) => url.pathname === '/api/blog/posts');

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (request) =>
    new URL(request.url).pathname === '/api/blog/posts'
      ? new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })
      : new Promise<Response>(() => undefined),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

describe('BlogListPage (issue 18)', () => {
  it('asks for the category and page of its address, and offers every category as a plain link with its count', async () => {
    renderAt('/blog?category=Sourcing&page=2');
    expect(await screen.findByRole('link', { name: 'Post 1' })).toBeTruthy();
    expect(listRequests().map((url) => Object.fromEntries(url.searchParams))).toEqual([{ page: '2', category: 'Sourcing' }]);

    const chips = within(screen.getByRole('navigation', { name: 'Blog categories' })).getAllByRole('link');
    // Real addresses: the filter works before scripts run, and the first page of each category.
    expect(chips.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All posts (20)', '/blog'],
      ['Pricing & Fees (4)', '/blog?category=Pricing+%26+Fees'],
      ['Sourcing (16)', '/blog?category=Sourcing'],
    ]);
    expect(chips.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
    expect(screen.getByRole('heading', { level: 1, name: 'Sourcing articles' })).toBeTruthy();
  });

  it('pages with links that keep the category, and shows each card with its date (UTC) and read time', async () => {
    renderAt('/blog?category=Sourcing&page=2');
    const pages = within(await screen.findByRole('navigation', { name: 'Blog pages' }));
    expect(pages.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/blog?category=Sourcing');
    expect(pages.getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/blog?category=Sourcing&page=3');
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const card = screen.getAllByTestId('blog-card')[0];
    expect(within(card).getByRole('link', { name: 'Post 1' }).getAttribute('href')).toBe('/blog/post-1');
    // 23:30 UTC is still March 5 wherever the page is rendered.
    expect(card.textContent).toContain('March 5, 2025');
    expect(card.textContent).toContain('4 min read');
  });

  it('says so when a category has no posts, with the way back to every post', async () => {
    fetchMock.mockImplementation(async () =>
      new Response(JSON.stringify({ ...answer, posts: [], pagination: { page: 1, total: 0, totalPages: 0, hasMore: false } }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    renderAt('/blog?category=Gaming');
    expect(await screen.findByRole('heading', { name: 'No posts in Gaming yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blog');
  });
});
