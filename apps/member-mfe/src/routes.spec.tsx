/// <reference types="jest" />
import './shared/testing/dom-polyfills';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { BoloItem, CommentPage } from '@bolo/contracts';
import { AppProviders, createAppStore } from '@bolo/web';
import MemberRoutes from './routes';

const member = { id: 4, username: 'member', isAdmin: false, subscriptionStatus: 'active' };
const item: BoloItem = {
  id: 7,
  name: 'Pyrex Bowl',
  description: 'Colourful vintage nesting bowls.',
  category: 'Home & Kitchen',
  subcategory: null,
  image: null,
  imageCard: null,
  source: ['Thrift Stores'],
  platforms: ['eBay'],
  buyPrice: '$5',
  soldRange: '$25 - $60',
  updated: '2025-01-01T00:00:00.000Z',
  notes: null,
  status: 'published',
};
const thread: CommentPage = {
  comments: [
    {
      id: 1,
      boloItemId: 7,
      content: 'Found two at Goodwill',
      username: 'thrifter',
      firstName: null,
      lastName: null,
      authorIsAdmin: false,
      createdAt: '2025-03-04T15:00:00.000Z',
      imageUrl: null,
      imagePending: false,
      upvotes: 0,
      downvotes: 0,
      userVote: null,
      isOwn: false,
      reportedByMe: false,
      status: 'visible',
    },
  ],
  total: 1,
  page: 1,
  totalPages: 1,
};

const answers: Record<string, unknown> = {
  '/api/auth/me': { user: member },
  '/api/bolo-items/7': item,
  '/api/saved-bolos/check/7': { isSaved: false },
  '/api/comments/7': thread,
};

beforeEach(() => {
  localStorage.setItem('userId', '4');
  localStorage.setItem('userData', JSON.stringify(member));
  globalThis.fetch = jest.fn(async (request: Request) => {
    const body = answers[new URL(request.url).pathname];
    return body ? new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }) : new Response('{}', { status: 404 });
  }) as unknown as typeof fetch;
});

describe('member routes', () => {
  it('composes /bolo/:id from the item and its Community Comments, below the item', async () => {
    render(
      <AppProviders store={createAppStore()}>
        <MemoryRouter initialEntries={['/bolo/7']}>
          <MemberRoutes />
        </MemoryRouter>
      </AppProviders>,
    );
    const comments = await screen.findByTestId('comments');
    expect(within(comments).getByRole('heading', { name: 'Community Comments' })).toBeTruthy();
    expect(await within(comments).findByText('Found two at Goodwill')).toBeTruthy();
    const detail = screen.getByTestId('item-detail');
    expect(detail.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
