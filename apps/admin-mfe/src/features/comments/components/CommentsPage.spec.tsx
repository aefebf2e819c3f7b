import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminComment } from '@bolo/contracts';
import { currentAddress, findByRoleAfterText, findToast, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';
import type { Answer, Answers } from '../../../shared/testing/admin-test-kit';

const comment = (id: number, extra: Partial<AdminComment> = {}): AdminComment => ({
  id,
  content: `Comment number ${id}`,
  username: 'thrifter',
  firstName: 'Tina',
  lastName: 'Thrift',
  boloItemId: 7,
  boloItemName: 'Pyrex Bowl',
  createdAt: '2025-03-04T15:05:00.000Z',
  upvotes: 0,
  downvotes: 0,
  isReported: false,
  status: 'visible',
  imageUrl: null,
  reports: [],
  ...extra,
});

const report = (username: string | null, reportedAt = '2025-03-05T09:30:00.000Z') => ({ username, reportedAt, reason: null });

const REPORTED = '/api/admin/comments/reported';
const ALL = '/api/admin/comments';

const reportedComment = comment(1, {
  content: 'Buy my stuff',
  upvotes: 1,
  downvotes: 3,
  isReported: true,
  status: 'hidden',
  reports: [report('picker'), report(null, '2025-03-06T10:00:00.000Z')],
});

setUpAdminPageTests();

const table = (testId: string) => within(screen.getByTestId(testId));
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const en = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

function serveLists(answers: Answers = {}) {
  serve({ [REPORTED]: [200, [reportedComment]], [ALL]: [200, { comments: [], total: 0 }], ...answers });
}

describe('/admin/comments/reported', () => {
  it('lists the reported comments with author, item, en-US date with time, signed score, and a count badge on its tab', async () => {
    serveLists({ [REPORTED]: [200, [reportedComment, comment(2, { username: null, boloItemName: null, upvotes: 2, isReported: true, reports: [report('picker')] })]] });
    renderAdminAt('/admin/comments/reported');

    expect(await findByRoleAfterText('heading', 'Comments Management', { level: 1 })).toBeTruthy();
    const reportedTab = screen.getByRole('tab', { name: /Reported Comments/ });
    expect(reportedTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'All Comments' }).getAttribute('aria-selected')).toBe('false');
    await waitFor(() => expect(within(reportedTab).getByTitle('2 reported')).toBeTruthy());

    const rows = table('reported-comments');
    await rows.findByText('Buy my stuff');
    const first = within(rowOf('Buy my stuff'));
    expect(first.getByText('thrifter')).toBeTruthy();
    expect(first.getByText('Tina Thrift')).toBeTruthy();
    expect(first.getByRole('link', { name: 'Pyrex Bowl' }).getAttribute('href')).toBe('/bolo/7');
    expect(first.getByText(en('2025-03-04T15:05:00.000Z'))).toBeTruthy();
    expect(en('2025-03-04T15:05:00.000Z')).toMatch(/^\d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(first.getByTestId('comment-score').textContent).toBe('-2');
    expect(first.getByText('2 reports · hidden from members')).toBeTruthy();

    const second = within(rowOf('Comment number 2'));
    expect(second.getByText('Unknown User')).toBeTruthy();
    expect(second.getByText('Unknown Item')).toBeTruthy();
    expect(second.queryByRole('link')).toBeNull();
    expect(second.getByTestId('comment-score').textContent).toBe('+2');

    // The Reported tab has no status column, and the all-comments list is not asked for.
    expect(rows.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(requests(ALL)).toHaveLength(0);
    // The layout: breadcrumbs from the route table, the menu's Comments entry selected.
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Comments' }).getAttribute('href')).toBe('/admin/comments');
  });

  it('shows who reported a comment and when', async () => {
    serveLists();
    renderAdminAt('/admin/comments/reported');
    await table('reported-comments').findByText('Buy my stuff');
    fireEvent.click(within(rowOf('Buy my stuff')).getByRole('button', { name: /expand row/i }));
    const reporters = await screen.findByText('Reported by');
    const list = within(reporters.closest('.admin-comment-reports') as HTMLElement);
    expect(list.getByText(`picker on ${en('2025-03-05T09:30:00.000Z')}`)).toBeTruthy();
    expect(list.getByText(`Unknown User on ${en('2025-03-06T10:00:00.000Z')}`)).toBeTruthy();
  });

  it("says 'No reported comments found' and shows no badge when there are none", async () => {
    serveLists({ [REPORTED]: [200, []] });
    renderAdminAt('/admin/comments/reported');
    expect(await table('reported-comments').findByText('No reported comments found')).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Reported Comments/ })).queryByTitle(/reported/)).toBeNull();
  });

  it('clears a report, says so and refreshes the reported list', async () => {
    let reported = [reportedComment];
    serveLists({
      [REPORTED]: () => [200, reported],
      [`POST ${ALL}/1/clear-report`]: () => {
        reported = [];
        return [200, { message: 'cleared' }];
      },
    });
    renderAdminAt('/admin/comments/reported');
    await table('reported-comments').findByText('Buy my stuff');
    fireEvent.click(within(rowOf('Buy my stuff')).getByRole('button', { name: 'Clear Report' }));
    expect(within(await findToast('Success')).getByText('Report cleared successfully')).toBeTruthy();
    expect(await table('reported-comments').findByText('No reported comments found')).toBeTruthy();
    expect(requests(`${ALL}/1/clear-report`, 'POST')).toHaveLength(1);
    expect(requests(REPORTED)).toHaveLength(2);
  });

  it("says 'Failed to clear report' when the clear is refused", async () => {
    serveLists({ [`POST ${ALL}/1/clear-report`]: [500, { message: 'boom' }] });
    renderAdminAt('/admin/comments/reported');
    await table('reported-comments').findByText('Buy my stuff');
    fireEvent.click(within(rowOf('Buy my stuff')).getByRole('button', { name: 'Clear Report' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to clear report')).toBeTruthy();
    expect(toast.getAttribute('role')).toBe('alert');
    // Never repeated.
    expect(requests(`${ALL}/1/clear-report`, 'POST')).toHaveLength(1);
  });

  it('never repeats a refused (403) list request', async () => {
    serveLists({ [REPORTED]: [403, { message: 'Admin access required', code: 'ADMIN_REQUIRED' }] });
    renderAdminAt('/admin/comments/reported');
    expect(await screen.findByText('HTTP 403: Admin access required')).toBeTruthy();
    expect(requests(REPORTED)).toHaveLength(1);
  });
});

describe('/admin/comments (All Comments)', () => {
  it("adds the status column and 'Showing N of total comments', paged on the server", async () => {
    serveLists({
      [ALL]: (_request, url) => {
        const page = Number(url.searchParams.get('page'));
        const comments = page === 1 ? [reportedComment, comment(2, { upvotes: 0, downvotes: 0 })] : [comment(3)];
        return [200, { comments, total: 120 }] as Answer;
      },
    });
    renderAdminAt('/admin/comments');

    expect(screen.getByRole('tab', { name: 'All Comments' }).getAttribute('aria-selected')).toBe('true');
    const rows = table('all-comments');
    await rows.findByText('Buy my stuff');
    expect(screen.getByTestId('comments-showing').textContent).toBe('Showing 2 of 120 comments');
    expect(rows.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    const reportedRow = within(rowOf('Buy my stuff'));
    expect(reportedRow.getByText('Reported')).toBeTruthy();
    expect(reportedRow.getByText('Hidden')).toBeTruthy();
    const normalRow = within(rowOf('Comment number 2'));
    expect(normalRow.getByText('Normal')).toBeTruthy();
    expect(normalRow.getByTestId('comment-score').textContent).toBe('+0');
    expect(normalRow.queryByRole('button', { name: 'Clear Report' })).toBeNull();

    const [first] = requests(ALL);
    expect(Object.fromEntries(new URL(first.url).searchParams)).toEqual({ page: '1', limit: '50' });

    fireEvent.click(rows.getByTitle('2'));
    await rows.findByText('Comment number 3');
    expect(currentAddress()).toBe('/admin/comments?page=2');
    expect(new URL(requests(ALL).at(-1)!.url).searchParams.get('page')).toBe('2');
  });

  it("says 'No comments found' when there are none", async () => {
    serveLists({ [REPORTED]: [200, []] });
    renderAdminAt('/admin/comments');
    expect(await table('all-comments').findByText('No comments found')).toBeTruthy();
    expect(screen.getByTestId('comments-showing').textContent).toBe('Showing 0 of 0 comments');
  });

  it('repeats a failed all-comments request once, then shows the failure', async () => {
    serveLists({ [ALL]: [500, { message: 'Database unavailable' }] });
    renderAdminAt('/admin/comments');
    expect(await screen.findByText('HTTP 500: Database unavailable', undefined, { timeout: 5000 })).toBeTruthy();
    expect(requests(ALL)).toHaveLength(2);
  });

  it('switches tabs by address, asking for all comments only while that tab is open', async () => {
    serveLists();
    renderAdminAt('/admin/comments/reported');
    await table('reported-comments').findByText('Buy my stuff');
    expect(requests(ALL)).toHaveLength(0);
    // The tabs stay on the page as it changes: found once.
    const allTab = screen.getByRole('tab', { name: 'All Comments' });
    const reportedTab = screen.getByRole('tab', { name: /Reported Comments/ });

    fireEvent.click(allTab);
    await waitFor(() => expect(currentAddress()).toBe('/admin/comments'));
    await table('all-comments').findByText('No comments found');
    expect(requests(ALL)).toHaveLength(1);

    fireEvent.click(reportedTab);
    await waitFor(() => expect(currentAddress()).toBe('/admin/comments/reported'));
    await table('reported-comments').findByText('Buy my stuff');
    // Fresh for 5 minutes: not asked again.
    expect(requests(REPORTED)).toHaveLength(1);

    // Never cached: opening the tab again asks again.
    fireEvent.click(allTab);
    await table('all-comments').findByText('No comments found');
    await waitFor(() => expect(requests(ALL)).toHaveLength(2));
  });

  it('deletes after the confirmation, says so and refreshes both lists', async () => {
    let all = [reportedComment, comment(2)];
    serveLists({
      [REPORTED]: () => [200, all.filter((entry) => entry.isReported)],
      [ALL]: () => [200, { comments: all, total: all.length }],
      [`DELETE ${ALL}/1`]: () => {
        all = all.filter((entry) => entry.id !== 1);
        return [200, { message: 'deleted' }];
      },
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderAdminAt('/admin/comments');
    await table('all-comments').findByText('Buy my stuff');

    fireEvent.click(within(rowOf('Buy my stuff')).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure you want to delete this comment? This action cannot be undone.');
    expect(requests(`${ALL}/1`, 'DELETE')).toHaveLength(0);

    fireEvent.click(within(rowOf('Buy my stuff')).getByRole('button', { name: 'Delete' }));
    expect(within(await findToast('Success')).getByText('Comment deleted successfully')).toBeTruthy();
    await waitFor(() => expect(table('all-comments').queryByText('Buy my stuff')).toBeNull());
    expect(screen.getByTestId('comments-showing').textContent).toBe('Showing 1 of 1 comments');
    expect(requests(ALL)).toHaveLength(2);
    await waitFor(() => expect(requests(REPORTED)).toHaveLength(2));
    const reportedTab = screen.getByRole('tab', { name: /Reported Comments/ });
    await waitFor(() => expect(within(reportedTab).queryByTitle(/reported/)).toBeNull());
  });

  it("says 'Error' / 'Failed to delete comment' when the delete is refused", async () => {
    serveLists({ [ALL]: [200, { comments: [comment(2)], total: 1 }], [`DELETE ${ALL}/2`]: [500, { message: 'boom' }] });
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderAdminAt('/admin/comments');
    await table('all-comments').findByText('Comment number 2');
    fireEvent.click(within(rowOf('Comment number 2')).getByRole('button', { name: 'Delete' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to delete comment')).toBeTruthy();
    expect(toast.getAttribute('role')).toBe('alert');
  });
});
