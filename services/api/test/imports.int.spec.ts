import { IMPORT_COLUMNS, IMPORT_MAX_BYTES, IMPORT_MESSAGES, IMPORT_PASTE_MAX_BYTES, IMPORT_TEMPLATE_ROWS, importItemsJob, QUEUES } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import type { Queue } from 'bullmq';
import { parse } from 'csv-parse/sync';
import { createUser, signedIn } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const HEADER = IMPORT_COLUMNS.join(',');
const ROW = 'Vintage Pyrex Bowl,Colourful nesting bowls from the sixties,Home & Kitchen,Cookware,$5 - $15,$40 - $90,eBay;Etsy,Thrift Stores,';
const csv = (...lines: string[]) => Buffer.from(`${lines.join('\n')}\n`, 'utf8');

describe('CSV import API', () => {
  let t: TestApp;
  let admin: Agent;
  let member: Agent;
  let adminId: number;
  let queue: Queue;

  const upload = (file: Buffer | null, mode = 'import', name = 'items.csv') => {
    const req = admin.post('/api/admin/imports').field('mode', mode);
    return file ? req.attach('file', file, { filename: name, contentType: 'text/csv' }) : req;
  };
  const stored = async () => Number((await t.db.query(`SELECT count(*) AS n FROM item_imports`))[0].n);
  const queued = async () => Object.values(await queue.getJobCounts()).reduce((sum, n) => sum + n, 0);

  beforeAll(async () => {
    t = await startTestApp();
    const adminUser = await createUser(t.db, { isAdmin: true });
    adminId = adminUser.id;
    admin = await signedIn(t.server, adminUser);
    member = await signedIn(t.server, await createUser(t.db));
    queue = t.app.get(JobQueues).queue(QUEUES.imports);
  });
  afterAll(async () => {
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await t.close();
  });

  describe('refusals: a clear 4xx, nothing stored, nothing queued', () => {
    const cases: Array<[string, () => ReturnType<typeof upload>, number, string]> = [
      ['no file', () => upload(null), 400, IMPORT_MESSAGES.fileRequired],
      ['a file in another field', () => admin.post('/api/admin/imports').attach('upload', csv(HEADER, ROW), 'items.csv'), 400, IMPORT_MESSAGES.fileRequired],
      ['an empty file', () => upload(Buffer.alloc(0)), 400, IMPORT_MESSAGES.empty],
      ['a header without rows', () => upload(csv(HEADER, '', '  ')), 400, IMPORT_MESSAGES.empty],
      ['binary content (NUL bytes)', () => upload(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x0a, 0x41])), 400, IMPORT_MESSAGES.notCsv],
      ['invalid UTF-8', () => upload(Buffer.concat([csv(HEADER), Buffer.from([0xc3, 0x28, 0x0a])])), 400, IMPORT_MESSAGES.notCsv],
      ['missing required columns', () => upload(csv('name,description,category', 'A,B,C')), 400, 'Missing required columns: buyPrice, soldRange, platforms, source'],
      ['unknown columns', () => upload(csv(`${HEADER},price`, `${ROW},3`)), 400, 'Unknown columns: price'],
      ['a bad mode', () => upload(csv(HEADER, ROW), 'go-live'), 400, IMPORT_MESSAGES.modeInvalid],
      ['a paste without text', () => admin.post('/api/admin/imports').send({ mode: 'import' }), 400, IMPORT_MESSAGES.fileRequired],
      ['a paste with a bad header', () => admin.post('/api/admin/imports').send({ csv: 'foo,bar\n1,2\n', mode: 'dry-run' }), 400, 'Unknown columns: foo, bar'],
      [
        'a paste over its limit',
        () => admin.post('/api/admin/imports').send({ csv: `${HEADER}\n${ROW}\n`.padEnd(IMPORT_PASTE_MAX_BYTES + 1, 'x'), mode: 'import' }),
        413,
        IMPORT_MESSAGES.pasteTooLarge,
      ],
    ];

    it.each(cases)('%s', async (_name, send, status, message) => {
      const res = await send();
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
      expect(await stored()).toBe(0);
      expect(await queued()).toBe(0);
    });

    it(`a file over ${IMPORT_MAX_BYTES / 1024 / 1024} MB: 413`, async () => {
      const big = Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a');
      csv(HEADER).copy(big);
      const res = await upload(big);
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(IMPORT_MESSAGES.tooLarge);
      expect(await stored()).toBe(0);
    });
  });

  describe('accepted files', () => {
    it('stores an upload and queues its job: 202 with the queued status', async () => {
      const file = csv(HEADER, ROW, ROW.replace('Vintage', 'Retro'));
      const res = await upload(file, 'import', 'printemps-été.csv');
      expect(res.status).toBe(202);
      expect(res.body).toEqual({
        id: expect.any(Number),
        mode: 'import',
        state: 'queued',
        fileName: 'printemps-été.csv',
        rowsRead: 0,
        valid: 0,
        invalid: 0,
        inserted: 0,
        error: null,
        createdAt: expect.any(String),
        finishedAt: null,
      });
      const job = await queue.getJob(importItemsJob.jobId({ importId: res.body.id }));
      expect(job?.name).toBe(importItemsJob.name);
      expect(job?.data).toEqual({ importId: res.body.id });
      const [row] = await t.db.query(`SELECT file, created_by FROM item_imports WHERE id = $1`, [res.body.id]);
      expect(Buffer.compare(row.file, file)).toBe(0);
      expect(row.created_by).toBe(adminId);

      const status = await admin.get(`/api/admin/imports/${res.body.id}`);
      expect(status.status).toBe(200);
      expect(status.body).toEqual(res.body);
    });

    it('takes pasted CSV as JSON (beyond the default 100 kB body limit), a dry run by default', async () => {
      const rows = Array.from({ length: 2000 }, (_, i) => ROW.replace('Vintage', `Vintage ${i}`));
      const text = `${HEADER}\n${rows.join('\n')}\n`;
      expect(Buffer.byteLength(text)).toBeGreaterThan(200 * 1024);
      const res = await admin.post('/api/admin/imports').send({ csv: text });
      expect(res.status).toBe(202);
      expect(res.body).toEqual(expect.objectContaining({ mode: 'dry-run', fileName: 'pasted.csv', state: 'queued' }));
      expect(await queue.getJob(importItemsJob.jobId({ importId: res.body.id }))).toBeDefined();
    });

    it('accepts a BOM, CRLF line ends and headers in any order and case', async () => {
      const res = await upload(Buffer.from(`\uFEFFSource,Platforms,SoldRange,BuyPrice,Category,Description,Name\r\nThrift Stores,eBay,$9 - $20,$1 - $3,Media,An old paperback worth more,Book\r\n`));
      expect(res.status).toBe(202);
    });
  });

  describe('reading an import', () => {
    it('answers 404 for an unknown import', async () => {
      for (const path of ['/api/admin/imports/999999', '/api/admin/imports/abc', '/api/admin/imports/999999/errors.csv']) {
        const res = await admin.get(path);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(IMPORT_MESSAGES.notFound);
      }
    });

    it('lists the invalid rows as CSV: row number, name, messages', async () => {
      const imports = createRepositories(t.db).imports;
      const record = await imports.create({ mode: 'dry-run', fileName: 'x.csv', file: csv(HEADER, ROW), createdBy: adminId });
      await imports.saveBatch(
        record.id,
        {
          items: [],
          rowsRead: 3,
          valid: 0,
          errors: [
            { rowNumber: 7, name: '=HYPERLINK("x")', messages: ['Unknown platform: Ebay'] },
            { rowNumber: 3, name: 'Lamp, "brass"', messages: ['Name must be at least 3 characters', 'Category is required'] },
            { rowNumber: 5, name: null, messages: ['Row has 3 cells, expected 9'] },
          ],
        },
        false,
      );
      const res = await admin.get(`/api/admin/imports/${record.id}/errors.csv`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="import-${record.id}-errors.csv"`);
      expect(parse(res.text)).toEqual([
        ['row', 'name', 'messages'],
        ['3', 'Lamp, "brass"', 'Name must be at least 3 characters; Category is required'],
        ['5', '', 'Row has 3 cells, expected 9'],
        // A formula is defused for spreadsheets.
        ['7', `'=HYPERLINK("x")`, 'Unknown platform: Ebay'],
      ]);
    });

    it('issue 16 finding 2: quotes every cell with a CR, LF, quote or comma, so no row splits and every cell keeps its formula guard', async () => {
      const imports = createRepositories(t.db).imports;
      const record = await imports.create({ mode: 'dry-run', fileName: 'x.csv', file: csv(HEADER, ROW), createdBy: adminId });
      // [name in the file, the cell a spreadsheet must show]
      const cases = [
        ['CR lamp\r=1+2', 'CR lamp\r=1+2'],
        ['LF lamp\n=1+2', 'LF lamp\n=1+2'],
        ['CRLF lamp\r\n@SUM(A1)', 'CRLF lamp\r\n@SUM(A1)'],
        ['=1+2', "'=1+2"],
        ['+1+2', "'+1+2"],
        ['-1+2', "'-1+2"],
        ['@SUM(A1)', "'@SUM(A1)"],
        ['\t=1+2', "'\t=1+2"],
        ['\r=1+2', "'\r=1+2"],
        ['Lamp, "brass"', 'Lamp, "brass"'],
      ];
      const errors = cases.map(([name], i) => ({ rowNumber: i + 2, name, messages: ['Unknown platform: x\r=2+3', 'Category is required'] }));
      await imports.saveBatch(record.id, { items: [], rowsRead: errors.length, valid: 0, errors }, false);

      const res = await admin.get(`/api/admin/imports/${record.id}/errors.csv`).buffer(true);
      expect(res.status).toBe(200);
      // Read the way a spreadsheet does: an unquoted CR or LF ends the row.
      const rows = parse(res.text, { record_delimiter: ['\r\n', '\r', '\n'], relax_column_count: true }) as string[][];
      expect(rows).toEqual([
        ['row', 'name', 'messages'],
        ...cases.map(([, cell], i) => [String(i + 2), cell, 'Unknown platform: x\r=2+3; Category is required']),
      ]);
      expect(rows.flat().filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    });

    it('serves the template: the header and two example rows', async () => {
      const res = await admin.get('/api/admin/imports/template.csv').buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment');
      const [header, ...rows] = parse(res.text) as string[][];
      expect(header).toEqual([...IMPORT_COLUMNS]);
      expect(rows).toEqual(IMPORT_TEMPLATE_ROWS.map((row) => IMPORT_COLUMNS.map((c) => row[c])));
      // The template itself passes the upload checks.
      expect((await upload(Buffer.from(res.text), 'dry-run', 'template.csv')).status).toBe(202);
    });
  });

  describe('access', () => {
    it.each([
      ['post', '/api/admin/imports'],
      ['get', '/api/admin/imports/1'],
      ['get', '/api/admin/imports/1/errors.csv'],
      ['get', '/api/admin/imports/template.csv'],
    ])('%s %s answers 401 signed out and 403 to a member', async (method, path) => {
      expect((await request(t.server)[method as 'get'](path)).status).toBe(401);
      expect((await member[method as 'get'](path)).status).toBe(403);
    });

    it('a member cannot upload, even a valid file', async () => {
      const before = await stored();
      const res = await member.post('/api/admin/imports').field('mode', 'import').attach('file', csv(HEADER, ROW), 'items.csv');
      expect(res.status).toBe(403);
      expect(await stored()).toBe(before);
    });
  });

  describe('queues dashboard (Bull Board) at /api/admin/queues', () => {
    it('answers 401 signed out and 403 to a member, for the page and its API', async () => {
      for (const path of ['/api/admin/queues', '/api/admin/queues/api/queues']) {
        const anonymous = await request(t.server).get(path);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body.message).toEqual(expect.any(String));
        expect((await member.get(path)).status).toBe(403);
      }
    });

    it('serves the page, its static files and every queue to an admin', async () => {
      const page = await admin.get('/api/admin/queues');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      // Its assets are relative to <base href>, i.e. served under the same guarded path.
      expect(page.text).toContain('<base href="/api/admin/queues/"');
      const script = /src="(static\/js\/main[^"]+\.js)"/.exec(page.text)?.[1];
      expect(script).toBeDefined();
      const asset = await admin.get(`/api/admin/queues/${script}`);
      expect(asset.status).toBe(200);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect((await request(t.server).get(`/api/admin/queues/${script}`)).status).toBe(401);

      const api = await admin.get('/api/admin/queues/api/queues');
      expect(api.status).toBe(200);
      const names = (api.body.queues as Array<{ name: string }>).map((q) => q.name).sort();
      expect(names).toEqual(Object.values(QUEUES).sort());
    });
  });
});
