import { createRepositories } from '@bolo/db';
import { createItem, createUser, signedIn, subscriberSpec, withQuery } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('BOLO items', () => {
  let t: TestApp;
  let subscriber: Agent;
  let freeUser: Agent;
  let admin: Agent;
  let creator: Agent;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp();
    const base = Date.UTC(2026, 0, 1);
    const at = (minutes: number) => new Date(base + minutes * 60_000);
    const owner = await createUser(t.db);
    // 30 published Electronics/Gadgets items, newest = highest minute.
    for (let i = 0; i < 30; i++) {
      ids[`gadget${i}`] = await createItem(t.db, { name: `Gadget ${i}`, updated: at(i), image: i === 29 ? null : `/img/${i}.jpg` });
    }
    ids.lamp = await createItem(t.db, {
      name: 'Brass desk lamp',
      description: 'Mid-century piece, often mislabelled at thrift stores.',
      category: 'Home & Kitchen',
      subcategory: 'Decor',
      updated: at(100),
    });
    ids.boots = await createItem(t.db, {
      name: 'Hiking boots',
      description: 'Look for Vibram soles and a GORE-TEX lining.',
      category: 'Fashion',
      subcategory: 'Shoes',
      updated: at(50),
    });
    ids.draft = await createItem(t.db, {
      name: 'Secret draft lamp',
      description: 'Not reviewed yet: brass lamp proposal.',
      category: 'Home & Kitchen',
      subcategory: 'Decor',
      status: 'draft',
      updated: at(200),
      image: '/img/draft.jpg',
      createdBy: owner.id,
    });

    subscriber = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    freeUser = await signedIn(t.server, await createUser(t.db));
    admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
    creator = await signedIn(t.server, owner);
  });
  afterAll(async () => {
    await t.close();
  });

  it('compresses JSON for clients that accept it, and only for them', async () => {
    const gzipped = await subscriber.get('/api/bolo-items?limit=24').set('Accept-Encoding', 'gzip');
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.body.items).toHaveLength(24);
    const plain = await subscriber.get('/api/bolo-items?limit=24').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toEqual(gzipped.body);
  });

  describe('GET /api/bolo-items/count and /preview (public)', () => {
    it('counts published items only', async () => {
      const res = await request(t.server).get('/api/bolo-items/count');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ count: 32 });
    });

    it('previews the 10 newest published items that have an image (the home page shows 3, landing pages list 10), without drafts', async () => {
      const res = await request(t.server).get('/api/bolo-items/preview');
      expect(res.status).toBe(200);
      // Masked on the server (the paid text never reaches visitors); hardening.int.spec.ts checks each field.
      expect(res.body.items).toHaveLength(10);
      expect(res.body.items.slice(0, 3).map((i: { id: number }) => i.id)).toEqual([ids.gadget28, ids.gadget27, ids.gadget26]);
      for (const item of res.body.items) expect(item.name).toMatch(/^[█ ]+$/);
      expect(Object.keys(res.body.items[0]).sort()).toEqual(
        ['buyPrice', 'category', 'id', 'image', 'name', 'platforms', 'soldRange', 'subcategory'].sort(),
      );
    });
  });

  describe('GET /api/bolo-items (directory)', () => {
    it('answers 401 when logged out', async () => {
      const res = await request(t.server).get('/api/bolo-items');
      expect(res.status).toBe(401);
    });

    it('answers 403 SUBSCRIPTION_REQUIRED for a user without a subscription', async () => {
      const res = await freeUser.get('/api/bolo-items');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'Subscription Required: Please subscribe to access the BOLO directory.',
        code: 'SUBSCRIPTION_REQUIRED',
      });
    });

    it('answers 403 for a subscription whose end date has passed', async () => {
      const lapsed = await signedIn(
        t.server,
        await createUser(t.db, { subscriptionStatus: 'canceled', subscriptionEndDate: new Date(Date.now() - 60_000) }),
      );
      expect((await lapsed.get('/api/bolo-items')).status).toBe(403);
    });

    it('lists published items newest first with pagination, revalidated by the browser on every visit', async () => {
      const res = await subscriber.get('/api/bolo-items');
      expect(res.status).toBe(200);
      // A browser may keep the answer but must ask again, so an admin's publish shows on the member's next request.
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBeTruthy();
      const again = await subscriber.get('/api/bolo-items').set('If-None-Match', res.headers.etag as string);
      expect(again.status).toBe(304);
      expect(res.body.pagination).toEqual({ page: 1, limit: 24, total: 32, totalPages: 2, hasMore: true });
      expect(res.body.items).toHaveLength(24);
      expect(res.body.items.slice(0, 3).map((i: { name: string }) => i.name)).toEqual(['Brass desk lamp', 'Hiking boots', 'Gadget 29']);
      expect(res.body.items[0]).toMatchObject({
        id: ids.lamp,
        category: 'Home & Kitchen',
        subcategory: 'Decor',
        platforms: ['eBay', 'Mercari'],
        source: ['Thrift Stores'],
        buyPrice: '$5',
        soldRange: '$25 - $60',
        status: 'published',
        imageCard: null,
      });
    });

    it('serves the last page with hasMore false', async () => {
      const res = await subscriber.get('/api/bolo-items?page=2');
      expect(res.status).toBe(200);
      expect(res.body.items).toHaveLength(8);
      expect(res.body.pagination).toEqual({ page: 2, limit: 24, total: 32, totalPages: 2, hasMore: false });
    });

    it('honours limit and page', async () => {
      const res = await subscriber.get('/api/bolo-items?limit=5&page=3');
      expect(res.body.pagination).toEqual({ page: 3, limit: 5, total: 32, totalPages: 7, hasMore: true });
      expect(res.body.items.map((i: { name: string }) => i.name)).toEqual(['Gadget 21', 'Gadget 20', 'Gadget 19', 'Gadget 18', 'Gadget 17']);
    });

    it('answers an empty page beyond the end', async () => {
      const res = await subscriber.get('/api/bolo-items?page=9');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ items: [], pagination: { page: 9, limit: 24, total: 32, totalPages: 2, hasMore: false } });
    });

    it('lets an admin list the directory without a subscription', async () => {
      expect((await admin.get('/api/bolo-items')).status).toBe(200);
    });

    it('never lists drafts, even to their creator or an admin', async () => {
      for (const agent of [subscriber, admin]) {
        const res = await agent.get('/api/bolo-items?limit=100');
        expect(res.body.items.map((i: { id: number }) => i.id)).not.toContain(ids.draft);
      }
    });

    it('filters by category and subcategory', async () => {
      const res = await subscriber.get(withQuery('/api/bolo-items', { category: 'Fashion', subcategory: 'Shoes' }));
      expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([ids.boots]);
      expect(res.body.pagination.total).toBe(1);
      const home = await subscriber.get(withQuery('/api/bolo-items', { category: 'Home & Kitchen' }));
      expect(home.body.items.map((i: { id: number }) => i.id)).toEqual([ids.lamp]);
    });

    it('searches name and description, case-insensitively, never finding drafts', async () => {
      const byName = await subscriber.get(withQuery('/api/bolo-items', { search: 'BRASS' }));
      expect(byName.body.items.map((i: { id: number }) => i.id)).toEqual([ids.lamp]);
      const byDescription = await subscriber.get(withQuery('/api/bolo-items', { search: 'vibram sole' }));
      expect(byDescription.body.items.map((i: { id: number }) => i.id)).toEqual([ids.boots]);
      const none = await subscriber.get(withQuery('/api/bolo-items', { search: 'no such thing at all' }));
      // Nothing contains it, and no word of it is a near miss of a catalogue word either.
      expect(none.body).toEqual({ items: [], pagination: { page: 1, limit: 24, total: 0, totalPages: 0, hasMore: false }, search: { exact: false, suggestion: null } });
    });

    it('paginates search results and still totals a page past the end', async () => {
      const second = await subscriber.get(withQuery('/api/bolo-items', { search: 'gadget', page: 2 }));
      expect(second.body.items.map((i: { name: string }) => i.name)).toEqual(['Gadget 5', 'Gadget 4', 'Gadget 3', 'Gadget 2', 'Gadget 1', 'Gadget 0']);
      expect(second.body.pagination).toEqual({ page: 2, limit: 24, total: 30, totalPages: 2, hasMore: false });
      const beyond = await subscriber.get(withQuery('/api/bolo-items', { search: 'gadget', page: 3 }));
      expect(beyond.body).toEqual({ items: [], pagination: { page: 3, limit: 24, total: 30, totalPages: 2, hasMore: false }, search: { exact: true, suggestion: null } });
    });

    it('combines search with category filters', async () => {
      const res = await subscriber.get(withQuery('/api/bolo-items', { search: 'lamp', category: 'Home & Kitchen', subcategory: 'Decor' }));
      expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([ids.lamp]);
      const none = await subscriber.get(withQuery('/api/bolo-items', { search: 'lamp', category: 'Fashion' }));
      expect(none.body.pagination.total).toBe(0);
    });

    it('treats LIKE wildcards in search as plain text', async () => {
      const res = await subscriber.get(withQuery('/api/bolo-items', { search: '%' }));
      expect(res.body.pagination.total).toBe(0);
    });

    it.each([
      ['page=0', 'page must be a positive integer'],
      ['page=abc', 'page must be a positive integer'],
      ['limit=101', 'limit must be between 1 and 100'],
      ['limit=0', 'limit must be between 1 and 100'],
      ['category=Cars', 'Unknown category'],
      ['category=Fashion&subcategory=Cameras', 'Unknown subcategory for this category'],
      ['platform=eBay,Craigslist', 'platform must be a comma-separated list of eBay, Etsy, Mercari, Poshmark, Depop, Facebook'],
      ['buyMax=5.5', 'buyMax must be a whole number of dollars from 1 to 100000'],
      ['profitMin=0', 'profitMin must be a whole number of dollars from 1 to 100000'],
      ['sort=cheapest', 'sort must be one of relevance, newest, profit, roi, sold, net'],
      ['sort=net', 'Choose a platform (netOn) to sort by net profit'],
      ['sort=relevance', 'Sorting by relevance needs a search'],
    ])('answers 400 for %s, on the list and on its facets', async (query, message) => {
      for (const path of ['/api/bolo-items', '/api/bolo-items/facets']) {
        const res = await subscriber.get(`${path}?${query}`);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message });
      }
    });
  });

  describe('issue 20: facets, filters, orders and near misses through the API', () => {
    it('lets only members with directory access read facet counts', async () => {
      expect((await request(t.server).get('/api/bolo-items/facets')).status).toBe(401);
      expect((await freeUser.get('/api/bolo-items/facets')).status).toBe(403);
      const res = await subscriber.get(withQuery('/api/bolo-items/facets', { category: 'Electronics' }));
      expect(res.status).toBe(200);
      // 30 gadgets on eBay and Mercari; the category facet ignores the chosen category.
      expect(res.body.total).toBe(30);
      expect(res.body.category.find((c: { value: string }) => c.value === 'Fashion').count).toBe(1);
      expect(res.body.subcategory.find((c: { value: string }) => c.value === 'Gadgets').count).toBe(30);
      expect(res.body.platform.find((c: { value: string }) => c.value === 'Mercari').count).toBe(30);
      expect(res.body.platform.find((c: { value: string }) => c.value === 'Depop').count).toBe(0);
    });

    it('filters by platform and price, and answers a near miss with the catalogue spelling', async () => {
      const onDepop = await subscriber.get(withQuery('/api/bolo-items', { platform: 'Depop' }));
      expect(onDepop.body.pagination.total).toBe(0);
      const cheap = await subscriber.get(withQuery('/api/bolo-items', { platform: 'Mercari,eBay', buyMax: 5, profitMin: 50 }));
      // Every fixture item is bought at $5 and sold up to $60: $55 of estimated profit.
      expect(cheap.body.pagination.total).toBe(32);
      const typo = await subscriber.get(withQuery('/api/bolo-items', { search: 'gadjet' }));
      expect(typo.body.search).toEqual({ exact: false, suggestion: 'gadget' });
      expect(typo.body.pagination.total).toBe(30);
    });
  });

  describe('GET /api/bolo-items/:id', () => {
    it('returns a published item to a subscriber', async () => {
      const res = await subscriber.get(`/api/bolo-items/${ids.boots}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids.boots, name: 'Hiking boots', status: 'published' });
      expect(typeof res.body.updated).toBe('string');
    });

    it.each(['abc', '0', '1.5', '-1', '1e3'])('answers 400 Invalid item ID for %s', async (raw) => {
      const res = await subscriber.get(`/api/bolo-items/${raw}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid item ID' });
    });

    it('answers 404, not 500, for ids beyond the integer range', async () => {
      for (const raw of ['2147483648', '9007199254740991']) {
        const res = await subscriber.get(`/api/bolo-items/${raw}`);
        expect(res.status).toBe(404);
      }
    });

    it('answers 401 when logged out', async () => {
      expect((await request(t.server).get(`/api/bolo-items/${ids.boots}`)).status).toBe(401);
    });

    it('answers 403 SUBSCRIPTION_REQUIRED to a free user', async () => {
      const res = await freeUser.get(`/api/bolo-items/${ids.boots}`);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
    });

    it('answers 404 for an unknown item', async () => {
      const res = await subscriber.get('/api/bolo-items/999999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Item not found' });
    });

    it('hides a draft from members (404) but shows it to admins and its creator', async () => {
      expect((await subscriber.get(`/api/bolo-items/${ids.draft}`)).status).toBe(404);
      expect((await freeUser.get(`/api/bolo-items/${ids.draft}`)).status).toBe(404);
      const asAdmin = await admin.get(`/api/bolo-items/${ids.draft}`);
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.body.status).toBe('draft');
      // The creator has no subscription but may read their own proposal.
      const asCreator = await creator.get(`/api/bolo-items/${ids.draft}`);
      expect(asCreator.status).toBe(200);
      expect(asCreator.body.id).toBe(ids.draft);
    });

    it('re-reads the subscription from the database on each request', async () => {
      const user = await createUser(t.db);
      const agent = await signedIn(t.server, user);
      expect((await agent.get(`/api/bolo-items/${ids.boots}`)).status).toBe(403);
      await createRepositories(t.db).users.setSubscription(user.id, { status: 'active' });
      expect((await agent.get(`/api/bolo-items/${ids.boots}`)).status).toBe(200);
      await createRepositories(t.db).users.setSubscription(user.id, { status: 'past_due' });
      expect((await agent.get('/api/bolo-items')).status).toBe(403);
    });
  });

  // Runs last: it adds published items.
  describe('ordering', () => {
    it('breaks ties on updated by the newer id', async () => {
      const updated = new Date(Date.UTC(2020, 0, 1));
      const first = await createItem(t.db, { category: 'Media', subcategory: 'Books', updated });
      const second = await createItem(t.db, { category: 'Media', subcategory: 'Books', updated });
      const res = await subscriber.get(withQuery('/api/bolo-items', { category: 'Media' }));
      expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([second, first]);
    });
  });
});
