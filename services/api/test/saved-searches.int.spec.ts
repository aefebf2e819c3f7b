import { DIRECTORY_MESSAGES, SAVED_SEARCH_MESSAGES as M, SAVED_SEARCHES_PER_MEMBER, type SavedSearch, type SavedSearchList } from '@bolo/contracts';
import { createUser, signedIn, subscriberSpec } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** Saved searches (issue 22): a member's directory search and filters under a name, each member's own, at most 20. */
describe('saved searches', () => {
  let t: TestApp;
  let agent: Agent;
  let other: Agent;

  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    other = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (who: Agent) => ((await who.get('/api/saved-searches')).body as SavedSearchList).searches;

  it("keeps the directory's search and filters under a name, lists them newest first, and edits and deletes them", async () => {
    const created = await agent.post('/api/saved-searches').send({ name: 'Pyrex under $20', query: 'search=pyrex&category=Home+%26+Kitchen&buyMax=20&page=4' });
    expect(created.status).toBe(201);
    const search = created.body as SavedSearch;
    expect(search).toMatchObject({ name: 'Pyrex under $20', notify: 'instant', query: { search: 'pyrex', category: 'Home & Kitchen', buyMax: 20 }, queryString: 'search=pyrex&category=Home%20%26%20Kitchen&buyMax=20' });
    const second = (await agent.post('/api/saved-searches').send({ name: 'Lego on Mercari', notify: 'weekly', query: 'search=lego&platform=Mercari' })).body as SavedSearch;
    expect((await list(agent)).map((s) => s.name)).toEqual(['Lego on Mercari', 'Pyrex under $20']);
    expect(await list(other)).toEqual([]);

    const edited = await agent.patch(`/api/saved-searches/${search.id}`).send({ notify: 'daily', query: 'search=pyrex+bowl' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: search.id, name: 'Pyrex under $20', notify: 'daily', query: { search: 'pyrex bowl' } });
    // Another member's saved search is not there for them.
    expect((await other.patch(`/api/saved-searches/${search.id}`).send({ notify: 'never' })).status).toBe(404);
    expect((await other.delete(`/api/saved-searches/${search.id}`)).status).toBe(404);

    expect((await agent.delete(`/api/saved-searches/${second.id}`)).body).toEqual({ message: M.deleted });
    expect((await list(agent)).map((s) => s.id)).toEqual([search.id]);
    expect((await agent.delete(`/api/saved-searches/${second.id}`)).status).toBe(404);
    expect((await agent.delete('/api/saved-searches/12abc')).body).toMatchObject({ message: M.invalidId });
  });

  it('refuses bad input with the reason, never a 500, and loses nothing', async () => {
    const before = await list(agent);
    const refused = async (body: unknown) => {
      const res = await agent.post('/api/saved-searches').send(body as object);
      return { status: res.status, message: (res.body as { message: string }).message };
    };
    expect(await refused({ name: 'x', query: 'category=Spaceships' })).toEqual({ status: 400, message: DIRECTORY_MESSAGES.unknownCategory });
    expect(await refused({ name: 'x', query: 'sort=roi' })).toEqual({ status: 400, message: M.nothingToSave });
    expect(await refused({ name: '  ', query: 'search=lamp' })).toEqual({ status: 400, message: M.nameRequired });
    expect(await refused({ name: 'x'.repeat(61), query: 'search=lamp' })).toEqual({ status: 400, message: M.nameTooLong });
    expect(await refused({ name: 'x', query: 'search=lamp', notify: 'hourly' })).toEqual({ status: 400, message: M.notifyInvalid });
    // Names are a member's own, whatever their case.
    expect(await refused({ name: 'PYREX UNDER $20', query: 'search=lamp' })).toEqual({ status: 409, message: M.nameTaken });
    expect(await list(agent)).toEqual(before);
  });

  it(`stops at ${SAVED_SEARCHES_PER_MEMBER} a member, saying why, even when saves arrive at once`, async () => {
    const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    for (let i = 1; i < SAVED_SEARCHES_PER_MEMBER; i++) expect((await member.post('/api/saved-searches').send({ name: `Find ${i}`, query: `search=find${i}` })).status).toBe(201);
    const racing = await Promise.all([1, 2, 3].map((n) => member.post('/api/saved-searches').send({ name: `Last ${n}`, query: `search=last${n}` })));
    expect(racing.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    expect(racing.filter((res) => res.status === 400).map((res) => (res.body as { message: string }).message)).toEqual([M.limitReached, M.limitReached]);
    expect(await list(member)).toHaveLength(SAVED_SEARCHES_PER_MEMBER);
  });
});
