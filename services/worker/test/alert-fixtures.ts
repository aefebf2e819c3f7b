import { savedSearchCreateSchema, type AlertFrequency } from '@bolo/contracts';
import type { Repositories } from '@bolo/db';
import type { TestDatabase } from '@bolo/server-kit';
import { uniqueSuffix } from './support';

const DAY = 24 * 60 * 60 * 1000;
export type MemberAccess = 'subscriber' | 'lapsed' | 'free';

/** Members, saved searches and finds for the alert and digest tests, written as the API and a CSV import write them. */
export function alertFixtures(database: TestDatabase, db: Repositories) {
  async function member(access: MemberAccess): Promise<{ id: number; email: string }> {
    const email = `alerts${uniqueSuffix()}@example.test`;
    const [row] = (await database.dataSource.query(
      `INSERT INTO users (username, email, password, subscription_status, subscription_plan, subscription_end_date)
       VALUES ($1, $2, 'x', $3, $4, $5) RETURNING id`,
      [
        `alerts${uniqueSuffix()}`,
        email,
        access === 'subscriber' ? 'active' : access === 'lapsed' ? 'canceled' : 'free',
        access === 'free' ? 'none' : 'monthly',
        access === 'subscriber' ? new Date(Date.now() + 30 * DAY) : access === 'lapsed' ? new Date(Date.now() - DAY) : null,
      ],
    )) as Array<{ id: number }>;
    return { id: row.id, email };
  }

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
  async function importFinds(count: number, name: (n: number) => string, category = 'Home & Kitchen'): Promise<void> {
    await database.dataSource.query(
      `INSERT INTO bolo_items (name, description, category, status, buy_price, sold_range, platforms, source)
       SELECT n, 'Imported from a CSV.', $2, 'published', '$5', '$30 - $40', '{eBay}', '{Thrift Stores}' FROM unnest($1::text[]) AS n`,
      [Array.from({ length: count }, (_, i) => name(i)), category],
    );
  }

  return { member, saveSearch, publish, importFinds };
}
