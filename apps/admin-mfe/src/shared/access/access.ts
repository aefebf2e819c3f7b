// Access flags of the back office, computed once from the current user (the way
// Ant Design Pro's access.ts does). Every page in the route table names the flag it
// needs; the API enforces the same rules with 403.
import { isAdmin } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';

export interface Access {
  /** Admin pages (admin-side §2): `isAdmin` only. */
  canAdmin: boolean;
}

export type AccessFlag = keyof Access;

export function accessFor(user: PublicUser | null): Access {
  return { canAdmin: isAdmin(user) };
}
