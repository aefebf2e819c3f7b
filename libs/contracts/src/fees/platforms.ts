import { PLATFORMS, type Platform } from '../catalogue/options';

/** The platforms that have a fee table: every selling platform of the catalogue (spec admin-side §3). */
export const FEE_PLATFORMS: readonly Platform[] = PLATFORMS;

/** The name a member reads; the catalogue stores Facebook Marketplace as 'Facebook'. */
export const FEE_PLATFORM_NAMES: Readonly<Record<Platform, string>> = Object.freeze({
  eBay: 'eBay',
  Etsy: 'Etsy',
  Mercari: 'Mercari',
  Poshmark: 'Poshmark',
  Depop: 'Depop',
  Facebook: 'Facebook Marketplace',
});

// Stored platform names were typed by hand: match case-insensitively and accept the long Facebook
// name, as platformColor does.
const BY_LOWER_NAME = new Map<string, Platform>([
  ...PLATFORMS.map((p) => [p.toLowerCase(), p] as const),
  ['facebook marketplace', 'Facebook'],
]);

/** The fee-table platform an item's platform text names, or null for one without a table ('Craigslist'). */
export function feePlatformOf(name: string | null | undefined): Platform | null {
  if (typeof name !== 'string') return null;
  return BY_LOWER_NAME.get(name.trim().toLowerCase()) ?? null;
}
