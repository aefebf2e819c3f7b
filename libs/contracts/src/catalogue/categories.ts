// Spec member-side §3. Order and spelling are user-visible (select options) and stored
// verbatim in bolo_items.category / subcategory, so they must not be "tidied".

export const CATEGORIES = [
  'Electronics',
  'Toys',
  'Home & Kitchen',
  'Fashion',
  'Collectibles',
  'Gaming',
  'Media',
  'Tools & Industrial',
  'Sports & Outdoors',
  'Health & Beauty',
] as const;

export type Category = (typeof CATEGORIES)[number];

export const SUBCATEGORIES: Readonly<Record<Category, readonly string[]>> = Object.freeze({
  Electronics: Object.freeze(['Audio/Video', 'Cameras', 'Computer', 'Gadgets', 'Vintage Tech']),
  Toys: Object.freeze([
    'Action Figures',
    'Building Sets & Bricks',
    'Dolls & Accessories',
    'Games & Puzzles',
    'Plush & Stuffed Animals',
    'Educational & STEM',
    'Electronic Toys & Gadgets',
    'Vehicles & RC Toys',
    'Vintage & Collectible',
  ]),
  'Home & Kitchen': Object.freeze([
    'Bedding & Linens',
    'Cookware',
    'Crafts',
    'Decor',
    'Dinnerware',
    'General',
    'Glassware',
    'Holiday',
    'Kitchen Tools',
    'Pet Supplies',
    'Small Appliances',
    'Outdoor',
  ]),
  Fashion: Object.freeze(['Shoes', 'Clothing', 'Bags & Accessories']),
  Collectibles: Object.freeze(['Pop Culture', 'Vintage', 'Antiques', 'Memorabilia']),
  Gaming: Object.freeze(['Consoles & Accessories', 'Video Games', 'Vintage & Collectibles']),
  Media: Object.freeze(['Books', 'Movies', 'Music', 'Software']),
  'Tools & Industrial': Object.freeze(['Hand Tools', 'Power Tools', 'Parts & Accessories', 'Specialty Gear']),
  'Sports & Outdoors': Object.freeze(['Fitness Equipment', 'Outdoor Gear', 'Sports Equipment']),
  'Health & Beauty': Object.freeze(['Beauty Products', 'Health Products', 'Medical Devices', 'Fragrances']),
});

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Exact (case-sensitive) match, because the value is compared with stored text. */
export function isSubcategoryOf(category: string, subcategory: string): boolean {
  return isCategory(category) && SUBCATEGORIES[category].includes(subcategory);
}
