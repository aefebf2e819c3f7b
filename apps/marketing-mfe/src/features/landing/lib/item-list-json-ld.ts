// The landing pages' structured search data (spec member-side §2: up to 10 items, currency USD):
// a schema.org ItemList of the public preview. Each entry names only the category, never the
// item's paid name, price or platforms; its offer is the membership that unlocks it.
import { PLANS, STRUCTURED_DATA_ITEM_COUNT } from '@bolo/contracts';
import type { PreviewItem } from '@bolo/contracts';

/** The price search engines are told: the monthly membership, as schema.org wants it ('19.00'). */
const MEMBERSHIP_PRICE = (PLANS.monthly.priceCents / 100).toFixed(2);
/** The shell's public logo (apps/shell/public/logo.png). */
const SITE_IMAGE = '/logo.png';

export function itemListJsonLd(items: readonly PreviewItem[], name: string): object {
  const listed = items.filter((item) => item.id > 0).slice(0, STRUCTURED_DATA_ITEM_COUNT);
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: listed.length,
    itemListElement: listed.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: `Members-only ${item.category} find`,
        description: `A researched ${item.category} resale find. Its name, buy price, sold range and platforms are for BOLO Directory members.`,
        category: item.category,
        url: `/bolo/${item.id}`,
        // The site's logo, never an item picture: those are for members (docs/decisions.md, Teaser pictures).
        image: SITE_IMAGE,
        offers: { '@type': 'Offer', priceCurrency: 'USD', price: MEMBERSHIP_PRICE, url: '/pricing' },
      },
    })),
  };
}
