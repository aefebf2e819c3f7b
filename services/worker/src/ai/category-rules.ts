import type { Category } from '@bolo/contracts';

/**
 * What the offline provider knows without the catalogue: words that point to a category and
 * subcategory, and that category's usual prices, platforms and sources. Rough on purpose: it
 * only fills the form when no similar item is published yet, and the admin reviews every field.
 */
export interface CategoryRule {
  category: Category;
  subcategory: string;
  keywords: readonly string[];
}

export interface CategoryDefaults {
  buy: readonly [number, number];
  sold: readonly [number, number];
  platforms: readonly string[];
  sources: readonly string[];
}

export const CATEGORY_RULES: readonly CategoryRule[] = [
  { category: 'Electronics', subcategory: 'Audio/Video', keywords: ['speaker', 'headphones', 'stereo', 'receiver', 'turntable', 'amplifier', 'walkman', 'ipod', 'television', 'tv', 'radio', 'subwoofer', 'bose', 'sonos'] },
  { category: 'Electronics', subcategory: 'Cameras', keywords: ['camera', 'lens', 'polaroid', 'canon', 'nikon', 'gopro', 'camcorder', 'leica', 'film camera'] },
  { category: 'Electronics', subcategory: 'Computer', keywords: ['laptop', 'computer', 'macbook', 'keyboard', 'monitor', 'tablet', 'ipad', 'printer', 'graphics card', 'chromebook'] },
  { category: 'Electronics', subcategory: 'Gadgets', keywords: ['phone', 'iphone', 'smartwatch', 'apple watch', 'fitbit', 'kindle', 'drone', 'e-reader', 'smart speaker'] },
  { category: 'Electronics', subcategory: 'Vintage Tech', keywords: ['commodore', 'typewriter', 'calculator', 'pager', 'vintage computer', 'reel to reel'] },
  { category: 'Toys', subcategory: 'Action Figures', keywords: ['action figure', 'transformers', 'he-man', 'gi joe', 'g.i. joe', 'marvel legends', 'figure'] },
  { category: 'Toys', subcategory: 'Building Sets & Bricks', keywords: ['lego', 'building set', 'bricks', 'knex', 'mega bloks'] },
  { category: 'Toys', subcategory: 'Dolls & Accessories', keywords: ['doll', 'barbie', 'american girl', 'dollhouse', 'cabbage patch'] },
  { category: 'Toys', subcategory: 'Games & Puzzles', keywords: ['board game', 'puzzle', 'monopoly', 'jigsaw', 'card game'] },
  { category: 'Toys', subcategory: 'Plush & Stuffed Animals', keywords: ['plush', 'stuffed animal', 'teddy bear', 'beanie baby', 'squishmallow'] },
  { category: 'Toys', subcategory: 'Vehicles & RC Toys', keywords: ['hot wheels', 'rc car', 'remote control', 'matchbox', 'diecast', 'die-cast', 'train set', 'tonka'] },
  { category: 'Toys', subcategory: 'Educational & STEM', keywords: ['stem', 'science kit', 'microscope', 'robot kit', 'educational'] },
  { category: 'Home & Kitchen', subcategory: 'Cookware', keywords: ['cast iron', 'skillet', 'dutch oven', 'le creuset', 'cookware', 'saucepan', 'wok'] },
  { category: 'Home & Kitchen', subcategory: 'Small Appliances', keywords: ['kitchenaid', 'stand mixer', 'mixer', 'blender', 'instant pot', 'toaster', 'coffee maker', 'vitamix', 'air fryer', 'espresso'] },
  { category: 'Home & Kitchen', subcategory: 'Dinnerware', keywords: ['pyrex', 'corningware', 'plates', 'dinnerware', 'fiestaware', 'china set', 'bowls'] },
  { category: 'Home & Kitchen', subcategory: 'Glassware', keywords: ['glassware', 'crystal', 'carnival glass', 'depression glass', 'decanter', 'tumblers'] },
  { category: 'Home & Kitchen', subcategory: 'Decor', keywords: ['lamp', 'mirror', 'vase', 'decor', 'picture frame', 'candle holder', 'rug', 'wall art', 'clock'] },
  { category: 'Home & Kitchen', subcategory: 'Bedding & Linens', keywords: ['quilt', 'blanket', 'bedding', 'sheets', 'linens', 'tablecloth'] },
  { category: 'Home & Kitchen', subcategory: 'Holiday', keywords: ['christmas', 'halloween', 'ornament', 'easter', 'blow mold'] },
  { category: 'Home & Kitchen', subcategory: 'Kitchen Tools', keywords: ['knife set', 'knives', 'utensils', 'cutting board', 'mandoline'] },
  { category: 'Fashion', subcategory: 'Shoes', keywords: ['shoes', 'sneakers', 'boots', 'jordan', 'heels', 'sandals', 'loafers', 'dr martens', 'converse'] },
  { category: 'Fashion', subcategory: 'Bags & Accessories', keywords: ['bag', 'purse', 'handbag', 'wallet', 'backpack', 'coach', 'louis vuitton', 'belt', 'sunglasses', 'scarf', 'jewelry', 'necklace'] },
  { category: 'Fashion', subcategory: 'Clothing', keywords: ['jacket', 'coat', 'shirt', 'dress', 'jeans', 'levis', 'sweater', 'hoodie', 't-shirt', 'tee', 'patagonia', 'flannel', 'cardigan'] },
  { category: 'Collectibles', subcategory: 'Pop Culture', keywords: ['funko', 'comic', 'comic book', 'trading card', 'pokemon card', 'star wars', 'disney'] },
  { category: 'Collectibles', subcategory: 'Antiques', keywords: ['antique', 'victorian', 'art deco', 'sterling', 'cast bronze', 'porcelain'] },
  { category: 'Collectibles', subcategory: 'Memorabilia', keywords: ['signed', 'autographed', 'autograph', 'jersey', 'memorabilia', 'baseball card', 'program'] },
  { category: 'Collectibles', subcategory: 'Vintage', keywords: ['vintage', 'retro', 'coin', 'stamp', 'tin sign', 'mid century'] },
  { category: 'Gaming', subcategory: 'Consoles & Accessories', keywords: ['nintendo', 'playstation', 'ps2', 'ps3', 'ps4', 'ps5', 'xbox', 'game boy', 'gameboy', 'switch', 'console', 'controller', 'steam deck'] },
  { category: 'Gaming', subcategory: 'Video Games', keywords: ['video game', 'zelda', 'mario', 'halo', 'call of duty', 'final fantasy', 'cartridge', 'game disc'] },
  { category: 'Gaming', subcategory: 'Vintage & Collectibles', keywords: ['atari', 'nes', 'snes', 'n64', 'dreamcast', 'sega genesis', 'intellivision'] },
  { category: 'Media', subcategory: 'Books', keywords: ['book', 'novel', 'hardcover', 'paperback', 'first edition', 'cookbook', 'textbook'] },
  { category: 'Media', subcategory: 'Movies', keywords: ['dvd', 'blu-ray', 'bluray', 'vhs', 'criterion', 'laserdisc', 'movie'] },
  { category: 'Media', subcategory: 'Music', keywords: ['vinyl', 'record', 'lp', 'cd', 'cassette', 'album', '45 rpm'] },
  { category: 'Media', subcategory: 'Software', keywords: ['software', 'cd-rom', 'microsoft office', 'adobe'] },
  { category: 'Tools & Industrial', subcategory: 'Power Tools', keywords: ['drill', 'saw', 'circular saw', 'dewalt', 'milwaukee', 'makita', 'ryobi', 'sander', 'grinder', 'impact driver', 'router'] },
  { category: 'Tools & Industrial', subcategory: 'Hand Tools', keywords: ['wrench', 'socket set', 'hammer', 'screwdriver', 'pliers', 'snap-on', 'craftsman', 'chisel', 'plane', 'toolbox'] },
  { category: 'Tools & Industrial', subcategory: 'Specialty Gear', keywords: ['welder', 'multimeter', 'laser level', 'compressor', 'generator', 'pressure washer'] },
  { category: 'Tools & Industrial', subcategory: 'Parts & Accessories', keywords: ['battery pack', 'blades', 'bit set', 'drill bits', 'replacement part'] },
  { category: 'Sports & Outdoors', subcategory: 'Fitness Equipment', keywords: ['dumbbell', 'dumbbells', 'kettlebell', 'weights', 'treadmill', 'yoga', 'peloton', 'rowing machine', 'exercise'] },
  { category: 'Sports & Outdoors', subcategory: 'Outdoor Gear', keywords: ['tent', 'camping', 'sleeping bag', 'hiking', 'fishing', 'kayak', 'yeti', 'coleman', 'cooler', 'backpacking'] },
  { category: 'Sports & Outdoors', subcategory: 'Sports Equipment', keywords: ['golf', 'golf clubs', 'baseball bat', 'glove', 'skateboard', 'bicycle', 'bike', 'tennis', 'skis', 'snowboard', 'hockey', 'football'] },
  { category: 'Health & Beauty', subcategory: 'Beauty Products', keywords: ['makeup', 'lipstick', 'eyeshadow', 'palette', 'hair dryer', 'airwrap', 'straightener', 'skincare', 'curling iron', 'nail polish'] },
  { category: 'Health & Beauty', subcategory: 'Fragrances', keywords: ['perfume', 'cologne', 'fragrance', 'eau de parfum', 'eau de toilette'] },
  { category: 'Health & Beauty', subcategory: 'Health Products', keywords: ['vitamins', 'supplement', 'massager', 'theragun', 'electric toothbrush', 'heating pad'] },
  { category: 'Health & Beauty', subcategory: 'Medical Devices', keywords: ['blood pressure', 'thermometer', 'cpap', 'oximeter', 'nebulizer', 'tens unit', 'glucose'] },
];

const SECONDHAND = ['Thrift Stores', 'Garage Sales', 'Estate Sales'] as const;

export const CATEGORY_DEFAULTS: Readonly<Record<Category, CategoryDefaults>> = {
  Electronics: { buy: [10, 40], sold: [60, 150], platforms: ['eBay', 'Mercari', 'Facebook'], sources: SECONDHAND },
  Toys: { buy: [3, 15], sold: [25, 60], platforms: ['eBay', 'Mercari', 'Facebook'], sources: ['Thrift Stores', 'Garage Sales', 'Flea Markets'] },
  'Home & Kitchen': { buy: [5, 20], sold: [30, 80], platforms: ['eBay', 'Facebook', 'Mercari', 'Etsy'], sources: SECONDHAND },
  Fashion: { buy: [4, 15], sold: [30, 75], platforms: ['Poshmark', 'eBay', 'Mercari', 'Depop'], sources: ['Thrift Stores', 'Estate Sales', 'Retail'] },
  Collectibles: { buy: [5, 25], sold: [40, 120], platforms: ['eBay', 'Etsy', 'Mercari'], sources: ['Estate Sales', 'Flea Markets', 'Garage Sales'] },
  Gaming: { buy: [10, 40], sold: [55, 140], platforms: ['eBay', 'Mercari', 'Facebook'], sources: ['Garage Sales', 'Thrift Stores', 'Flea Markets'] },
  Media: { buy: [1, 5], sold: [15, 40], platforms: ['eBay', 'Mercari'], sources: ['Thrift Stores', 'Garage Sales', 'Estate Sales'] },
  'Tools & Industrial': { buy: [10, 40], sold: [60, 160], platforms: ['eBay', 'Facebook'], sources: ['Garage Sales', 'Estate Sales', 'Flea Markets'] },
  'Sports & Outdoors': { buy: [8, 30], sold: [45, 120], platforms: ['eBay', 'Facebook', 'Mercari'], sources: ['Garage Sales', 'Thrift Stores', 'Flea Markets'] },
  'Health & Beauty': { buy: [5, 20], sold: [30, 70], platforms: ['Mercari', 'Poshmark', 'eBay'], sources: ['Thrift Stores', 'Retail'] },
};

/** When nothing in the name points anywhere: a general household find. */
export const FALLBACK_RULE: CategoryRule = { category: 'Home & Kitchen', subcategory: 'General', keywords: [] };

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Whole words only ('pan' must not match 'japan'), plurals included.
const patterns = new Map(CATEGORY_RULES.flatMap((rule) => rule.keywords).map((word) => [word, new RegExp(`(?:^|[^a-z0-9])${escape(word)}(?:s|es)?(?:$|[^a-z0-9])`)]));

/** The rule whose keywords cover most of the name (longer keywords weigh more), or null. */
export function ruleForName(name: string): CategoryRule | null {
  const lower = ` ${name.toLowerCase()} `;
  let best: { rule: CategoryRule; score: number } | null = null;
  for (const rule of CATEGORY_RULES) {
    const score = rule.keywords.reduce((sum, word) => (patterns.get(word)?.test(lower) ? sum + word.length : sum), 0);
    if (score > 0 && (!best || score > best.score)) best = { rule, score };
  }
  return best?.rule ?? null;
}
