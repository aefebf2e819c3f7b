import { ALERTS_PAGE_SIZE, type AlertListResponse } from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { createItem, createUser, signedIn, subscriberSpec } from './support/fixtures';
import { startTestApp, type TestApp } from './support/test-app';

/** A member's alerts as the app reads them (issue 22): the worker records them (services/worker/test/alerts.int.spec.ts). */
describe('alerts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the new matches newest first as cards with the search they matched, counts the unseen for the badge, and clears it when seen', async () => {
    const db = createRepositories(t.db);
    const member = await createUser(t.db, subscriberSpec());
    const agent = await signedIn(t.server, member);
    const other = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    const written = await db.savedSearches.create(member.id, { name: 'Pyrex', notify: 'instant', query: { search: 'pyrex' } }, 20);
    if (!('row' in written)) throw new Error('not saved');
    const older = await createItem(t.db, { name: 'Pyrex bowl' });
    const newer = await createItem(t.db, { name: 'Pyrex dish' });
    const { nextCursor } = await db.alerts.newFinds();
    await db.alerts.record([{ searchId: written.row.id, userId: member.id, itemId: older }], [older], nextCursor);
    await db.alerts.record([{ searchId: written.row.id, userId: member.id, itemId: newer }], [newer], nextCursor);

    expect((await agent.get('/api/alerts/count')).body).toEqual({ unseen: 2 });
    expect((await other.get('/api/alerts/count')).body).toEqual({ unseen: 0 });
    const listed = (await agent.get('/api/alerts')).body as AlertListResponse;
    expect(listed.alerts.map((alert) => [alert.item.id, alert.item.name, alert.searchName, alert.seen])).toEqual([
      [newer, 'Pyrex dish', 'Pyrex', false],
      [older, 'Pyrex bowl', 'Pyrex', false],
    ]);
    expect(listed.pagination).toMatchObject({ page: 1, limit: ALERTS_PAGE_SIZE, total: 2 });
    expect(listed.unseen).toBe(2);

    expect((await agent.post('/api/alerts/seen')).body).toEqual({ unseen: 0 });
    expect((await agent.get('/api/alerts/count')).body).toEqual({ unseen: 0 });
    // An unpublished find leaves the list.
    await t.db.query(`UPDATE bolo_items SET status = 'draft' WHERE id = $1`, [older]);
    expect(((await agent.get('/api/alerts')).body as AlertListResponse).alerts.map((alert) => alert.item.id)).toEqual([newer]);
    expect((await agent.get('/api/alerts').query({ page: 'x' })).status).toBe(400);
  });
});
