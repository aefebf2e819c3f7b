import { createRepositories } from '@bolo/db';
import sharp from 'sharp';
import { ItemImageService } from '../src/images/item-image.service';
import { ItemsService } from '../src/items/items.service';
import { createItem, createUser, signedIn, subscriberSpec, withQuery } from './support/fixtures';
import { startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;
const ids = (res: { body: { items: Array<{ id: number }> } }) => res.body.items.map((i) => i.id);

describe('directory cache (catalogue version)', () => {
  let t: TestApp;
  let member: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a page from the cache until the catalogue changes, then reads it afresh', async () => {
    const first = await createItem(t.db, { category: 'Toys', subcategory: 'Action Figures' });
    const before = await member.get(withQuery('/api/bolo-items', { category: 'Toys' }));
    expect(ids(before)).toEqual([first]);

    // Written straight to the database, without a bump: the cached page stays as it was.
    const second = await createItem(t.db, { category: 'Toys', subcategory: 'Action Figures' });
    expect((await member.get(withQuery('/api/bolo-items', { category: 'Toys' }))).body).toEqual(before.body);

    await t.app.get(ItemsService).catalogueChanged();
    const after = await member.get(withQuery('/api/bolo-items', { category: 'Toys' }));
    expect(ids(after)).toEqual([second, first]);
    expect(after.body.pagination.total).toBe(2);
  });

  it('caches search totals per catalogue version as well', async () => {
    await createItem(t.db, { name: 'Zebra lamp' });
    expect((await member.get(withQuery('/api/bolo-items', { search: 'zebra' }))).body.pagination.total).toBe(1);
    await createItem(t.db, { name: 'Zebra rug' });
    await t.app.get(ItemsService).catalogueChanged();
    // Page 2 is a new page but shares the total: it must come from the new version too.
    expect((await member.get(withQuery('/api/bolo-items', { search: 'zebra', page: 2 }))).body.pagination.total).toBe(2);
  });

  it('retires cached pages when an item picture is stored', async () => {
    const id = await createItem(t.db, { category: 'Media', subcategory: 'Books' });
    expect((await member.get(withQuery('/api/bolo-items', { category: 'Media' }))).body.items[0].image).toBeNull();
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } }).png().toBuffer();
    await t.app.get(ItemImageService).store(id, png, 'image/png');
    expect((await member.get(withQuery('/api/bolo-items', { category: 'Media' }))).body.items[0].image).toBe(`/api/images/bolo-items/${id}`);
  });

  it('keeps the browsing totals of bolo_item_counts equal to counting the items', async () => {
    const items = createRepositories(t.db).items;
    const moved = await createItem(t.db, { category: 'Fashion', subcategory: 'Shoes' });
    const draft = await createItem(t.db, { category: 'Fashion', subcategory: null, status: 'draft' });
    const removed = await createItem(t.db, { name: 'Zebra stool', category: 'Home & Kitchen', subcategory: 'Decor' });
    expect(await items.setStatus(draft, 'published')).toBe(true);
    expect(await items.update(moved, { category: 'Fashion', subcategory: 'Bags & Accessories' })).toBe(true);
    expect(await items.delete(removed)).toBe(true);
    expect(await items.countDrift()).toEqual([]);
  });
});

describe('directory with DIRECTORY_CACHE=off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ DIRECTORY_CACHE: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('reads every page from PostgreSQL', async () => {
    const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    const first = await createItem(t.db);
    expect(ids(await member.get('/api/bolo-items'))).toEqual([first]);
    const second = await createItem(t.db);
    expect(ids(await member.get('/api/bolo-items'))).toEqual([second, first]);
    const keys = await t.redis.keys(`${t.redisKeyPrefix}directory:*`);
    expect(keys).toEqual([]);
  });
});
