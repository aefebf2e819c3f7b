import { savedSearchCreateSchema, type AlertFrequency } from '@bolo/contracts';
import { AlertFixtures, type FixtureAccess, type Repositories } from '@bolo/db';
import type { TestDatabase } from '@bolo/server-kit';
import { uniqueSuffix } from './support';

export type MemberAccess = FixtureAccess;

/** Members, saved searches and finds for the alert and digest tests, written as the API and a CSV import write them. */
export function alertFixtures(database: TestDatabase, db: Repositories) {
  const tables = new AlertFixtures(database.dataSource);

  const member = (access: MemberAccess): Promise<{ id: number; email: string }> => tables.member(access, `alerts${uniqueSuffix()}`);

  async function saveSearch(userId: number, name: string, query: string, notify: AlertFrequency = 'instant'): Promise<number> {
    const written = await db.savedSearches.create(userId, savedSearchCreateSchema.parse({ name, query, notify }), 20);
    if (!('row' in written)) throw new Error(`not saved: ${written.refused}`);
    return written.row.id;
  }

  async function publish(name: string, fields: { category?: string; buyPrice?: string; status?: 'draft' | 'published' } = {}): Promise<number> {
    return db.items.create({
      name,
      description: 'Found at a thrift store.',
      notes: null,
      category: fields.category ?? 'Home & Kitchen',
      subcategory: null,
      status: fields.status ?? 'published',
      buyPrice: fields.buyPrice ?? '$8',
      soldRange: '$40 - $60',
      platforms: ['eBay'],
      source: ['Thrift Stores'],
      createdBy: null,
    });
  }

  /** Many published finds in one statement, as a CSV import's batch writes them. */
  const importFinds = (count: number, name: (n: number) => string, category = 'Home & Kitchen'): Promise<void> =>
    tables.publishedFinds(Array.from({ length: count }, (_, i) => name(i)), category);

  return { member, saveSearch, publish, importFinds, changeEmail: (userId: number, email: string) => tables.changeEmail(userId, email) };
}
