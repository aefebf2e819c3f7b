import {
  ADMIN_FORM_PLATFORMS,
  ADMIN_FORM_SOURCES,
  CATEGORIES,
  CONDITIONS,
  NEUTRAL_PLATFORM_COLOR,
  PLATFORM_COLORS,
  PLATFORMS,
  SOURCES,
  SUBCATEGORIES,
  isCategory,
  isSubcategoryOf,
  platformColor,
} from './index';

const EXPECTED_SUBCATEGORIES: Record<string, string[]> = {
  Electronics: ['Audio/Video', 'Cameras', 'Computer', 'Gadgets', 'Vintage Tech'],
  Toys: [
    'Action Figures',
    'Building Sets & Bricks',
    'Dolls & Accessories',
    'Games & Puzzles',
    'Plush & Stuffed Animals',
    'Educational & STEM',
    'Electronic Toys & Gadgets',
    'Vehicles & RC Toys',
    'Vintage & Collectible',
  ],
  'Home & Kitchen': [
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
  ],
  Fashion: ['Shoes', 'Clothing', 'Bags & Accessories'],
  Collectibles: ['Pop Culture', 'Vintage', 'Antiques', 'Memorabilia'],
  Gaming: ['Consoles & Accessories', 'Video Games', 'Vintage & Collectibles'],
  Media: ['Books', 'Movies', 'Music', 'Software'],
  'Tools & Industrial': ['Hand Tools', 'Power Tools', 'Parts & Accessories', 'Specialty Gear'],
  'Sports & Outdoors': ['Fitness Equipment', 'Outdoor Gear', 'Sports Equipment'],
  'Health & Beauty': ['Beauty Products', 'Health Products', 'Medical Devices', 'Fragrances'],
};

describe('CATEGORIES', () => {
  it('lists the 10 categories in spec order', () => {
    expect(CATEGORIES).toEqual([
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
    ]);
    expect(CATEGORIES).toHaveLength(10);
  });
});

describe('SUBCATEGORIES', () => {
  it('has an entry for every category and nothing else', () => {
    expect(Object.keys(SUBCATEGORIES).sort()).toEqual([...CATEGORIES].sort());
  });

  it.each([
    ['Electronics', 5],
    ['Toys', 9],
    ['Home & Kitchen', 12],
    ['Fashion', 3],
    ['Collectibles', 4],
    ['Gaming', 3],
    ['Media', 4],
    ['Tools & Industrial', 4],
    ['Sports & Outdoors', 3],
    ['Health & Beauty', 4],
  ] as const)('%s has %i subcategories, spelled and ordered as in the spec', (category, count) => {
    expect(SUBCATEGORIES[category]).toHaveLength(count);
    expect(SUBCATEGORIES[category]).toEqual(EXPECTED_SUBCATEGORIES[category]);
  });

  it('has 51 subcategories in total, none repeated within a category', () => {
    const all = CATEGORIES.flatMap((c) => SUBCATEGORIES[c]);
    expect(all).toHaveLength(51);
    for (const c of CATEGORIES) expect(new Set(SUBCATEGORIES[c]).size).toBe(SUBCATEGORIES[c].length);
  });

  it('cannot be modified at run time', () => {
    expect(Object.isFrozen(SUBCATEGORIES)).toBe(true);
    for (const c of CATEGORIES) expect(Object.isFrozen(SUBCATEGORIES[c])).toBe(true);
  });
});

describe('isCategory', () => {
  it.each([...CATEGORIES])('accepts %s', (c) => {
    expect(isCategory(c)).toBe(true);
  });

  it.each([['electronics'], ['Electronics '], ['Home and Kitchen'], [''], [123], [null], [undefined], [{}]])(
    'rejects %p',
    (value) => {
      expect(isCategory(value)).toBe(false);
    },
  );
});

describe('isSubcategoryOf', () => {
  const pairs = CATEGORIES.flatMap((c) => SUBCATEGORIES[c].map((s) => [c, s] as const));

  it.each(pairs)('%s contains %s', (category, subcategory) => {
    expect(isSubcategoryOf(category, subcategory)).toBe(true);
  });

  it.each([
    ['Fashion', 'Cameras'],
    ['Collectibles', 'Vintage & Collectibles'],
    ['Gaming', 'Vintage'],
    ['Electronics', 'cameras'],
    ['Electronics', ' Cameras'],
    ['Electronics', ''],
    ['Cars', 'Cameras'],
    ['', 'Shoes'],
  ])('%p does not contain %p', (category, subcategory) => {
    expect(isSubcategoryOf(category, subcategory)).toBe(false);
  });
});

describe('option lists', () => {
  it('has the wide and the admin-form platform lists', () => {
    expect(PLATFORMS).toEqual(['eBay', 'Etsy', 'Mercari', 'Poshmark', 'Depop', 'Facebook']);
    expect(ADMIN_FORM_PLATFORMS).toEqual(['eBay', 'Mercari', 'Poshmark', 'Facebook']);
  });

  it('has the wide and the admin-form source lists', () => {
    expect(SOURCES).toEqual(['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Flea Markets', 'Retail Arbitrage']);
    expect(ADMIN_FORM_SOURCES).toEqual(['Thrift Stores', 'Garage Sales', 'Estate Sales', 'Flea Markets', 'Retail']);
  });

  it('has the six conditions', () => {
    expect(CONDITIONS).toEqual(['New', 'Like New', 'Very Good', 'Good', 'Acceptable', 'For Parts']);
  });
});

describe('platform colours', () => {
  it.each([...PLATFORMS])('%s has its own fixed colour', (p) => {
    expect(PLATFORM_COLORS[p]).toEqual({ background: expect.stringMatching(/^#[0-9A-F]{6}$/i), text: expect.stringMatching(/^#[0-9A-F]{6}$/i) });
    expect(platformColor(p)).toBe(PLATFORM_COLORS[p]);
  });

  it('gives every platform a different colour, none equal to the neutral one', () => {
    const backgrounds = PLATFORMS.map((p) => PLATFORM_COLORS[p].background);
    expect(new Set(backgrounds).size).toBe(PLATFORMS.length);
    expect(backgrounds).not.toContain(NEUTRAL_PLATFORM_COLOR.background);
  });

  it('matches names regardless of case and surrounding spaces', () => {
    expect(platformColor('ebay')).toBe(PLATFORM_COLORS.eBay);
    expect(platformColor('  MERCARI ')).toBe(PLATFORM_COLORS.Mercari);
    expect(platformColor('Facebook Marketplace')).toBe(PLATFORM_COLORS.Facebook);
  });

  it.each([['Craigslist'], [''], [null], [undefined]])('falls back to the neutral colour for %p', (name) => {
    expect(platformColor(name)).toEqual({ background: '#F5F5F5', text: '#595959' });
  });

  it('cannot be modified through a returned colour', () => {
    expect(Object.isFrozen(platformColor('eBay'))).toBe(true);
    expect(Object.isFrozen(platformColor('unknown'))).toBe(true);
  });
});
