import { CATEGORIES, SOURCES, SUBCATEGORIES, type Category } from '@bolo/contracts';
import { VOCABULARY } from './vocabulary';

export interface SyntheticItem {
  name: string;
  description: string;
  notes: string;
  category: Category;
  subcategory: string;
  buyPrice: string;
  soldRange: string;
  platforms: string[];
  source: string[];
  updated: Date;
  createdAt: Date;
  status: 'draft' | 'published';
}

/** mulberry32: tiny, fast and good enough to make item N the same on every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const SPREAD_DAYS = 730;

/** Real catalogues are not uniform: a few categories carry most of the items. */
const CATEGORY_WEIGHTS: Record<Category, number> = {
  Electronics: 14,
  Toys: 12,
  'Home & Kitchen': 18,
  Fashion: 14,
  Collectibles: 10,
  Gaming: 9,
  Media: 8,
  'Tools & Industrial': 6,
  'Sports & Outdoors': 5,
  'Health & Beauty': 4,
};
const WEIGHTED_CATEGORIES: Category[] = CATEGORIES.flatMap((c) => Array<Category>(CATEGORY_WEIGHTS[c]).fill(c));

/**
 * Item number `index` of the synthetic catalogue. Deterministic in `index`, so topping up
 * to N generates the same catalogue however many runs it takes; dates are relative to `now`.
 */
export function syntheticItem(index: number, now: number): SyntheticItem {
  const rnd = random(index * 2654435761 + 97);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)];
  const chance = (p: number) => rnd() < p;

  const category = pick(WEIGHTED_CATEGORIES);
  const subcategory = pick(SUBCATEGORIES[category]);
  const vocab = VOCABULARY[category];
  const words = vocab.subcategories[subcategory];

  const line = pick(productLines(words.lines));
  const brand = pick(line.brands);
  const product = pick(line.products);
  const core = `${brand} ${product}`;
  // Skip a modifier the name already carries ('Vintage Mid-Century Brass', 'Lot Lot').
  const modifier = (list: readonly string[], p: number) => {
    const word = chance(p) ? pick(list) : null;
    return word && !core.toLowerCase().includes(word.replace(/[()]/g, '').toLowerCase()) ? word : null;
  };
  const name = [modifier(vocab.adjectives, 0.45), core, modifier(vocab.suffixes, 0.35)].filter(Boolean).join(' ');

  // Buy price: a single small number or a range; sold range: a spread above it.
  const [buyMin, buyMax] = words.buy;
  const buyLow = Math.max(0, Math.round(buyMin + rnd() * (buyMax - buyMin) * 0.6));
  const buyPrice = chance(0.5) ? `$${buyLow}` : `$${buyLow}-$${buyLow + Math.max(2, Math.round(rnd() * (buyMax - buyMin) * 0.4))}`;
  const [soldMin, soldMax] = words.sold;
  const soldLow = Math.max(buyLow + 5, Math.round(soldMin + rnd() * (soldMax - soldMin) * 0.6));
  const soldHigh = soldLow + Math.max(5, Math.round(soldLow * (0.3 + rnd() * 0.9)));
  const soldRange = `$${soldLow} - $${soldHigh}`;

  const platforms = vocab.platforms.filter((_, i) => i === 0 || chance(0.45));
  const source = SOURCES.filter(() => chance(0.35));
  if (source.length === 0) source.push(pick(SOURCES));

  const description = [
    `${brand} ${product} ${pick(FIRST_SENTENCES)}`,
    pick(vocab.appeal),
    ...(chance(0.6) ? [pick(vocab.condition)] : []),
  ].join(' ');

  const updated = new Date(now - Math.floor(rnd() * SPREAD_DAYS * DAY_MS));
  const createdAt = new Date(updated.getTime() - Math.floor(rnd() * 30 * DAY_MS));
  return {
    name,
    description,
    notes: pick(vocab.notes),
    category,
    subcategory,
    buyPrice,
    soldRange,
    platforms: [...platforms],
    source,
    updated,
    createdAt,
    // Exactly one in twenty is a draft, so "N items" means a predictable published count.
    status: index % 20 === 19 ? 'draft' : 'published',
  };
}

const parsedLines = new Map<readonly string[], Array<{ brands: string[]; products: string[] }>>();

/** 'Brand A, Brand B: Product 1, Product 2' -> { brands, products }, parsed once per subcategory. */
function productLines(lines: readonly string[]) {
  let parsed = parsedLines.get(lines);
  if (!parsed) {
    parsed = lines.map((line) => {
      const [brands, products] = line.split(':').map((part) => part.split(',').map((word) => word.trim()));
      return { brands, products };
    });
    parsedLines.set(lines, parsed);
  }
  return parsed;
}

const FIRST_SENTENCES = [
  'that turns up at thrift stores more often than you would think.',
  'in good used condition, a steady seller on the resale platforms.',
  'that resellers flip for a reliable profit.',
  'often priced low by sellers who do not know what it is worth.',
  'with a loyal following among collectors and everyday buyers.',
  'that sells within days when it is priced right.',
];
