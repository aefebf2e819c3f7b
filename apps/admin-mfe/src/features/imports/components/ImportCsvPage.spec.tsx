import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPORT_MAX_BYTES } from '@bolo/contracts';
import { catalogueApi } from '@bolo/web';
import type { AppStore } from '@bolo/web';
import type { ImportStatus } from '@bolo/contracts';
import { findByRoleAfterText, renderAdminAt, requests, serve, setUpAdminPageTests } from '../../../shared/testing/admin-test-kit';
import type { Answer } from '../../../shared/testing/admin-test-kit';

setUpAdminPageTests();

const CSV = [
  'name,description,category,subcategory,buyPrice,soldRange,platforms,source,notes',
  'Pyrex bowl,Vintage mixing bowl,Home & Kitchen,,$5 - $10,$30 - $60,eBay;Etsy,Thrift Stores,',
  'Game Boy,Handheld console,Gaming,,$20 - $40,$60 - $120,eBay,Garage Sales,',
  'Bad row,,Cars,,x,y,,,',
  'Walkman,Cassette player,Electronics,,$10 - $20,$50 - $90,eBay,Estate Sales,',
].join('\n');

const status = (change: Partial<ImportStatus>): ImportStatus => ({
  id: 7,
  mode: 'dry-run',
  state: 'queued',
  fileName: 'items.csv',
  rowsRead: 0,
  valid: 0,
  invalid: 0,
  inserted: 0,
  error: null,
  createdAt: '2025-06-01T10:00:00.000Z',
  finishedAt: null,
  ...change,
});

/** POST answers `started`; each status poll takes the next answer of `polls` (the last one repeats). */
function serveImport(started: Answer, polls: Answer[] = []) {
  let poll = 0;
  serve((request, url) => {
    if (request.method === 'POST' && url.pathname === '/api/admin/imports') return started;
    if (request.method === 'GET' && url.pathname === '/api/admin/imports/7') return polls[Math.min(poll++, polls.length - 1)];
    if (request.method === 'GET' && url.pathname === '/api/bolo-items/count') return [200, { count: 40 }];
    return undefined;
  });
}

async function chooseFile(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

const start = () => fireEvent.click(screen.getByRole('button', { name: 'Start' }));

/** Keeps the published count (a member-side item cache in the shared store) loaded, as a member page would. */
async function watchItemCount(store: AppStore) {
  store.dispatch(catalogueApi.endpoints.getBoloCount.initiate());
  await waitFor(() => expect(requests('/api/bolo-items/count')).toHaveLength(1));
}

describe('/admin/import-csv', () => {
  it('explains the columns, the list separator and the allowed values, with the template', async () => {
    serveImport([202, status({})]);
    renderAdminAt('/admin/import-csv');

    const format = await screen.findByTestId('import-format');
    const row = (column: string) => within(format).getByText(column, { selector: 'code' }).closest('tr')!;
    expect(within(row('name')).getByText('Required')).toBeTruthy();
    expect(within(row('platforms')).getByText('Required')).toBeTruthy();
    expect(within(row('subcategory')).getByText('Optional')).toBeTruthy();
    expect(within(row('notes')).getByText('Optional')).toBeTruthy();
    expect(within(row('platforms')).getByText(/separated by ";"/)).toBeTruthy();
    expect(within(within(format).getByRole('list', { name: 'Categories' })).getByText('Home & Kitchen')).toBeTruthy();
    expect(within(within(format).getByRole('list', { name: 'Platforms' })).getByText('Depop')).toBeTruthy();
    expect(within(within(format).getByRole('list', { name: 'Sources' })).getByText('Retail Arbitrage')).toBeTruthy();
    expect(within(format).getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe('/api/admin/imports/template.csv');
    expect(screen.getByRole('link', { name: 'Paste a few rows instead' }).getAttribute('href')).toBe('/admin/import-csv-simple');
  });

  it('refuses a file over the size limit before sending it', async () => {
    serveImport([202, status({})]);
    renderAdminAt('/admin/import-csv');
    const big = new File(['name\n'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_BYTES + 1 });
    await chooseFile(big);

    expect(await screen.findByText('The file is too large (at most 64 MB)')).toBeTruthy();
    start();
    expect(await screen.findByText('Please choose a CSV file to import')).toBeTruthy();
    expect(requests('/api/admin/imports', 'POST')).toHaveLength(0);
  });

  it.each([
    ['the server message of a 400', [400, { message: 'Missing required columns: buyPrice, soldRange' }] as Answer, 'Missing required columns: buyPrice, soldRange'],
    ['the size message for a bare 413', [413, '<html>413 Request Entity Too Large</html>'] as Answer, 'The file is too large (at most 64 MB)'],
  ])('shows %s when the server refuses the file', async (_case, answer, message) => {
    serveImport(answer);
    renderAdminAt('/admin/import-csv');
    await chooseFile(new File([CSV], 'items.csv', { type: 'text/csv' }));
    expect(await screen.findByText(/items\.csv .*about 4 rows/)).toBeTruthy();
    start();

    const alert = (await screen.findByText(message)).closest('[role="alert"]');
    expect(alert).toBeTruthy();
    expect(requests('/api/admin/imports', 'POST')).toHaveLength(1);
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('uploads the file, polls the job, moves the bar and sums up with the error report', async () => {
    serveImport(
      [202, status({ mode: 'import' })],
      [
        [200, status({ mode: 'import', state: 'running', rowsRead: 2, valid: 2 })],
        [200, status({ mode: 'import', state: 'completed', rowsRead: 4, valid: 3, invalid: 1, inserted: 3, finishedAt: '2025-06-01T10:00:05.000Z' })],
      ],
    );
    const appended = jest.spyOn(FormData.prototype, 'append');
    const { store } = renderAdminAt('/admin/import-csv');
    await watchItemCount(store);
    await chooseFile(new File([CSV], 'items.csv', { type: 'text/csv' }));
    await screen.findByText(/about 4 rows/);
    fireEvent.click(screen.getByRole('radio', { name: /^Import \(store/ }));
    start();

    const progress = await screen.findByTestId('import-progress');
    const [sent] = requests('/api/admin/imports', 'POST');
    expect(sent.headers.get('content-type')).toMatch(/^multipart\/form-data/);
    // (jsdom's File cannot be read back out of Node's Request: check what was put in.)
    expect(appended.mock.calls.map(([name, value]) => [name, value instanceof File ? value.name : value])).toEqual([
      ['mode', 'import'],
      ['file', 'items.csv'],
    ]);

    // Half the rows read: half the bar. (One check: the next poll may answer as soon as it is seen.)
    await waitFor(() => {
      expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
      expect(within(progress).getByTestId('import-rowsRead').textContent).toContain('2');
    });

    expect(await within(progress).findByText('Import finished: 3 items stored as drafts', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(progress).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(within(progress).getByTestId('import-invalid').textContent).toContain('1');
    expect(within(progress).getByTestId('import-inserted').textContent).toContain('3');
    expect(within(progress).getByRole('link', { name: 'Download the error report' }).getAttribute('href')).toBe('/api/admin/imports/7/errors.csv');
    expect(within(progress).getByRole('link', { name: 'Review draft items' }).getAttribute('href')).toBe('/admin/manage-items?status=draft');

    // Stored items are an item write: the item caches are read again, once.
    await waitFor(() => expect(requests('/api/bolo-items/count')).toHaveLength(2));

    // Polling stops once the job is over.
    const polls = requests('/api/admin/imports/7', 'GET').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(requests('/api/admin/imports/7', 'GET')).toHaveLength(polls);
    expect(requests('/api/bolo-items/count')).toHaveLength(2);

    fireEvent.click(within(progress).getByRole('button', { name: 'Start another import' }));
    expect(await findByRoleAfterText('button', 'Start')).toBeTruthy();
  });

  it('says why a job failed as a whole', async () => {
    serveImport([202, status({})], [[200, status({ state: 'failed', error: 'Unknown columns: price' })]]);
    renderAdminAt('/admin/import-csv');
    await chooseFile(new File([CSV], 'items.csv', { type: 'text/csv' }));
    start();
    expect(await screen.findByText('The import failed')).toBeTruthy();
    expect(screen.getByText('Unknown columns: price')).toBeTruthy();
  });
});

describe('/admin/import-csv-simple', () => {
  it('starts with the header line, sends the pasted rows and shows the same progress and summary', async () => {
    serveImport(
      [202, status({ fileName: 'pasted-rows.csv' })],
      [[200, status({ fileName: 'pasted-rows.csv', state: 'completed', rowsRead: 2, valid: 2 })]],
    );
    const { store } = renderAdminAt('/admin/import-csv-simple');
    await watchItemCount(store);

    const box = screen.getByRole('textbox', { name: 'CSV rows' }) as HTMLTextAreaElement;
    expect(box.value).toBe('name,description,category,subcategory,buyPrice,soldRange,platforms,source,notes\n');
    start();
    expect(await screen.findByText('The file has no rows to import')).toBeTruthy();

    const rows = CSV.split('\n').slice(0, 3).join('\n');
    fireEvent.change(box, { target: { value: rows } });
    start();

    expect(await screen.findByText('Dry run finished: 2 valid, 0 invalid')).toBeTruthy();
    const [sent] = requests('/api/admin/imports', 'POST');
    expect(await sent.json()).toEqual({ csv: rows, mode: 'dry-run', fileName: 'pasted-rows.csv' });
    expect(screen.queryByRole('link', { name: 'Download the error report' })).toBeNull();
    // A dry run stores nothing: the item caches stay.
    expect(requests('/api/bolo-items/count')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Upload a file instead' }).getAttribute('href')).toBe('/admin/import-csv');
  });
});
