// Browser storage keys of spec member-side §3.
import type { PublicUser } from '@bolo/contracts';

export const USER_ID_KEY = 'userId';
export const USER_DATA_KEY = 'userData';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

/** The stored user only counts when both keys exist and the data parses. */
export function readStoredUser(): { userId: string | null; user: PublicUser | null } {
  const store = storage();
  const userId = store?.getItem(USER_ID_KEY) ?? null;
  const raw = store?.getItem(USER_DATA_KEY) ?? null;
  let user: PublicUser | null = null;
  if (userId && raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && typeof (parsed as PublicUser).username === 'string') user = parsed as PublicUser;
    } catch {
      user = null;
    }
  }
  return { userId, user };
}

export function storeUser(user: PublicUser): void {
  const store = storage();
  store?.setItem(USER_ID_KEY, String(user.id));
  store?.setItem(USER_DATA_KEY, JSON.stringify(user));
}

export function storeUserData(user: PublicUser): void {
  storage()?.setItem(USER_DATA_KEY, JSON.stringify(user));
}

export function clearStoredUser(): void {
  const store = storage();
  store?.removeItem(USER_ID_KEY);
  store?.removeItem(USER_DATA_KEY);
}

/** The signed-in account's id as this browser stored it at sign-in, or null. */
export function signedInUserId(): string | null {
  return storage()?.getItem(USER_ID_KEY) ?? null;
}
