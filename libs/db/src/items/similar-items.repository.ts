import type { DataSource } from 'typeorm';
import { SqlExecutor } from '../sql/executor';

/** A published item whose name resembles the one asked about, with how closely (0-1). */
export interface SimilarItem {
  id: number;
  name: string;
  category: string;
  subcategory: string | null;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  source: string[];
  similarity: number;
}

/**
 * Name similarity over the published catalogue (pg_trgm), for the offline AI provider. A name
 * matches when its trigrams resemble the whole query (`%`) or when the query appears almost as is
 * within it (`%>`, word similarity: 'game boy' inside 'Nintendo Game Boy Color'). Both use the
 * trigram index on lower(name) and pg_trgm's default thresholds (0.3 and 0.6).
 */
export class SimilarItemsRepository {
  private readonly sql: SqlExecutor;

  constructor(dataSource: DataSource) {
    this.sql = new SqlExecutor(dataSource);
  }

  /** Up to `limit` published items by similarity of name, the closest first. */
  similarByName(name: string, limit: number): Promise<SimilarItem[]> {
    const query = name.trim();
    if (query === '' || limit < 1) return Promise.resolve([]);
    return this.sql.rows<SimilarItem>({
      name: 'items_similar_by_name',
      text: `SELECT id, name, category, subcategory, buy_price AS "buyPrice", sold_range AS "soldRange", platforms, source,
                    GREATEST(similarity(lower(name), lower($1)), word_similarity(lower($1), lower(name)))::float8 AS similarity
               FROM bolo_items
              WHERE status = 'published' AND (lower(name) % lower($1) OR lower(name) %> lower($1))
              ORDER BY similarity DESC, id DESC
              LIMIT $2`,
      values: [query, limit],
    });
  }
}
