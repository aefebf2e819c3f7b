/**
 * One item of a store pack, as a tuple (a pack of 100,000 items repeats no key names):
 * [id, updated (ms since the epoch), name, category (index into `categories`), subcategory
 * (index into `subcategories`, -1 for none), platforms (bits over `platforms`), sources (bits
 * over `sources`), buy price text, sold range text, estimated profit in dollars, note].
 */
export type StorePackItem = [number, number, string, number, number, number, number, string, string, number, string];

/** GET /api/store-pack (full) and GET /api/store-pack?since={cursor} (what changed since). */
export interface StorePack {
  format: number;
  kind: 'full' | 'delta';
  /** Send it back as `since` on the next sync. */
  cursor: string;
  issuedAt: string;
  /** When the phone deletes the pack unless a sync succeeds before. */
  expiresAt: string;
  categories: string[];
  subcategories: string[];
  platforms: string[];
  sources: string[];
  /** Published items: all of them (full), or those new or changed since the cursor (delta). */
  items: StorePackItem[];
  /** Ids to delete from the phone: unpublished or deleted since the cursor (always empty in a full pack). */
  removed: number[];
  /** The member's saved published items, newest save first, with their card pictures and when they were saved (ISO). */
  saved: Array<{ id: number; image: string | null; savedAt: string }>;
}

/** POST /api/admin/store-pack/trace: which account a leaked pack was downloaded by (null: none of them). */
export interface StorePackTraceResult {
  match: StorePackTrace | null;
  /** How many accounts that ever downloaded a full pack were compared. */
  accountsCompared: number;
}

/** The account a leaked pack's marks agree with. */
export interface StorePackTrace {
  userId: number;
  username: string;
  /** Share of the pack's marks that agree with this account's (about 0.5 for any other account). */
  agreement: number;
  /** How many marks were compared. */
  marks: number;
  /** The same for the order of the items (null when the order was changed beyond reading). */
  orderAgreement: number | null;
}
