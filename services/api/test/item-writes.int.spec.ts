import { createRepositories } from '@bolo/db';
import { IMAGE_VARIANT_JOB, imageVariantJobId, type AdminItem, type AdminItemsResponse, type ItemWriteResponse } from '@bolo/contracts';
import { createHash } from 'node:crypto';
import type { Test } from 'supertest';
import { createItem, createUser, CreatedUser, signedIn, subscriberSpec } from './support/fixtures';
import { jpeg, png, pngHeaderClaiming } from './support/images';
import { request, startTestApp, TestApp } from './support/test-app';
import sharp from 'sharp';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** What the admin forms send (admin-side §3/§7): prices as '$min - $max', lists as JSON text. */
const FORM = {
  name: 'Vintage Pyrex Mixing Bowl',
  description: 'Colourful nesting bowls that sell quickly to collectors.',
  notes: 'Check for chips and dishwasher haze.',
  category: 'Home & Kitchen',
  subcategory: 'Glassware',
  buyPrice: '$2 - $8',
  soldRange: '$25 - $60',
  platforms: JSON.stringify(['eBay', 'Mercari']),
  source: JSON.stringify(['Thrift Stores', 'Estate Sales']),
  updated: '2020-01-01T00:00:00.000Z',
};

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('item writes (admin)', () => {
  let t: TestApp;
  let adminUser: CreatedUser;
  let admin: Agent;
  let member: Agent;

  const count = async (table: 'bolo_items' | 'bolo_item_images') => Number((await t.db.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const counts = async () => ({ items: await count('bolo_items'), images: await count('bolo_item_images') });
  const stored = (id: number) => createRepositories(t.db).items.findForAdmin(id);

  /** A multipart create with the form's text fields (overridden by `fields`) and an optional picture. */
  function createMultipart(fields: Record<string, string> = {}, file?: { bytes: Buffer; filename: string; contentType: string }) {
    let req = admin.post('/api/bolo-items/create');
    for (const [key, value] of Object.entries({ ...FORM, ...fields })) req = req.field(key, value);
    if (file) req = req.attach('image', file.bytes, { filename: file.filename, contentType: file.contentType });
    return req;
  }

  const fetchJobsFor = async (itemId: number) =>
    (await t.imagesQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((job) => job?.name === 'item-image-fetch' && job.data.itemId === itemId);

  beforeAll(async () => {
    t = await startTestApp();
    adminUser = await createUser(t.db, { isAdmin: true });
    admin = await signedIn(t.server, adminUser);
    member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('access', () => {
    let id: number;
    beforeAll(async () => {
      id = await createItem(t.db, { status: 'draft' });
    });

    // POST /api/bolo-items/create is open to every signed-in user: a member's is a proposal (proposals.int.spec.ts).
    const calls: Array<[string, (agent: ReturnType<typeof request> | Agent) => Test]> = [
      ['PUT /api/bolo-items/:id', (a) => a.put(`/api/bolo-items/${id}`).send(FORM)],
      ['PUT /api/bolo-items/:id/status', (a) => a.put(`/api/bolo-items/${id}/status`).send({ status: 'published' })],
      ['DELETE /api/bolo-items/:id', (a) => a.delete(`/api/bolo-items/${id}`)],
      ['GET /api/admin/bolo-items', (a) => a.get('/api/admin/bolo-items')],
    ];

    it.each(calls)('%s answers 401 logged out and 403 to a member, changing nothing', async (_name, call) => {
      const before = await stored(id);
      const loggedOut = await call(request(t.server));
      expect(loggedOut.status).toBe(401);
      const asMember = await call(member);
      expect(asMember.status).toBe(403);
      expect(asMember.body.message).toBe('Admin access required');
      expect(await stored(id)).toEqual(before);
    });

    it('POST /api/bolo-items/create answers 401 logged out; from a member it stores their draft (a proposal)', async () => {
      expect((await request(t.server).post('/api/bolo-items/create').send(FORM)).status).toBe(401);
      const res = await member.post('/api/bolo-items/create').send({ ...FORM, status: 'published' });
      expect(res.status).toBe(201);
      expect((res.body as ItemWriteResponse).item).toMatchObject({ status: 'draft', createdBy: { isAdmin: false } });
    });

    it('answers 400 Invalid item ID for a malformed id and 404 Item not found for an unknown one', async () => {
      for (const call of [admin.put('/api/bolo-items/abc').send(FORM), admin.put('/api/bolo-items/0/status').send({ status: 'draft' }), admin.delete('/api/bolo-items/1.5')]) {
        const res = await call;
        expect([res.status, res.body.message]).toEqual([400, 'Invalid item ID']);
      }
      for (const call of [admin.put('/api/bolo-items/999999').send(FORM), admin.put('/api/bolo-items/999999/status').send({ status: 'draft' }), admin.delete('/api/bolo-items/999999')]) {
        const res = await call;
        expect([res.status, res.body.message]).toEqual([404, 'Item not found']);
      }
    });
  });

  describe('POST /api/bolo-items/create', () => {
    it('stores a multipart item with a JPEG as a draft of the admin, with its picture, and queues the card job', async () => {
      const bytes = await jpeg(40, 30);
      const res = await createMultipart({}, { bytes, filename: 'bowl.png', contentType: 'image/png' }); // the crop keeps the file name
      expect(res.status).toBe(201);
      const body = res.body as ItemWriteResponse;
      expect(body).toMatchObject({ message: 'BOLO item created successfully.', image: `/api/images/bolo-items/${body.id}`, imagePending: false });
      expect(body.item).toMatchObject({
        id: body.id,
        name: FORM.name,
        status: 'draft',
        category: 'Home & Kitchen',
        subcategory: 'Glassware',
        buyPrice: '$2 - $8',
        soldRange: '$25 - $60',
        platforms: ['eBay', 'Mercari'],
        source: ['Thrift Stores', 'Estate Sales'],
        createdBy: { id: adminUser.id, username: adminUser.username, name: null, isAdmin: true },
      });
      // The server stamps `updated` itself.
      expect(Date.now() - Date.parse(body.item.updated)).toBeLessThan(60_000);

      const image = await createRepositories(t.db).itemImages.stored(body.id);
      expect(image).toMatchObject({ contentType: 'image/jpeg', checksum: sha256(bytes) });
      expect(Buffer.compare(image!.data, bytes)).toBe(0);
      const job = await t.imagesQueue.getJob(imageVariantJobId('item', body.id, sha256(bytes)));
      expect(job?.name).toBe(IMAGE_VARIANT_JOB);

      const picture = await admin.get(body.image!).buffer(true);
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/jpeg');
    });

    it('accepts a PNG and a WebP, and a JSON body without a picture', async () => {
      const withPng = await createMultipart({ name: 'PNG pictured item' }, { bytes: await png(), filename: 'a.png', contentType: 'image/png' });
      expect(withPng.status).toBe(201);
      expect((await createRepositories(t.db).itemImages.stored(withPng.body.id))?.contentType).toBe('image/png');
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).webp().toBuffer();
      const withWebp = await createMultipart({ name: 'WebP pictured item' }, { bytes: webp, filename: 'a.webp', contentType: 'image/webp' });
      expect(withWebp.status).toBe(201);

      const json = await admin.post('/api/bolo-items/create').send({ ...FORM, platforms: ['eBay'], source: ['Retail'], notes: '', subcategory: '', tags: 'x, y' });
      expect(json.status).toBe(201);
      expect(json.body).toMatchObject({ image: null, imagePending: false, item: { notes: null, subcategory: null, platforms: ['eBay'], source: ['Retail'], status: 'draft' } });
    });

    it("answers 'Missing required fields' when name, description or category is not sent at all", async () => {
      const { name: _name, ...withoutName } = FORM;
      const before = await counts();
      const res = await admin.post('/api/bolo-items/create').send(withoutName);
      expect([res.status, res.body.message]).toEqual([400, 'Missing required fields: name, description, and category are required']);
      expect(await counts()).toEqual(before);
    });

    // Every rule of admin-side §5, over HTTP, with nothing stored.
    it.each([
      [{ name: 'ab' }, 'Name must be at least 3 characters'],
      [{ name: 'n'.repeat(201) }, 'Name must be less than 200 characters'],
      [{ description: 'short' }, 'Description must be at least 10 characters'],
      [{ description: 'd'.repeat(2001) }, 'Description must be less than 2000 characters'],
      [{ notes: 'n'.repeat(1001) }, 'Notes must be less than 1000 characters'],
      [{ category: '' }, 'Category is required'],
      [{ category: 'Cars' }, 'Unknown category'],
      [{ subcategory: 'Action Figures' }, 'Unknown subcategory for this category'],
      [{ buyPrice: '$0 - $8' }, 'Minimum buy price must be greater than 0'],
      [{ buyPrice: '' }, 'Minimum buy price must be greater than 0'],
      [{ soldRange: '' }, 'Minimum sell price must be greater than 0'],
      [{ buyPrice: '$8 - $8' }, 'Maximum buy price must be greater than minimum buy price'],
      [{ soldRange: '$60 - $25' }, 'Maximum sell price must be greater than minimum sell price'],
      [{ soldRange: '$25 - $100,001' }, 'Price seems unrealistic'],
      [{ buyPrice: '$0.50 - $60' }, 'Price range seems unrealistic'],
      [{ platforms: '[]' }, 'At least one platform is required'],
      [{ platforms: '["eBay","Craigslist"]' }, 'Unknown platform: Craigslist'],
      [{ platforms: '["eBay"' }, 'platforms must be a list of names'],
      [{ source: '[]' }, 'At least one source is required'],
      [{ source: '["Dumpsters"]' }, 'Unknown source: Dumpsters'],
      [{ description: 'A fine bowl <script>alert(1)</script>' }, 'Invalid content detected'],
      [{ notes: 'javascript:alert(1)' }, 'Invalid content detected'],
      [{ notes: 'data:text/html,hi' }, 'Invalid content detected'],
      [{ description: 'vbscript:msgbox("hi")' }, 'Invalid content detected'],
      [{ name: 'Bowl\u0000set' }, 'Text must not contain control characters'],
      [{ condition: 'Shiny' }, 'Condition is required'],
      [{ imageUrl: 'ftp://example.com/a.png' }, 'Image URL must be an http or https address'],
    ])('refuses %j with 400 %j and stores nothing', async (changes, message) => {
      const before = await counts();
      const multipart = await createMultipart(changes as Record<string, string>);
      expect([multipart.status, multipart.body.message]).toEqual([400, message]);
      expect(await counts()).toEqual(before);
    });

    it('refuses an upload over 5 MB with 413 before storing anything', async () => {
      const before = await counts();
      const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 1)]);
      const res = await createMultipart({}, { bytes: big, filename: 'big.png', contentType: 'image/png' });
      expect([res.status, res.body.message]).toEqual([413, 'Image file too large']);
      expect(await counts()).toEqual(before);
    });

    it.each([
      ['text posing as a JPEG', async () => Buffer.from('not an image at all'), 'image/jpeg', 'Only JPEG, PNG, and WebP images are allowed'],
      ['an SVG', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'Only JPEG, PNG, and WebP images are allowed'],
      ['a GIF', () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer(), 'image/gif', 'Only JPEG, PNG, and WebP images are allowed'],
      ['a pixel bomb', async () => pngHeaderClaiming(100_000, 100_000), 'image/png', 'Image dimensions are too large (at most 40 megapixels)'],
      ['a truncated PNG', async () => (await png(200, 200)).subarray(0, 20), 'image/png', 'The image file could not be read'],
    ])('refuses %s with 400 and stores nothing', async (_case, make, contentType, message) => {
      const before = await counts();
      const res = await createMultipart({}, { bytes: await make(), filename: 'picture', contentType });
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a second file or a file in another field', async () => {
      const before = await counts();
      const res = await admin.post('/api/bolo-items/create').field('name', FORM.name).attach('picture', await png(), 'a.png');
      expect([res.status, res.body.message]).toEqual([400, 'Only one file, in the "image" field, may be sent']);
      expect(await counts()).toEqual(before);
    });

    it.each(['http://127.0.0.1/x.png', 'http://10.0.0.1/x.png', 'http://[::1]/', 'http://169.254.169.254/latest/meta-data', 'http://localhost:3000/a.png', 'http://2130706433/a.png', 'http://[::ffff:192.168.0.1]/a.png'])(
      'refuses the image URL %s at once, storing and queueing nothing',
      async (imageUrl) => {
        const before = await counts();
        const res = await createMultipart({ imageUrl });
        expect([res.status, res.body.message]).toEqual([400, 'Image URL must not point to a private or local address']);
        expect(await counts()).toEqual(before);
      },
    );

    it('saves the item and queues a fetch for a public image URL (answering imagePending)', async () => {
      const res = await createMultipart({ imageUrl: ' https://images.example.com/bowl.png ' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ image: null, imagePending: true });
      const jobs = await fetchJobsFor(res.body.id);
      expect(jobs).toHaveLength(1);
      expect(jobs[0].data).toMatchObject({ itemId: res.body.id, url: 'https://images.example.com/bowl.png', requestId: expect.stringMatching(/^[A-Za-z0-9_-]{16}$/) });
    });

    it('uses the file and ignores imageUrl when both are sent', async () => {
      const res = await createMultipart({ imageUrl: 'https://images.example.com/other.png' }, { bytes: await png(), filename: 'a.png', contentType: 'image/png' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ image: `/api/images/bolo-items/${res.body.id}`, imagePending: false });
      expect(await fetchJobsFor(res.body.id)).toHaveLength(0);
    });
  });

  describe('PUT /api/bolo-items/:id', () => {
    let id: number;
    beforeAll(async () => {
      id = (await createMultipart({ name: 'Item to edit' }, { bytes: await png(), filename: 'a.png', contentType: 'image/png' })).body.id;
    });

    it('changes the fields (JSON) and keeps the picture', async () => {
      const res = await admin.put(`/api/bolo-items/${id}`).send({ ...FORM, name: 'Edited item', soldRange: '$30 - $70', platforms: ['Etsy'], imageUrl: `/api/images/bolo-items/${id}` });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id, message: 'BOLO item updated successfully.', image: `/api/images/bolo-items/${id}`, imagePending: false });
      expect(await stored(id)).toMatchObject({ name: 'Edited item', soldRange: '$30 - $70', platforms: ['Etsy'], image: `/api/images/bolo-items/${id}`, status: 'draft' });
      expect(await fetchJobsFor(id)).toHaveLength(0);
    });

    it('replaces the picture with a multipart upload', async () => {
      const bytes = await jpeg(24, 24);
      let req = admin.put(`/api/bolo-items/${id}`);
      for (const [key, value] of Object.entries({ ...FORM, name: 'Edited again' })) req = req.field(key, value);
      const res = await req.attach('image', bytes, { filename: 'new.jpg', contentType: 'image/jpeg' });
      expect(res.status).toBe(200);
      expect((await createRepositories(t.db).itemImages.stored(id))?.checksum).toBe(sha256(bytes));
      expect(await t.imagesQueue.getJob(imageVariantJobId('item', id, sha256(bytes)))).toBeDefined();
      expect((await stored(id))?.name).toBe('Edited again');
    });

    it('refuses a bad form or picture without changing the item', async () => {
      const before = await stored(id);
      const invalid = await admin.put(`/api/bolo-items/${id}`).send({ ...FORM, description: 'short' });
      expect([invalid.status, invalid.body.message]).toEqual([400, 'Description must be at least 10 characters']);
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
      let req = admin.put(`/api/bolo-items/${id}`);
      for (const [key, value] of Object.entries(FORM)) req = req.field(key, value);
      const refused = await req.attach('image', gif, { filename: 'a.gif', contentType: 'image/gif' });
      expect([refused.status, refused.body.message]).toEqual([400, 'Only JPEG, PNG, and WebP images are allowed']);
      const flag = await admin.put(`/api/bolo-items/${id}`).send({ ...FORM, removeImage: 'maybe' });
      expect([flag.status, flag.body.message]).toEqual([400, 'removeImage must be true or false']);
      const privateUrl = await admin.put(`/api/bolo-items/${id}`).send({ ...FORM, imageUrl: 'http://192.168.1.1/a.png' });
      expect([privateUrl.status, privateUrl.body.message]).toEqual([400, 'Image URL must not point to a private or local address']);
      expect(await stored(id)).toEqual(before);
    });

    it('queues a fetch for a new public image URL', async () => {
      const res = await admin.put(`/api/bolo-items/${id}`).send({ ...FORM, imageUrl: 'https://images.example.com/new.webp' });
      expect(res.status).toBe(200);
      expect(res.body.imagePending).toBe(true);
      expect((await fetchJobsFor(id)).map((job) => job.data.url)).toEqual(['https://images.example.com/new.webp']);
    });

    it('removeImage clears the picture and its stored bytes', async () => {
      const res = await admin.put(`/api/bolo-items/${id}`).field('removeImage', 'true').field('name', FORM.name).field('description', FORM.description).field('category', FORM.category).field('buyPrice', FORM.buyPrice).field('soldRange', FORM.soldRange).field('platforms', FORM.platforms).field('source', FORM.source);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ image: null, item: { image: null, imageCard: null } });
      expect(await createRepositories(t.db).itemImages.stored(id)).toBeNull();
      expect((await admin.get(`/api/images/bolo-items/${id}`)).status).toBe(404);
    });
  });

  describe('publishing and deleting', () => {
    const directoryIds = async () => ((await member.get('/api/bolo-items?limit=100')).body.items as Array<{ id: number }>).map((item) => item.id);

    it('publish shows the item in the member directory at once, unpublish hides it on the next request', async () => {
      const { id } = (await createMultipart({ name: 'Publishable item' })).body as ItemWriteResponse;
      expect(await directoryIds()).not.toContain(id); // a draft; this request also caches the page
      expect((await member.get(`/api/bolo-items/${id}`)).status).toBe(404);
      // What the member's browser kept, and revalidates on the next visit.
      const kept = (await member.get('/api/bolo-items?limit=100')).headers.etag as string;

      const published = await admin.put(`/api/bolo-items/${id}/status`).send({ status: 'published' });
      expect(published.status).toBe(200);
      expect(published.body).toEqual({ id, status: 'published', message: 'BOLO item published successfully.' });
      expect(await directoryIds()).toContain(id);
      const revalidated = await member.get('/api/bolo-items?limit=100').set('If-None-Match', kept);
      expect(revalidated.status).toBe(200);
      expect((revalidated.body.items as Array<{ id: number }>).map((item) => item.id)).toContain(id);
      expect((await member.get(`/api/bolo-items/${id}`)).body).toMatchObject({ id, status: 'published' });

      const unpublished = await admin.put(`/api/bolo-items/${id}/status`).send({ status: 'draft' });
      expect(unpublished.body).toEqual({ id, status: 'draft', message: 'BOLO item unpublished successfully.' });
      expect(await directoryIds()).not.toContain(id);
      expect((await member.get(`/api/bolo-items/${id}`)).status).toBe(404);
    });

    it('refuses an unknown status', async () => {
      const id = await createItem(t.db, { status: 'draft' });
      const res = await admin.put(`/api/bolo-items/${id}/status`).send({ status: 'archived' });
      expect([res.status, res.body.message]).toEqual([400, 'status must be draft or published']);
    });

    it('delete removes the item, its picture and its directory entry', async () => {
      const { id } = (await createMultipart({ name: 'Item to delete' }, { bytes: await png(), filename: 'a.png', contentType: 'image/png' })).body as ItemWriteResponse;
      await admin.put(`/api/bolo-items/${id}/status`).send({ status: 'published' });
      expect(await directoryIds()).toContain(id);

      const res = await admin.delete(`/api/bolo-items/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id, message: 'BOLO item deleted successfully.' });
      expect((await admin.get(`/api/bolo-items/${id}`)).status).toBe(404);
      expect(await directoryIds()).not.toContain(id);
      expect(await createRepositories(t.db).itemImages.stored(id)).toBeNull();
      expect((await admin.delete(`/api/bolo-items/${id}`)).status).toBe(404);
    });
  });

  describe('GET /api/admin/bolo-items', () => {
    it('lists items newest change first with their creator (null when none), drafts included', async () => {
      const proposer = await createUser(t.db);
      await t.db.query(`UPDATE users SET first_name = 'Pat', last_name = 'Lee' WHERE id = $1`, [proposer.id]);
      const proposal = await createItem(t.db, { status: 'draft', createdBy: proposer.id, updated: new Date(Date.now() + 60_000) });
      const seeded = await createItem(t.db, { createdBy: null, updated: new Date(Date.now() + 30_000) });

      const res = await admin.get('/api/admin/bolo-items?limit=5');
      expect(res.status).toBe(200);
      const body = res.body as AdminItemsResponse;
      expect(body.items.length).toBeLessThanOrEqual(5);
      expect(body.items.slice(0, 2).map((item: AdminItem) => [item.id, item.createdBy])).toEqual([
        [proposal, { id: proposer.id, username: proposer.username, name: 'Pat Lee', isAdmin: false }],
        [seeded, null],
      ]);
      const updated = body.items.map((item) => Date.parse(item.updated));
      expect([...updated].sort((a, b) => b - a)).toEqual(updated);
      expect(body.pagination.total).toBe(await count('bolo_items'));

      const drafts = await admin.get('/api/admin/bolo-items?status=draft&limit=100');
      expect((drafts.body as AdminItemsResponse).items.every((item) => item.status === 'draft')).toBe(true);
    });
  });
});
