import { NotFoundException } from '@nestjs/common';
import { hasDirectoryAccess, isAdmin, ITEM_MESSAGES } from '@bolo/contracts';
import type { ItemAccess, UserRecord } from '@bolo/db';
import { subscriptionRequired } from '../http/api-error';

/**
 * Who may see an item. Drafts exist only for admins and their creator (404 for everyone else, so
 * drafts cannot be probed). Without directory access a user may still open what they created or
 * saved earlier, so a lapsed member keeps their saved list.
 */
export function assertCanView<T extends ItemAccess>(item: T | null, user: UserRecord, notFoundMessage: string = ITEM_MESSAGES.itemNotFound): asserts item is T {
  const own = item !== null && item.createdBy === user.id;
  if (!item || (item.status !== 'published' && !own && !isAdmin(user))) throw new NotFoundException({ message: notFoundMessage });
  if (!hasDirectoryAccess(user) && !own && !item.isSaved) throw subscriptionRequired();
}
