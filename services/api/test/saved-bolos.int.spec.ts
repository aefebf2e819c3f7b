import { createRepositories } from '@bolo/db';
import { createItem, createUser, CreatedUser, signedIn, subscriberSpec, withQuery } from './support/fixtures';
import { request, startTestApp, TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

describe('saved BOLOs', () => {
  let t: TestApp;
  let member: CreatedUser;
  let agent: Agent;
  let freeAgent: Agent;
  let published: number[];
  let othersDraft: number;

  beforeAll(async () => {
    t = await startTestApp();
    published = [];
    for (let i = 0; i < 5; i++) {
      published.push(
        await createItem(t.db, {
          name: i === 0 ? 'Vintage camera' : `Saved thing ${i}`,
          description: i === 1 ? 'A rare turntable belt drive.' : 'Common find.',
          category: i === 0 ? 'Electronics' : 'Toys',
          subcategory: i === 0 ? 'Cameras' : 'Action Figures',
        }),
      );
    }
    othersDraft = await createItem(t.db, { status: 'draft' });
    member = await createUser(t.db, subscriberSpec());
    agent = await signedIn(t.server, member);
    freeAgent = await signedIn(t.server, await createUser(t.db));
  });
  afterAll(async () => {
    await t.close();
  });

  const savedRows = async (userId: number, itemId: number) =>
    Number(await createRepositories(t.db).savedItems.isSaved(userId, itemId));

  it('answers 401 on every saved-bolos call when logged out', async () => {
    const anon = request(t.server);
    expect((await anon.get('/api/saved-bolos')).status).toBe(401);
    expect((await anon.post('/api/saved-bolos').send({ boloItemId: published[0] })).status).toBe(401);
    expect((await anon.delete(`/api/saved-bolos/${published[0]}`)).status).toBe(401);
    expect((await anon.get(`/api/saved-bolos/check/${published[0]}`)).status).toBe(401);
  });

  it('saves with 201, then answers 200 with the same body and no duplicate row', async () => {
    const first = await agent.post('/api/saved-bolos').send({ boloItemId: published[0] });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'BOLO saved', boloItemId: published[0], isSaved: true });
    const again = await agent.post('/api/saved-bolos').send({ boloItemId: published[0] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await savedRows(member.id, published[0])).toBe(1);
  });

  it('reports saved state through the check endpoint', async () => {
    expect((await agent.get(`/api/saved-bolos/check/${published[0]}`)).body).toEqual({ isSaved: true });
    expect((await agent.get(`/api/saved-bolos/check/${published[1]}`)).body).toEqual({ isSaved: false });
    expect((await agent.get('/api/saved-bolos/check/2147483648')).body).toEqual({ isSaved: false });
    expect((await agent.get('/api/saved-bolos/check/abc')).status).toBe(400);
  });

  it.each([[{}], [{ boloItemId: 'abc' }], [{ boloItemId: 0 }], [{ boloItemId: 1.5 }], [{ boloItemId: -3 }]])(
    'answers 400 for a bad boloItemId %j',
    async (body) => {
      const res = await agent.post('/api/saved-bolos').send(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid item ID' });
    },
  );

  it('answers 404 for an unknown item or a draft that is not theirs', async () => {
    expect((await agent.post('/api/saved-bolos').send({ boloItemId: 999999 })).status).toBe(404);
    expect((await agent.post('/api/saved-bolos').send({ boloItemId: 2147483648 })).status).toBe(404);
    expect((await agent.post('/api/saved-bolos').send({ boloItemId: othersDraft })).status).toBe(404);
  });

  it('refuses a free user saving an item they cannot view with 403', async () => {
    const res = await freeAgent.post('/api/saved-bolos').send({ boloItemId: published[1] });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SUBSCRIPTION_REQUIRED');
  });

  it('lets a user save (and list) their own draft proposal without a subscription', async () => {
    const proposer = await createUser(t.db);
    const proposerAgent = await signedIn(t.server, proposer);
    const proposal = await createItem(t.db, { status: 'draft', createdBy: proposer.id, name: 'My proposal' });
    expect((await proposerAgent.post('/api/saved-bolos').send({ boloItemId: proposal })).status).toBe(201);
    const list = await proposerAgent.get('/api/saved-bolos');
    expect(list.status).toBe(200);
    expect(list.body.items.map((i: { id: number }) => i.id)).toEqual([proposal]);
  });

  it('lists only the user’s own saves, newest saved first, with pagination', async () => {
    for (const id of published.slice(1)) {
      expect((await agent.post('/api/saved-bolos').send({ boloItemId: id })).status).toBe(201);
    }
    // Another member's saves never show up.
    const other = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    await other.post('/api/saved-bolos').send({ boloItemId: published[2] });

    const res = await agent.get('/api/saved-bolos?limit=2');
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { id: number }) => i.id)).toEqual([published[4], published[3]]);
    expect(res.body.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3, hasMore: true });
    expect(res.body.items[0].savedAt).toEqual(expect.any(String));

    const last = await agent.get('/api/saved-bolos?limit=2&page=3');
    expect(last.body.items.map((i: { id: number }) => i.id)).toEqual([published[0]]);
    expect(last.body.pagination.hasMore).toBe(false);
  });

  it('filters the saved list by search, category and subcategory', async () => {
    const bySearch = await agent.get(withQuery('/api/saved-bolos', { search: 'turntable' }));
    expect(bySearch.body.items.map((i: { id: number }) => i.id)).toEqual([published[1]]);
    const byCategory = await agent.get(withQuery('/api/saved-bolos', { category: 'Electronics', subcategory: 'Cameras' }));
    expect(byCategory.body.items.map((i: { id: number }) => i.id)).toEqual([published[0]]);
    expect((await agent.get('/api/saved-bolos?category=Toys&subcategory=Cameras')).status).toBe(400);
    expect((await agent.get('/api/saved-bolos?limit=101')).status).toBe(400);
  });

  it('keeps a saved item readable after the subscription lapses, but nothing else', async () => {
    const user = await createUser(t.db, subscriberSpec());
    const userAgent = await signedIn(t.server, user);
    expect((await userAgent.post('/api/saved-bolos').send({ boloItemId: published[2] })).status).toBe(201);
    await createRepositories(t.db).users.setSubscription(user.id, { status: 'canceled', endDate: new Date(Date.now() - 24 * 60 * 60 * 1000) });
    expect((await userAgent.get(`/api/bolo-items/${published[2]}`)).status).toBe(200);
    expect((await userAgent.get(`/api/bolo-items/${published[3]}`)).status).toBe(403);
    expect((await userAgent.get('/api/bolo-items')).status).toBe(403);
    expect((await userAgent.get('/api/saved-bolos')).body.items.map((i: { id: number }) => i.id)).toEqual([published[2]]);
    // Saving again what is already saved stays a 200, not a 403.
    expect((await userAgent.post('/api/saved-bolos').send({ boloItemId: published[2] })).status).toBe(200);
  });

  it('hides a saved item from the list once it is unpublished', async () => {
    const item = await createItem(t.db, { name: 'Soon unpublished' });
    const user = await createUser(t.db, subscriberSpec());
    const userAgent = await signedIn(t.server, user);
    await userAgent.post('/api/saved-bolos').send({ boloItemId: item });
    await createRepositories(t.db).items.setStatus(item, 'draft');
    const res = await userAgent.get('/api/saved-bolos');
    expect(res.body.items).toEqual([]);
    expect(res.body.pagination.total).toBe(0);
  });

  it('removes with 200, and answers the same when it is not saved (a retried request)', async () => {
    const res = await agent.delete(`/api/saved-bolos/${published[0]}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'BOLO removed', boloItemId: published[0], isSaved: false });
    expect(await savedRows(member.id, published[0])).toBe(0);

    const again = await agent.delete(`/api/saved-bolos/${published[0]}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: 'BOLO removed', boloItemId: published[0], isSaved: false });
    expect((await agent.delete('/api/saved-bolos/2147483648')).status).toBe(200);
    expect((await agent.delete('/api/saved-bolos/abc')).status).toBe(400);
  });
});
