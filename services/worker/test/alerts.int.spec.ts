import { createRepositories, type Repositories } from '@bolo/db';
import { createTestDatabase, type TestDatabase } from '@bolo/server-kit';
import { scanNewFinds } from '../src/alerts/alert-scan';
import { alertFixtures } from './alert-fixtures';

/**
 * Alerts on new finds (issue 22), as the worker's job runs them: a find published by any path
 * (here straight into the table, as a CSV import writes) is matched against the saved searches of
 * members who still have directory access, once, when it is first published.
 */
describe('alerts: new finds matched against saved searches', () => {
  let database: TestDatabase;
  let db: Repositories;

  let fixtures: ReturnType<typeof alertFixtures>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createRepositories(database.dataSource);
    fixtures = alertFixtures(database, db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('records one alert per matching saved search, for members with access only, once per find', async () => {
    const { member, saveSearch, publish } = fixtures;
    const before = await publish('Pyrex bowl published before anyone searched');
    await scanNewFinds(db.alerts);
    const subscriber = (await member('subscriber')).id;
    const lapsed = (await member('lapsed')).id;
    const pyrex = await saveSearch(subscriber, 'Pyrex', 'search=pyrex');
    const cheapKitchen = await saveSearch(subscriber, 'Cheap kitchen', 'category=Home+%26+Kitchen&buyMax=10');
    await saveSearch(subscriber, 'Lego', 'search=lego');
    await saveSearch(lapsed, 'Pyrex too', 'search=pyrex');

    const bowl = await publish('Pyrex mixing bowl');
    const pricey = await publish('Pyrex casserole', { buyPrice: '$25' });
    const draft = await publish('Pyrex draft', { status: 'draft' });
    // A near miss ("Did you mean") is for a person reading, never an alert.
    await publish('Pyrx typo dish', { category: 'Toys' });

    const first = await scanNewFinds(db.alerts);
    const pairs = (alerts: Array<{ searchId: number; itemId: number }>) => alerts.map(({ searchId, itemId }) => `${searchId}:${itemId}`).sort();
    expect(pairs(first.alerts)).toEqual(pairs([{ searchId: pyrex, itemId: bowl }, { searchId: pyrex, itemId: pricey }, { searchId: cheapKitchen, itemId: bowl }]));
    expect(first.alerts.every((alert) => alert.userId === subscriber)).toBe(true);
    expect((await db.alerts.counts(subscriber)).unseen).toBe(3);
    expect(await db.alerts.counts(lapsed)).toEqual({ total: 0, unseen: 0 });

    // Nothing new: nothing added. An edit of a matched find never alerts again.
    await database.dataSource.query(`UPDATE bolo_items SET name = 'Pyrex mixing bowl, boxed' WHERE id = $1`, [bowl]);
    expect((await scanNewFinds(db.alerts)).alerts).toEqual([]);
    // A draft alerts when it is published, not before; the find published before the searches never does.
    await database.dataSource.query(`UPDATE bolo_items SET status = 'published' WHERE id = $1`, [draft]);
    expect(pairs((await scanNewFinds(db.alerts)).alerts)).toEqual(pairs([{ searchId: pyrex, itemId: draft }, { searchId: cheapKitchen, itemId: draft }]));
    expect((await db.alerts.list(subscriber, 24, 0)).map((row) => row.id)).not.toContain(before);

    const listed = await db.alerts.list(subscriber, 24, 0);
    expect(listed.map((row) => row.searchName).sort()).toEqual(['Cheap kitchen', 'Cheap kitchen', 'Pyrex', 'Pyrex', 'Pyrex']);
    await db.alerts.markSeen(subscriber);
    expect(await db.alerts.counts(subscriber)).toEqual({ total: 5, unseen: 0 });
  });
});
