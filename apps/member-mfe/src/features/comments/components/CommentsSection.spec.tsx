/// <reference types="jest" />
import '../../../shared/testing/dom-polyfills';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { CommentPage, CommentView, PublicUser } from '@bolo/contracts';
import { AppProviders, Toaster, createAppStore, hydrateApi } from '@bolo/web';
import { commentsApi, commentsPageArgs } from '../api/comments-api';
import { CommentsSection } from './CommentsSection';

const ITEM = 7;
const THREAD = `/api/comments/${ITEM}`;

const member = { id: 4, username: 'member', email: 'm@example.com', firstName: 'Mia', lastName: 'Member', isAdmin: false, subscriptionStatus: 'active', subscriptionPlan: 'monthly', subscriptionEndDate: null } as PublicUser;
const admin = { ...member, id: 1, username: 'admin', isAdmin: true } as PublicUser;

const comment = (id: number, extra: Partial<CommentView> = {}): CommentView => ({
  id,
  boloItemId: ITEM,
  content: `Comment number ${id}`,
  username: 'thrifter',
  firstName: 'Tina',
  lastName: 'Thrift',
  authorIsAdmin: false,
  createdAt: '2025-03-04T15:00:00.000Z',
  imageUrl: null,
  imagePending: false,
  upvotes: 2,
  downvotes: 1,
  userVote: null,
  isOwn: false,
  reportedByMe: false,
  status: 'visible',
  ...extra,
});

const pageOf = (comments: CommentView[], extra: Partial<CommentPage> = {}): CommentPage => ({ comments, total: comments.length, page: 1, totalPages: 1, ...extra });

type Answer = [status: number, body: unknown];
type Answers = Record<string, Answer | ((request: Request, url: URL) => Answer | Promise<Answer>)>;

const fetchMock = jest.fn<Promise<Response>, [Request]>();

/** Answers 'METHOD /path' (GET for a bare path); /api/auth/me answers the signed-in user. */
function serve(answers: Answers, user: PublicUser | null = member) {
  fetchMock.mockImplementation(async (request) => {
    const url = new URL(request.url);
    const found = answers[`${request.method} ${url.pathname}`] ?? (request.method === 'GET' ? answers[url.pathname] : undefined);
    const answer: Answer | undefined = typeof found === 'function' ? await found(request, url) : (found ?? (url.pathname === '/api/auth/me' ? [200, { user }] : undefined));
    if (!answer) throw new Error(`unexpected request ${request.method} ${url.pathname}${url.search}`);
    return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'Content-Type': 'application/json' } });
  });
}

const requests = (path: string, method = 'GET') => fetchMock.mock.calls.map(([request]) => request).filter((request) => new URL(request.url).pathname === path && request.method === method);

function signIn(user: PublicUser | null) {
  if (!user) return;
  localStorage.setItem('userId', String(user.id));
  localStorage.setItem('userData', JSON.stringify(user));
}

function renderSection(user: PublicUser | null = member) {
  signIn(user);
  render(
    <AppProviders store={createAppStore()}>
      <MemoryRouter initialEntries={[`/bolo/${ITEM}`]}>
        <CommentsSection boloItemId={ITEM} />
        <Toaster />
      </MemoryRouter>
    </AppProviders>,
  );
}

async function findToast(title: string) {
  const node = await screen.findByText(title, { selector: '.toast__title' });
  return node.closest('[data-testid="toast"]') as HTMLElement;
}

const cards = () => screen.findAllByTestId('comment');
const textBox = () => screen.getByLabelText('Your comment') as HTMLTextAreaElement;
const postButton = () => screen.getByRole('button', { name: 'Post Comment' }) as HTMLButtonElement;

function chooseFile(file: File) {
  const input = screen.getByLabelText('Add a picture') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  // Toasts live outside React for 5 s: close those an earlier test left.
  render(<Toaster />);
  for (const close of screen.queryAllByRole('button', { name: 'Dismiss notification' })) fireEvent.click(close);
  document.body.innerHTML = '';
});

afterEach(() => jest.restoreAllMocks());

describe('Community Comments: the list', () => {
  it('shows each comment with its author, en-US date, text and 180x180 picture, a placeholder while the picture is made', async () => {
    serve({
      [THREAD]: [
        200,
        pageOf([
          comment(1, { imageUrl: '/api/images/comments/1/180.jpg' }),
          comment(2, { firstName: null, lastName: null, username: 'picker', imagePending: true, createdAt: '2024-12-25T12:00:00.000Z' }),
        ]),
      ],
    });
    renderSection();

    const [first, second] = await cards();
    expect(screen.getByRole('heading', { level: 2, name: 'Community Comments' })).toBeTruthy();
    expect(within(first).getByText('Tina Thrift')).toBeTruthy();
    expect(within(first).getByText('@thrifter')).toBeTruthy();
    expect(within(first).getByText('Mar 4, 2025').getAttribute('datetime')).toBe('2025-03-04T15:00:00.000Z');
    expect(within(first).getByText('Comment number 1')).toBeTruthy();
    const picture = within(first).getByRole('img', { name: 'Picture posted by Tina Thrift' });
    expect(picture.getAttribute('src')).toBe('/api/images/comments/1/180.jpg');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['180', '180']);
    // No name: the username.
    expect(within(second).getByText('picker')).toBeTruthy();
    expect(within(second).getByText('Dec 25, 2024')).toBeTruthy();
    expect(within(second).getByRole('img', { name: 'Picture processing…' })).toBeTruthy();

    const [asked] = requests(THREAD);
    expect(new URL(asked.url).searchParams.get('page')).toBe('1');
  });

  it("highlights the member's own vote, and a vote shows the counts the server answers", async () => {
    serve({
      [THREAD]: [200, pageOf([comment(1, { userVote: 'up', upvotes: 3, downvotes: 0 })])],
      'POST /api/comments/1/vote': [200, { upvotes: 2, downvotes: 1, userVote: 'down' }],
    });
    renderSection();
    const [card] = await cards();
    const up = within(card).getByRole('button', { name: 'Upvote (3)' });
    const down = within(card).getByRole('button', { name: 'Downvote (0)' });
    expect(up.getAttribute('aria-pressed')).toBe('true');
    expect(down.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(down);
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Downvote (1)' }).getAttribute('aria-pressed')).toBe('true'));
    expect(within(card).getByRole('button', { name: 'Upvote (2)' }).getAttribute('aria-pressed')).toBe('false');
    const [vote] = requests('/api/comments/1/vote', 'POST');
    expect(await vote.json()).toEqual({ voteType: 'down' });
  });

  it("toasts 'Vote Failed', and 'Login Required' when the session has ended", async () => {
    let status = 500;
    serve({ [THREAD]: [200, pageOf([comment(1)])], 'POST /api/comments/1/vote': () => [status, { message: 'nope' }] });
    renderSection();
    const [card] = await cards();
    fireEvent.click(within(card).getByRole('button', { name: /^Upvote/ }));
    expect(within(await findToast('Vote Failed')).getByText('Failed to vote on comment.')).toBeTruthy();
    // Never repeated: the same vote twice takes itself back.
    expect(requests('/api/comments/1/vote', 'POST')).toHaveLength(1);

    status = 401;
    await waitFor(() => expect((within(card).getByRole('button', { name: /^Upvote/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(card).getByRole('button', { name: /^Upvote/ }));
    expect(within(await findToast('Login Required')).getByText('Please log in to vote on comments.')).toBeTruthy();
  });

  it('offers Delete to the author only, asks the browser to confirm, then deletes and refreshes', async () => {
    let comments = [comment(1, { isOwn: true }), comment(2)];
    serve({
      [THREAD]: () => [200, pageOf(comments)],
      'DELETE /api/comments/1': () => {
        comments = comments.slice(1);
        return [200, { message: 'deleted' }];
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderSection();
    const [own, other] = await cards();
    expect(within(other).queryByRole('button', { name: 'Delete' })).toBeNull();

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this comment?');
    expect(requests('/api/comments/1', 'DELETE')).toHaveLength(0);

    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(within(await findToast('Comment Deleted')).getByText('Your comment has been deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(requests(THREAD)).toHaveLength(2);
  });

  it("toasts 'Delete Failed' when the delete is refused", async () => {
    serve({ [THREAD]: [200, pageOf([comment(1, { isOwn: true })])], 'DELETE /api/comments/1': [403, { message: 'Not yours' }] });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderSection();
    const [own] = await cards();
    fireEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    expect(within(await findToast('Delete Failed')).getByText('Failed to delete comment.')).toBeTruthy();
  });

  it('offers Report to signed-in members on comments of others they have not reported, never on their own', async () => {
    let reportedNow = false;
    serve({
      [THREAD]: () => [200, pageOf([comment(1, { isOwn: true }), comment(2, { reportedByMe: true }), comment(3, { reportedByMe: reportedNow })])],
      'POST /api/comments/3/report': () => {
        reportedNow = true;
        return [200, { message: 'reported' }];
      },
    });
    renderSection();
    const [own, reported, other] = await cards();
    expect(within(own).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(reported).queryByRole('button', { name: 'Report' })).toBeNull();
    expect(within(reported).getByText('You reported this comment')).toBeTruthy();

    fireEvent.click(within(other).getByRole('button', { name: 'Report' }));
    expect(within(await findToast('Comment Reported')).getByText('Thank you for reporting this comment. We will review it shortly.')).toBeTruthy();
    await waitFor(() => expect(within(screen.getAllByTestId('comment')[2]).queryByRole('button', { name: 'Report' })).toBeNull());
    const [sent] = requests('/api/comments/3/report', 'POST');
    expect(await sent.json()).toEqual({});
  });

  it("toasts 'Report Failed', and 'Login Required' when the session has ended", async () => {
    let status = 500;
    serve({ [THREAD]: [200, pageOf([comment(3)])], 'POST /api/comments/3/report': () => [status, { message: 'nope' }] });
    renderSection();
    const [card] = await cards();
    fireEvent.click(within(card).getByRole('button', { name: 'Report' }));
    expect(within(await findToast('Report Failed')).getByText('Failed to report comment.')).toBeTruthy();
    status = 401;
    await waitFor(() => expect((within(card).getByRole('button', { name: 'Report' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(card).getByRole('button', { name: 'Report' }));
    expect(within(await findToast('Login Required')).getByText('Please log in to report comments.')).toBeTruthy();
  });

  it("shows an admin's http(s) links as anchors opening in a new tab, and everyone's text as text", async () => {
    serve({
      [THREAD]: [
        200,
        pageOf([
          comment(1, { authorIsAdmin: true, content: 'Guide: https://example.com/guide, and (www.example.org). Not javascript:alert(1)' }),
          comment(2, { content: 'See [link removed] <b>now</b>' }),
        ]),
      ],
    });
    renderSection();
    const [byAdmin, byMember] = await cards();
    const links = within(byAdmin).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/guide', 'https://www.example.org']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    // Punctuation after an address is not part of it.
    expect(links.map((link) => link.firstChild?.textContent)).toEqual(['https://example.com/guide', 'www.example.org']);
    expect(within(byAdmin).getByText(/Not javascript:alert\(1\)/)).toBeTruthy();
    expect(within(byMember).queryByRole('link')).toBeNull();
    expect(within(byMember).getByText('See [link removed] <b>now</b>')).toBeTruthy();
    expect(byMember.querySelector('b')).toBeNull();
  });

  it("marks its author's hidden comment as under review", async () => {
    serve({ [THREAD]: [200, pageOf([comment(1, { isOwn: true, status: 'hidden' }), comment(2)])] });
    renderSection();
    const [hidden, visible] = await cards();
    expect(within(hidden).getByText('Under review')).toBeTruthy();
    expect(within(visible).queryByText('Under review')).toBeNull();
  });

  it('pages through the thread on the server', async () => {
    serve({
      [THREAD]: (_request, url) => {
        const page = Number(url.searchParams.get('page'));
        return [200, pageOf([comment(page * 100)], { page, total: 25, totalPages: 2 })];
      },
    });
    renderSection();
    await screen.findByText('Comment number 100');
    expect(screen.getByText('25 comments')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByText('Comment number 200');
    expect(requests(THREAD).map((request) => new URL(request.url).searchParams.get('page'))).toEqual(['1', '2']);
  });

  it('shows a signed-out reader the log-in prompt and asks nothing', async () => {
    serve({});
    renderSection(null);
    expect(screen.getByTestId('comments-login-prompt')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Your comment')).toBeNull();
    await act(async () => undefined);
    expect(requests(THREAD)).toHaveLength(0);
  });

  it('shows the log-in prompt when the server says the session has ended', async () => {
    serve({ [THREAD]: [401, { message: 'Authentication required', code: 'AUTH_REQUIRED' }] });
    renderSection();
    expect(await screen.findByTestId('comments-login-prompt')).toBeTruthy();
  });
});

describe('Community Comments: the post form', () => {
  it('counts characters live and keeps Post disabled while the text is empty or blank', async () => {
    serve({ [THREAD]: [200, pageOf([])] });
    renderSection();
    await screen.findByText('No comments yet. Be the first to share a tip about this item.');
    expect(screen.getByText('0/1000 characters')).toBeTruthy();
    expect(postButton().disabled).toBe(true);
    expect(textBox().maxLength).toBe(1000);

    fireEvent.change(textBox(), { target: { value: '   ' } });
    expect(screen.getByText('3/1000 characters')).toBeTruthy();
    expect(postButton().disabled).toBe(true);

    fireEvent.change(textBox(), { target: { value: 'Great find' } });
    expect(screen.getByText('10/1000 characters')).toBeTruthy();
    expect(postButton().disabled).toBe(false);
  });

  it("warns a non-admin about a link with a red border, and refuses to post it with 'Links Not Allowed'", async () => {
    serve({ [THREAD]: [200, pageOf([])] });
    renderSection();
    await screen.findByText(/No comments yet/);
    fireEvent.change(textBox(), { target: { value: 'Look at WWW.example.com' } });
    const warning = screen.getByText('Links are only allowed for administrators. Please remove any URLs from your comment.');
    expect(warning.getAttribute('role')).toBe('alert');
    expect(textBox().getAttribute('aria-describedby')).toContain(warning.id);
    expect(textBox().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(postButton());
    expect(within(await findToast('Links Not Allowed')).getByText('Only administrators can include links in comments.')).toBeTruthy();
    expect(requests('/api/comments', 'POST')).toHaveLength(0);

    fireEvent.change(textBox(), { target: { value: 'Look at it' } });
    expect(screen.queryByText(/Links are only allowed/)).toBeNull();
    expect(textBox().getAttribute('aria-invalid')).toBeNull();
  });

  it('lets an admin write links without a warning', async () => {
    serve({ [THREAD]: [200, pageOf([])] }, admin);
    renderSection(admin);
    await screen.findByText(/No comments yet/);
    fireEvent.change(textBox(), { target: { value: 'Guide: https://example.com' } });
    expect(screen.queryByText(/Links are only allowed/)).toBeNull();
    expect(textBox().getAttribute('aria-invalid')).toBeNull();
  });

  it("posts the text and picture, disables Post while sending, then clears the form, refreshes the list and says 'Comment Added'", async () => {
    let comments: CommentView[] = [];
    let release: () => void = () => undefined;
    serve({
      [THREAD]: () => [200, pageOf(comments)],
      'POST /api/comments': () =>
        new Promise<Answer>((resolve) => {
          release = () => {
            comments = [comment(9, { content: 'Great find', isOwn: true, imagePending: true })];
            resolve([201, comments[0]]);
          };
        }),
    });
    const appended = jest.spyOn(FormData.prototype, 'append');
    renderSection();
    await screen.findByText(/No comments yet/);
    fireEvent.change(textBox(), { target: { value: '  Great find  ' } });
    chooseFile(new File(['jpeg bytes'], 'find.jpg', { type: 'image/jpeg' }));
    expect(screen.getByRole('img', { name: 'Picture to post' })).toBeTruthy();
    expect(screen.getByText('Optional. Pictures are resized to 180x180 pixels (under 5MB).')).toBeTruthy();

    fireEvent.click(postButton());
    await waitFor(() => expect(requests('/api/comments', 'POST')).toHaveLength(1));
    expect((screen.getByRole('button', { name: 'Posting...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(appended.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['boloItemId', '7'],
      ['content', 'Great find'],
      ['image', 'find.jpg'],
    ]);

    await act(async () => release());
    expect(within(await findToast('Comment Added')).getByText('Your comment has been posted successfully.')).toBeTruthy();
    expect(textBox().value).toBe('');
    expect(screen.queryByRole('img', { name: 'Picture to post' })).toBeNull();
    expect(await screen.findByText('Great find')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Picture processing…' })).toBeTruthy();
    expect(requests(THREAD)).toHaveLength(2);
  });

  it("shows 'Failed to Post' with the server's message, or the default", async () => {
    let answer: Answer = [429, { message: 'Too many comments. Please wait a minute.' }];
    serve({ [THREAD]: [200, pageOf([])], 'POST /api/comments': () => answer });
    renderSection();
    await screen.findByText(/No comments yet/);
    fireEvent.change(textBox(), { target: { value: 'Hello' } });
    fireEvent.click(postButton());
    expect(within(await findToast('Failed to Post')).getByText('Too many comments. Please wait a minute.')).toBeTruthy();
    expect(textBox().value).toBe('Hello');

    answer = [500, 'oops'];
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(postButton().disabled).toBe(false));
    fireEvent.click(postButton());
    expect(within(await findToast('Failed to Post')).getByText('Failed to post comment.')).toBeTruthy();
    // A post is never repeated after a failure (it may have been stored).
    expect(requests('/api/comments', 'POST')).toHaveLength(2);
  });

  it("says 'Login Required' when the session has ended", async () => {
    serve({ [THREAD]: [200, pageOf([])], 'POST /api/comments': [401, { message: 'Authentication required', code: 'AUTH_REQUIRED' }] });
    renderSection();
    await screen.findByText(/No comments yet/);
    fireEvent.change(textBox(), { target: { value: 'Hello' } });
    fireEvent.click(postButton());
    expect(within(await findToast('Login Required')).getByText('Please log in to post comments.')).toBeTruthy();
  });

  it("refuses a file that is not an image ('Invalid File') or is 5 MB or more ('File Too Large')", async () => {
    serve({ [THREAD]: [200, pageOf([])] });
    renderSection();
    await screen.findByText(/No comments yet/);
    chooseFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect(within(await findToast('Invalid File')).getByText('Please select an image file.')).toBeTruthy();
    chooseFile(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' }));
    expect(within(await findToast('File Too Large')).getByText('Please select an image smaller than 5MB.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Picture to post' })).toBeNull();
  });
});

describe('Community Comments: rendered on the server, then hydrated', () => {
  it('paints the first page from the server render and hydrates without a mismatch, keeping text typed before the app started', async () => {
    // The server's prefetch: the same query the block asks, in a store whose answers travel with the page.
    serve({ [THREAD]: [200, pageOf([comment(1, { createdAt: '2025-03-01T02:30:00.000Z' })])] });
    const serverStore = createAppStore();
    await serverStore.dispatch(commentsApi.endpoints.getComments.initiate(commentsPageArgs(ITEM), { subscribe: false }));
    const page = (store: ReturnType<typeof createAppStore>) => (
      <AppProviders store={store} serverSession={{ user: member }}>
        <MemoryRouter initialEntries={[`/bolo/${ITEM}`]}>
          <CommentsSection boloItemId={ITEM} />
        </MemoryRouter>
      </AppProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(serverStore));
    document.body.appendChild(container);
    expect(container.textContent).toContain('Comment number 1');
    // The server writes dates in UTC.
    expect(container.querySelector('time')?.textContent).toBe('Mar 1, 2025');
    expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
    // Typed before the app started.
    (container.querySelector('textarea') as HTMLTextAreaElement).value = 'Typed early';

    const browserStore = createAppStore();
    browserStore.dispatch(hydrateApi(serverStore.getState().api));
    const asked = requests(THREAD).length;
    const onRecoverableError = jest.fn();
    let root: Root | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, page(browserStore), { onRecoverableError });
      });
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(container.textContent).toContain('11/1000 characters');
      expect((container.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(false);
      // The server's answer is fresh: the browser does not ask again.
      expect(requests(THREAD)).toHaveLength(asked);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
  });
});
