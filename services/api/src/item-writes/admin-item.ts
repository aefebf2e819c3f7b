import type { AdminItem } from '@bolo/contracts';
import type { AdminItemRow } from '@bolo/db';
import { toBoloItem } from '../items/item-record';

/** An item as the back office shows it: the directory's fields plus who created it. */
export function toAdminItem(row: AdminItemRow): AdminItem {
  const { creatorUsername, creatorFirstName, creatorLastName, creatorIsAdmin } = row;
  const name = [creatorFirstName, creatorLastName].filter(Boolean).join(' ');
  return {
    ...toBoloItem(row),
    createdBy:
      row.createdBy !== null && creatorUsername !== null
        ? { id: row.createdBy, username: creatorUsername, name: name === '' ? null : name, isAdmin: creatorIsAdmin === true }
        : null,
  };
}
