// Links between the lists and the item detail page: the card's address carries the list's own
// address in `returnTo` (spec member-side §2), and the detail page follows it back only when it
// is a path on this site, so a crafted link cannot send members elsewhere (open redirect).

/** Router state a list puts on its card links, so the detail page knows it can go back in history. */
export interface ItemLinkState {
  from: 'directory' | 'my-bolos';
}

export const MY_BOLOS_PATH = '/my-bolos';
export const DIRECTORY_PATH = '/directory';

/** Longer values are not addresses this app writes; refuse rather than carry them around. */
const MAX_RETURN_TO_LENGTH = 2048;
// Control characters and whitespace are stripped or rewritten by URL parsers ('/\t/evil.com'
// becomes '//evil.com'), and browsers treat '\' like '/', so none of them is accepted.
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f\\]/;
const PARSE_BASE = 'https://member.invalid';

/**
 * `returnTo` if it is a same-site path ('/…', not '//…'), normalised to path + query + hash;
 * otherwise null.
 */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_RETURN_TO_LENGTH) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || UNSAFE_CHARACTERS.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PARSE_BASE);
  } catch {
    return null;
  }
  // Belt and braces: whatever the string looked like, it must resolve onto our own origin.
  if (url.origin !== PARSE_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The detail page's address for an item opened from a list shown at `returnTo`. */
export function itemDetailHref(id: number, returnTo: string): string {
  return `/bolo/${id}?returnTo=${encodeURIComponent(returnTo)}`;
}

export type BackTarget =
  | { kind: 'path'; to: string; label: string }
  | { kind: 'history'; label: string };

const BACK_TO_DIRECTORY = 'Back to Directory';
const BACK_TO_MY_BOLOS = 'Back to My BOLOs';

function isMyBolos(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0].replace(/\/+$/, '');
  return pathname === MY_BOLOS_PATH;
}

/**
 * Where the detail page's back button goes (spec §2): a safe `returnTo`; else one step back in
 * history when the visitor came from a list (the card link's router state); else the directory.
 */
export function backTarget(returnToParam: string | null | undefined, state: unknown): BackTarget {
  const returnTo = safeReturnTo(returnToParam);
  if (returnTo) return { kind: 'path', to: returnTo, label: isMyBolos(returnTo) ? BACK_TO_MY_BOLOS : BACK_TO_DIRECTORY };
  const from = state && typeof state === 'object' ? (state as Partial<ItemLinkState>).from : undefined;
  if (from === 'directory') return { kind: 'history', label: BACK_TO_DIRECTORY };
  if (from === 'my-bolos') return { kind: 'history', label: BACK_TO_MY_BOLOS };
  return { kind: 'path', to: DIRECTORY_PATH, label: BACK_TO_DIRECTORY };
}

/** eBay's sold-and-completed search for the item name (the detail page's market check). */
export function ebaySoldListingsUrl(name: string): string {
  return `https://www.ebay.com/sch/i.html?_nkw=${encodeURIComponent(name)}&LH_Sold=1&LH_Complete=1`;
}
