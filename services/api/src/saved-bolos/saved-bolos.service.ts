import { Injectable } from '@nestjs/common';
import { isAdmin } from '@bolo/contracts';
import type { SavedItem, SavedListQuery, SavedListResponse } from '@bolo/contracts';
import { ItemsRepository, SavedItemsRepository, type UserRecord } from '@bolo/db';
import { assertCanView } from '../items/item-access';
import { paginationOf } from '@bolo/contracts';
import { toBoloItem } from '../items/item-record';

@Injectable()
export class SavedBolosService {
  constructor(
    private readonly saved: SavedItemsRepository,
    private readonly items: ItemsRepository,
  ) {}

  /**
   * The user's saved list, newest save first: published items plus their own proposals
   * (drafts they created), and for admins any saved draft.
   */
  async list(user: UserRecord, query: SavedListQuery): Promise<SavedListResponse> {
    const { rows, total } = await this.saved.list(user.id, isAdmin(user), query);
    return {
      items: rows.map((row): SavedItem => ({ ...toBoloItem(row), savedAt: row.savedAt.toISOString() })),
      pagination: paginationOf(query.page, query.limit, total),
    };
  }

  /**
   * Saving needs the right to view the item. Returns whether a new row was written
   * (false when it was saved already).
   */
  async save(user: UserRecord, itemId: number): Promise<boolean> {
    const item = await this.items.access(itemId, user.id);
    assertCanView(item, user);
    if (item.isSaved) return false;
    return this.saved.add(user.id, itemId);
  }

  /**
   * Idempotent, like saving: removing what is not saved (any more) is the same success. A request
   * retried after its first try was applied (a proxy retrying on another API, a double click)
   * must not report a failure the member never had.
   */
  async remove(user: UserRecord, itemId: number): Promise<void> {
    await this.saved.remove(user.id, itemId);
  }

  isSaved(user: UserRecord, itemId: number): Promise<boolean> {
    return this.saved.isSaved(user.id, itemId);
  }
}
