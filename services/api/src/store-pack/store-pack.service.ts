import { GoneException, Inject, Injectable } from '@nestjs/common';
import {
  STORE_PACK_CURSOR,
  STORE_PACK_EXPIRY_DAYS,
  STORE_PACK_FORMAT,
  STORE_PACK_MESSAGES,
  STORE_PACK_NOTE_LENGTH,
  type StorePack,
  type StorePackTrace,
  type StorePackTraceInput,
  type StorePackTraceResult,
} from '@bolo/contracts';
import { ValueCodes } from '@bolo/catalogue-search';
import { StorePacksRepository, type StorePackRow } from '@bolo/db';
import { SERVER_CONFIG } from '@bolo/server-kit';
import type { AppConfig } from '../config/app-config';
import { toBoloItem } from '../items/item-record';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { accountKey, agreementWith, markBit, markedProfit, orderRank } from './fingerprint';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Items per piece of a streamed pack (~1 MB of JSON). */
const ITEMS_PER_PIECE = 5000;
/** Positions in a pack, for the order's sort keys: up to 2,097,152 items. */
const POSITIONS = 2 ** 21;
/** A trace names an account only when this share of the marks (or of the order) agrees; another account agrees on about half. */
const TRACE_THRESHOLD = 0.9;

/** The first characters of a description, cut at a word, with an ellipsis when cut. */
export function shortNote(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim();
  if (text.length <= STORE_PACK_NOTE_LENGTH) return text;
  const cut = text.slice(0, STORE_PACK_NOTE_LENGTH - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > STORE_PACK_NOTE_LENGTH / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/** Items written as they come from the database: each as the JSON before and after its (per-account) profit. */
class PackParts {
  private readonly ids: number[] = [];
  private readonly before: string[] = [];
  private readonly profits: number[] = [];
  private readonly after: string[] = [];
  private readonly categories = new ValueCodes();
  private readonly subcategories = new ValueCodes();
  private readonly platforms = new ValueCodes();
  private readonly sources = new ValueCodes();

  get length(): number {
    return this.ids.length;
  }

  /** One item as StorePackItem, its profit left out until the account is known. */
  add(row: StorePackRow): void {
    const start = JSON.stringify([
      row.id,
      row.updated.getTime(),
      row.name,
      this.categories.of(row.category),
      row.subcategory === null ? -1 : this.subcategories.of(row.subcategory),
      this.platforms.bits(row.platforms),
      this.sources.bits(row.source),
      row.buyPrice,
      row.soldRange,
    ]);
    this.ids.push(row.id);
    this.before.push(`${start.slice(0, -1)},`);
    this.profits.push(Number(row.estProfit));
    this.after.push(`,${JSON.stringify(shortNote(row.description))}]`);
  }

  /** The pack as JSON text: `head`'s fields, the items in the account's order with its marks, the dictionaries. */
  async *write(key: number, head: Omit<StorePack, 'items' | 'categories' | 'subcategories' | 'platforms' | 'sources'>): AsyncGenerator<string> {
    const n = this.ids.length;
    // The account's order: rank and position in one number, sorted natively (positions need 21 bits, ranks 32).
    const keys = new Float64Array(n);
    for (let i = 0; i < n; i++) keys[i] = orderRank(key, this.ids[i]) * POSITIONS + i;
    keys.sort();
    yield `${JSON.stringify(head).slice(0, -1)},"items":[`;
    for (let start = 0; start < n; start += ITEMS_PER_PIECE) {
      const piece: string[] = [];
      for (let k = start; k < Math.min(n, start + ITEMS_PER_PIECE); k++) {
        const i = keys[k] % POSITIONS;
        piece.push(`${this.before[i]}${markedProfit(this.profits[i], markBit(key, this.ids[i]))}${this.after[i]}`);
      }
      yield `${start > 0 ? ',' : ''}${piece.join(',')}`;
      await new Promise((resolve) => setImmediate(resolve));
    }
    const dictionaries = { categories: this.categories.values, subcategories: this.subcategories.values, platforms: this.platforms.values, sources: this.sources.values };
    yield `],${JSON.stringify(dictionaries).slice(1)}`;
  }
}

/**
 * The offline store pack (issue 21): the published catalogue as a phone needs it in the aisle,
 * marked for the account that downloads it (fingerprint.ts), in full or as what changed since a
 * cursor. The subscription is checked by the route's guard on every download and sync.
 */
@Injectable()
export class StorePackService {
  private readonly secret: string;
  /** MEMBER_BUDGETS=off lifts the daily download limits too (load benchmarks only). */
  private readonly limited: boolean;

  constructor(
    private readonly packs: StorePacksRepository,
    private readonly limiter: RateLimiter,
    @Inject(SERVER_CONFIG) config: AppConfig,
  ) {
    this.secret = config.sessionSecret;
    this.limited = config.memberBudgets;
  }

  /**
   * The whole pack (no `since`), or what changed since `since`, as JSON text in pieces. Everything
   * that can refuse (limits, an old cursor) happens before the first piece; the pieces are made a
   * few thousand items at a time, so a large pack never holds up other requests for long.
   */
  async pack(user: UserRecord, since: string | undefined, now = new Date()): Promise<AsyncGenerator<string>> {
    let kind: StorePack['kind'] = 'full';
    let cursor: string;
    const parts = new PackParts();
    let removed: number[] = [];
    const changes = since === undefined ? null : await this.changesSince(since, now);
    if (changes && !changes.everything) {
      if (this.limited) await this.limiter.spendUserLimit('storePackSyncs', user);
      kind = 'delta';
      cursor = changes.cursor;
      const rows = changes.ids.length > 0 ? await this.packs.publishedAmong(changes.ids) : [];
      rows.forEach((row) => parts.add(row));
      const present = new Set(rows.map((row) => row.id));
      removed = changes.ids.filter((id) => !present.has(id)).sort((a, b) => a - b);
    } else {
      if (this.limited) await this.limiter.spendUserLimit('storePackFull', user);
      cursor = await this.packs.cursorNow();
      for (let batch = await this.packs.publishedAfter(0); batch.length > 0; batch = await this.packs.publishedAfter(batch[batch.length - 1].id)) batch.forEach((row) => parts.add(row));
    }
    const saved = (await this.packs.savedRows(user.id)).map((row) => {
      const item = toBoloItem(row);
      return { id: row.id, image: item.imageCard ?? item.image, savedAt: row.savedAt.toISOString() };
    });
    await this.packs.recordDownload(user.id, kind, parts.length);
    const head = {
      format: STORE_PACK_FORMAT,
      kind,
      cursor: `${cursor}.${now.getTime()}`,
      issuedAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + STORE_PACK_EXPIRY_DAYS * DAY_MS).toISOString(),
      removed,
      saved,
    };
    return parts.write(accountKey(this.secret, user.id), head);
  }

  private async changesSince(since: string, now: Date): Promise<{ cursor: string; everything: boolean; ids: number[] }> {
    const [, xmin, issued] = STORE_PACK_CURSOR.exec(since) ?? [];
    if (now.getTime() - Number(issued) > STORE_PACK_EXPIRY_DAYS * DAY_MS) throw new GoneException({ message: STORE_PACK_MESSAGES.expiredCursor });
    return this.packs.changesSince(xmin);
  }

  /** Which account a leaked pack's items were downloaded by: the one whose marks (or order) they carry, if any. */
  async trace(input: StorePackTraceInput): Promise<StorePackTraceResult> {
    // Marks decide when the file kept enough of them; else the order (a recomputed profit loses the marks, a shuffle the order).
    const scoreOf = (found: Omit<StorePackTrace, 'userId' | 'username'>) => Math.max(found.marks >= 16 ? found.agreement : 0, found.orderAgreement ?? 0);
    const accounts = await this.packs.downloaders();
    let best: StorePackTrace | null = null;
    for (const account of accounts) {
      const found = agreementWith(accountKey(this.secret, account.id), input.items);
      if (!best || scoreOf(found) > scoreOf(best)) best = { userId: account.id, username: account.username, ...found };
    }
    return { match: best && scoreOf(best) >= TRACE_THRESHOLD ? best : null, accountsCompared: accounts.length };
  }
}
