import { STORE_PACK_FULL_PER_DAY, STORE_PACK_MESSAGES, type ItemListResponse, type StorePack, type StorePackItem, type StorePackTraceResult } from '@bolo/contracts';
import { applyStorePack, CatalogueIndex, storePackRecords } from '@bolo/catalogue-search';
import { createItem, createUser, signedIn, subscriberSpec, type CreatedUser } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** The offline store pack (issue 21): what a phone downloads, syncs, and what a leaked copy tells. */
describe('store pack', () => {
  let t: TestApp;
  let member: CreatedUser;
  let agent: Agent;
  let other: CreatedUser;
  let otherAgent: Agent;
  let admin: Agent;
  const ids: Record<'kept' | 'edited' | 'unpublished' | 'deleted' | 'draft', number> = { kept: 0, edited: 0, unpublished: 0, deleted: 0, draft: 0 };

  beforeAll(async () => {
    // The download limits are anti-scraping budgets: on here, as in production.
    t = await startTestApp({ MEMBER_BUDGETS: 'on' });
    ids.kept = await createItem(t.db, { name: 'Pyrex mixing bowl', description: `Nested set. ${'Milk glass with the primary colours, '.repeat(8)}`, category: 'Home & Kitchen', subcategory: null, buyPrice: '$5-$10', soldRange: '$30 - $60' });
    ids.edited = await createItem(t.db, { name: 'Nintendo cartridge' });
    ids.unpublished = await createItem(t.db, { name: 'Lego castle' });
    ids.deleted = await createItem(t.db, { name: 'Brass lamp' });
    ids.draft = await createItem(t.db, { name: 'Draft only', status: 'draft' });
    for (let i = 0; i < 60; i++) await createItem(t.db, { name: `Filler find ${i}`, buyPrice: `$${i}`, soldRange: `$${i + 10} - $${i * 3 + 20}` });
    member = await createUser(t.db, subscriberSpec());
    agent = await signedIn(t.server, member);
    other = await createUser(t.db, subscriberSpec());
    otherAgent = await signedIn(t.server, other);
    admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
  });
  afterAll(async () => {
    await t.close();
  });

  const download = async (who: Agent, since?: string): Promise<StorePack> => {
    const res = await who.get('/api/store-pack').query(since ? { since } : {});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.body as StorePack;
  };
  const byId = (pack: StorePack) => new Map(pack.items.map((item) => [item[0], item]));

  it('gives a member the published catalogue with what the aisle needs, and nobody without access anything', async () => {
    expect((await request(t.server).get('/api/store-pack')).status).toBe(401);
    expect((await (await signedIn(t.server, await createUser(t.db))).get('/api/store-pack')).status).toBe(403);

    expect((await agent.post('/api/saved-bolos').send({ boloItemId: ids.kept })).status).toBe(201);
    const pack = await download(agent);
    expect(pack.kind).toBe('full');
    // The saved list travels with the pack, newest save first.
    expect(pack.saved).toEqual([{ id: ids.kept, image: null, savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    expect(Date.parse(pack.expiresAt) - Date.parse(pack.issuedAt)).toBe(7 * 24 * 60 * 60 * 1000);
    const items = byId(pack);
    expect(items.has(ids.draft)).toBe(false);
    const [id, updated, name, category, subcategory, platforms, sources, buyPrice, soldRange, profit, note] = items.get(ids.kept) as StorePackItem;
    expect({ id, name, category: pack.categories[category], subcategory, buyPrice, soldRange }).toEqual({ id: ids.kept, name: 'Pyrex mixing bowl', category: 'Home & Kitchen', subcategory: -1, buyPrice: '$5-$10', soldRange: '$30 - $60' });
    expect(pack.platforms.filter((_, bit) => platforms & (1 << bit))).toEqual(['eBay', 'Mercari']);
    expect(pack.sources.filter((_, bit) => sources & (1 << bit))).toEqual(['Thrift Stores']);
    expect(updated).toBeGreaterThan(Date.now() - 60_000);
    // The card's estimate ($60 - $5) to the cent; the third decimal is the account's mark.
    expect(Math.round(profit * 100) / 100).toBe(55);
    // A short note, not the whole description.
    expect(note.length).toBeLessThanOrEqual(120);
    expect(note.startsWith('Nested set. Milk glass')).toBe(true);
    expect(note.endsWith('…')).toBe(true);
  });

  it('syncs only what changed since the last pack: edits and new items, and the ids to delete', async () => {
    const first = await download(agent);
    await t.db.query(`UPDATE bolo_items SET name = 'Nintendo cartridge, boxed', updated = now() WHERE id = $1`, [ids.edited]);
    await t.db.query(`UPDATE bolo_items SET status = 'draft' WHERE id = $1`, [ids.unpublished]);
    await t.db.query(`DELETE FROM bolo_items WHERE id = $1`, [ids.deleted]);
    const added = await createItem(t.db, { name: 'Corningware dish' });

    const delta = await download(agent, first.cursor);
    expect(delta.kind).toBe('delta');
    expect(delta.items.map((item) => [item[0], item[2]]).sort()).toEqual(
      [
        [ids.edited, 'Nintendo cartridge, boxed'],
        [added, 'Corningware dish'],
      ].sort(),
    );
    expect(delta.removed).toEqual([ids.unpublished, ids.deleted].sort((a, b) => a - b));
    // Nothing changed since: an empty sync, a few hundred bytes.
    const quiet = await agent.get('/api/store-pack').query({ since: delta.cursor });
    expect((quiet.body as StorePack).items).toEqual([]);
    expect((quiet.body as StorePack).removed).toEqual([]);
    expect(quiet.text.length).toBeLessThan(600);
  });

  it('a phone that applies its syncs holds what a fresh download holds, and searches it as the directory does', async () => {
    const agent = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    const first = await download(agent);
    await t.db.query(`UPDATE bolo_items SET name = name || ' (tested)', updated = now() WHERE id = $1`, [ids.kept]);
    const gone = await createItem(t.db, { name: 'Short-lived find' });
    const second = await download(agent, first.cursor);
    await t.db.query(`DELETE FROM bolo_items WHERE id = $1`, [gone]);
    await createItem(t.db, { name: 'Nintendo handheld', category: 'Toys', subcategory: 'Action Figures', buyPrice: '$2', soldRange: '$90' });
    const third = await download(agent, second.cursor);
    const onPhone = applyStorePack(applyStorePack(first, second), third);
    const fresh = await download(agent);
    const readable = (pack: StorePack) => storePackRecords(pack).sort((a, b) => a.id - b.id);
    expect(readable(onPhone)).toEqual(readable(fresh));

    // Offline search over the pack lists what the directory lists (the notes here are whole descriptions).
    const index = new CatalogueIndex(storePackRecords(onPhone));
    for (const query of [{ search: 'nintendo' }, { search: 'find' }, { category: 'Toys' }, { sort: 'profit' as const }, { search: 'nintedo' }]) {
      const online = (await agent.get('/api/bolo-items').query({ ...query, limit: 24 })).body as ItemListResponse;
      const offline = index.page({ ...query, page: 1, limit: 24 }, new Date());
      expect({ query, ids: offline.ids, total: offline.total, search: offline.search }).toEqual({ query, ids: online.items.map((item) => item.id), total: online.pagination.total, search: online.search });
    }
  });

  it('refuses a cursor that is not one (400) or is more than 7 days old (410)', async () => {
    const bad = await agent.get('/api/store-pack').query({ since: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(STORE_PACK_MESSAGES.badCursor);
    const old = await agent.get('/api/store-pack').query({ since: `1.${Date.now() - 8 * 24 * 60 * 60 * 1000}` });
    expect(old.status).toBe(410);
    expect(old.body.message).toBe(STORE_PACK_MESSAGES.expiredCursor);
  });

  it(`allows ${STORE_PACK_FULL_PER_DAY} full downloads a day per account, then 429 while syncs still work`, async () => {
    const busy = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    let last: StorePack | null = null;
    for (let i = 0; i < STORE_PACK_FULL_PER_DAY; i++) last = await download(busy);
    const refused = await busy.get('/api/store-pack');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(STORE_PACK_MESSAGES.fullDailyLimit);
    expect((await busy.get('/api/store-pack').query({ since: last!.cursor })).status).toBe(200);
  });

  describe('leak tracing', () => {
    const trace = async (items: unknown[]): Promise<StorePackTraceResult> => {
      const res = await admin.post('/api/admin/store-pack/trace').send({ items });
      expect(res.status).toBe(200);
      return res.body as StorePackTraceResult;
    };
    // Fisher-Yates with a fixed generator, so the test reads the same every run.
    const shuffled = <T>(list: T[]): T[] => {
      const copy = [...list];
      let seed = 7;
      for (let i = copy.length - 1; i > 0; i--) {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        const j = seed % (i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    };

    it('names the account a pack was downloaded by, from its marks or from its order', async () => {
      const mine = (await download(agent)).items;
      const theirs = (await download(otherAgent)).items;
      // Same catalogue, different marks and order per account.
      expect(theirs.map((item) => item[0])).not.toEqual(mine.map((item) => item[0]));

      const asIs = await trace(mine);
      expect(asIs.match).toMatchObject({ userId: member.id, username: member.username, agreement: 1, orderAgreement: 1 });
      expect((await trace(theirs)).match?.userId).toBe(other.id);
      // Order shuffled: the marks still tell.
      const reordered = await trace(shuffled(mine));
      expect(reordered.match).toMatchObject({ userId: member.id, agreement: 1 });
      // Profits recomputed to the cent (marks gone) but the order kept: the order tells.
      const recomputed = await trace(mine.map((item) => item.map((value, i) => (i === 9 ? Math.round((value as number) * 100) / 100 : value))));
      expect(recomputed.match).toMatchObject({ userId: member.id, marks: 0, orderAgreement: 1 });
      // Both changed: no account is named.
      const scrubbed = await trace(shuffled(mine).map((item) => item.map((value, i) => (i === 9 ? Math.round((value as number) * 100) / 100 : value))));
      expect(scrubbed.match).toBeNull();
      expect(scrubbed.accountsCompared).toBeGreaterThanOrEqual(2);
    });

    it('is for admins, and tells a file that is not a pack', async () => {
      expect((await agent.post('/api/admin/store-pack/trace').send({ items: [[1]] })).status).toBe(403);
      const res = await admin.post('/api/admin/store-pack/trace').send({ items: [['not', 'a', 'pack']] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(STORE_PACK_MESSAGES.traceNotAPack);
    });
  });
});
