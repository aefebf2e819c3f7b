// The copy of /lp/what-sells-on-ebay: general resale knowledge, no item from the paid directory.
// One entry per directory category (CATEGORIES), so the article and the directory speak alike.
import type { Category } from '@bolo/contracts';

export interface CategoryGuide {
  summary: string;
  /** Kinds of items that sell, as a reseller would look for them. */
  lookFor: readonly string[];
}

export const CATEGORY_GUIDES: Readonly<Record<Category, CategoryGuide>> = {
  Electronics: {
    summary: 'Working electronics with a model number buyers search for sell quickly, and vintage audio often sells for more than it cost new.',
    lookFor: ['Vintage receivers, turntables and cassette decks', 'Digital cameras and interchangeable lenses', 'Graphing calculators and name-brand headphones'],
  },
  Toys: {
    summary: 'Complete sets and characters from the 1980s and 1990s drive toy sales; missing pieces cut the price more than wear does.',
    lookFor: ['Complete building sets with their instructions', 'Vintage action figures and playsets', 'Discontinued plush, dolls and board games'],
  },
  'Home & Kitchen': {
    summary: 'Heavy, well-made kitchenware and colourful vintage pieces are thrift-store staples that buyers pay well for.',
    lookFor: ['Vintage Pyrex and other patterned glass bakeware', 'Enamelled cast iron and high-end blenders', 'Mid-century decor, glassware and dinnerware sets'],
  },
  Fashion: {
    summary: 'Brand and material matter more than style: quality outdoor wear, premium denim and leather goods sell year-round.',
    lookFor: ['Outdoor and technical jackets from premium brands', 'Premium and vintage denim', 'Leather boots, bags and belts in good condition'],
  },
  Collectibles: {
    summary: 'Collectors pay for condition and completeness; boxed, graded or numbered pieces bring the best prices.',
    lookFor: ['Trading cards and sealed packs', 'Limited-edition figurines and die-cast models', 'Advertising pieces and vintage signage'],
  },
  Gaming: {
    summary: 'Retro games keep climbing in value; cartridges, discs and consoles with their original boxes and manuals sell the fastest.',
    lookFor: ['Retro consoles and controllers', 'Cartridge and disc games with case and manual', 'Handheld systems and accessories'],
  },
  Media: {
    summary: 'Most media is worth little, which is why the exceptions are profitable: out-of-print titles and first pressings.',
    lookFor: ['Vinyl records, especially original pressings', 'Out-of-print and textbook titles', 'Collector box sets of films and series'],
  },
  'Tools & Industrial': {
    summary: 'Tradespeople buy name-brand tools secondhand, and estate sales are full of them at a fraction of their resale value.',
    lookFor: ['Name-brand power tools and batteries', 'Vintage hand tools and planes', 'Test equipment and shop machinery parts'],
  },
  'Sports & Outdoors': {
    summary: 'Seasonal gear sells best just before its season; quality camping, golf and fitness equipment holds its value well.',
    lookFor: ['Golf clubs and putters from known makers', 'Camping stoves, tents and packs', 'Fitness equipment and cycling components'],
  },
  'Health & Beauty': {
    summary: 'Sealed, in-date products and premium hair tools are what sells; opened cosmetics rarely are worth listing.',
    lookFor: ['Premium hair dryers and styling tools', 'Sealed skincare and fragrance sets', 'Electric toothbrushes and grooming kits, new in box'],
  },
};

/** How to spot a find in a store, in the order a reseller checks. */
export const SPOTTING_TIPS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Research sold listings, not asking prices',
    text: 'What sellers ask says little; what buyers paid is the market. Filter eBay searches to sold items and look at the last few months.',
  },
  {
    title: 'Check the sell-through rate',
    text: 'Divide the number of recent sold listings by the number of active ones. The higher it is, the faster an item like yours will sell.',
  },
  {
    title: 'Read brands, model numbers and labels',
    text: 'Value hides in the details: a maker\u2019s mark, a model number on the base, a country of manufacture or a limited-run label.',
  },
  {
    title: 'Inspect condition and completeness',
    text: 'Test electronics when you can, count the pieces of sets, and look for chips, stains and missing parts before you pay.',
  },
  {
    title: 'Count the costs before the profit',
    text: 'Subtract the buy price, platform fees and shipping from the sold price. Heavy, fragile items need a wider margin.',
  },
  {
    title: 'Time seasonal items',
    text: 'Buy coats and ski gear in spring, list them in autumn; buy holiday decor after the holidays and sell it the next season.',
  },
];
