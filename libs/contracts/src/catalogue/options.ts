// Option lists of spec admin-side §3. Two platform/source lists exist on purpose: the admin
// manual form offers a shorter set, every other form (and stored data) uses the wider one.

export const PLATFORMS = ['eBay', 'Etsy', 'Mercari', 'Poshmark', 'Depop', 'Facebook'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const ADMIN_FORM_PLATFORMS = ['eBay', 'Mercari', 'Poshmark', 'Facebook'] as const;

export const SOURCES = ['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Flea Markets', 'Retail Arbitrage'] as const;
export type Source = (typeof SOURCES)[number];

export const ADMIN_FORM_SOURCES = ['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Flea Markets', 'Retail'] as const;

export const CONDITIONS = ['New', 'Like New', 'Very Good', 'Good', 'Acceptable', 'For Parts'] as const;
export type Condition = (typeof CONDITIONS)[number];
