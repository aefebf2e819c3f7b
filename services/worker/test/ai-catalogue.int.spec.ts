import { CATEGORIES, generatedItemFields, priceRangeOf, type Category, type GeneratedItem } from '@bolo/contracts';
import { createRepositories, SimilarItemsRepository } from '@bolo/db';
import { Logger } from '@nestjs/common';
import { AiProcessor } from '../src/ai/ai.processor';
import { CatalogueItemGenerator } from '../src/ai/catalogue-generator';
import { createTestDatabase } from './support';

type Seed = [name: string, subcategory: string, buyPrice: string, soldRange: string, platforms: string[], source: string[]];

// A few published items per category, as an admin would have entered them.
const CATALOGUE: Record<Category, Seed[]> = {
  Electronics: [
    ['Bose SoundLink Bluetooth Speaker', 'Audio/Video', '$10 - $25', '$60 - $110', ['eBay', 'Mercari'], ['Thrift Stores']],
    ['Canon AE-1 35mm Film Camera', 'Cameras', '$20 - $50', '$120 - $220', ['eBay'], ['Estate Sales']],
    ['Sony Walkman Cassette Player', 'Audio/Video', '$5 - $20', '$60 - $150', ['eBay', 'Etsy'], ['Garage Sales']],
  ],
  Toys: [
    ['LEGO Star Wars Millennium Falcon Set', 'Building Sets & Bricks', '$20 - $60', '$120 - $300', ['eBay', 'Mercari'], ['Garage Sales']],
    ['Vintage Barbie Doll 1970s', 'Dolls & Accessories', '$3 - $10', '$30 - $80', ['eBay', 'Etsy'], ['Thrift Stores']],
    ['Hot Wheels Redline Diecast Car', 'Vehicles & RC Toys', '$1 - $5', '$25 - $90', ['eBay'], ['Flea Markets']],
  ],
  'Home & Kitchen': [
    ['Le Creuset Dutch Oven 5.5 qt', 'Cookware', '$15 - $40', '$120 - $220', ['eBay', 'Facebook'], ['Thrift Stores', 'Estate Sales']],
    ['Vintage Pyrex Mixing Bowl Set', 'Dinnerware', '$5 - $20', '$45 - $120', ['eBay', 'Etsy'], ['Estate Sales']],
    ['KitchenAid Artisan Stand Mixer', 'Small Appliances', '$40 - $90', '$180 - $300', ['Facebook', 'eBay'], ['Garage Sales']],
  ],
  Fashion: [
    ["Levi's 501 Vintage Denim Jeans", 'Clothing', '$5 - $15', '$40 - $90', ['Poshmark', 'Depop', 'eBay'], ['Thrift Stores']],
    ['Coach Leather Crossbody Bag', 'Bags & Accessories', '$8 - $25', '$60 - $150', ['Poshmark', 'Mercari'], ['Thrift Stores']],
    ['Dr. Martens 1460 Leather Boots', 'Shoes', '$10 - $30', '$70 - $130', ['Poshmark', 'eBay'], ['Retail Arbitrage']],
  ],
  Collectibles: [
    ['Funko Pop Vinyl Figure Chase Edition', 'Pop Culture', '$3 - $10', '$30 - $90', ['eBay', 'Mercari'], ['Garage Sales']],
    ['Antique Sterling Silver Tea Set', 'Antiques', '$50 - $150', '$300 - $900', ['eBay', 'Etsy'], ['Estate Sales']],
    ['Signed Baseball Memorabilia', 'Memorabilia', '$10 - $40', '$80 - $250', ['eBay'], ['Estate Sales', 'Flea Markets']],
  ],
  Gaming: [
    ['Nintendo Game Boy Color Handheld', 'Consoles & Accessories', '$15 - $30', '$50 - $90', ['eBay', 'Mercari'], ['Garage Sales']],
    ['Nintendo Game Boy Advance SP', 'Consoles & Accessories', '$20 - $40', '$70 - $120', ['eBay', 'Facebook'], ['Garage Sales', 'Thrift Stores']],
    ['The Legend of Zelda Ocarina of Time N64', 'Video Games', '$10 - $25', '$40 - $70', ['eBay'], ['Flea Markets']],
  ],
  Media: [
    ['Pink Floyd Dark Side of the Moon Vinyl LP', 'Music', '$5 - $15', '$40 - $100', ['eBay', 'Mercari'], ['Thrift Stores']],
    ['Criterion Collection Blu-ray', 'Movies', '$2 - $6', '$20 - $45', ['eBay', 'Mercari'], ['Thrift Stores']],
    ['First Edition Harry Potter Hardcover Book', 'Books', '$2 - $10', '$50 - $300', ['eBay'], ['Garage Sales']],
  ],
  'Tools & Industrial': [
    ['DeWalt 20V Cordless Drill Kit', 'Power Tools', '$20 - $45', '$80 - $140', ['eBay', 'Facebook'], ['Garage Sales']],
    ['Snap-on Ratchet Wrench Set', 'Hand Tools', '$20 - $60', '$120 - $250', ['eBay'], ['Estate Sales']],
    ['Milwaukee M18 Impact Driver', 'Power Tools', '$30 - $60', '$90 - $160', ['eBay', 'Facebook'], ['Garage Sales']],
  ],
  'Sports & Outdoors': [
    ['Yeti Tundra 45 Cooler', 'Outdoor Gear', '$40 - $80', '$150 - $250', ['Facebook', 'eBay'], ['Garage Sales']],
    ['Bowflex SelectTech 552 Dumbbells', 'Fitness Equipment', '$80 - $150', '$250 - $400', ['Facebook'], ['Garage Sales']],
    ['TaylorMade Golf Driver', 'Sports Equipment', '$15 - $40', '$80 - $160', ['eBay'], ['Thrift Stores']],
  ],
  'Health & Beauty': [
    ['Dyson Airwrap Hair Styler', 'Beauty Products', '$100 - $200', '$300 - $450', ['Mercari', 'Poshmark'], ['Retail Arbitrage']],
    ['Chanel No 5 Eau de Parfum', 'Fragrances', '$20 - $50', '$80 - $140', ['Mercari', 'eBay'], ['Estate Sales']],
    ['Theragun Percussive Massager', 'Health Products', '$50 - $100', '$150 - $250', ['eBay', 'Facebook'], ['Retail Arbitrage']],
  ],
};

// Names an admin might type: close to a catalogue item (the category must follow it) ...
const CLOSE_NAMES: Record<Category, string> = {
  Electronics: 'Sony Walkman cassette player WM-10',
  Toys: 'LEGO Millennium Falcon',
  'Home & Kitchen': 'Le Creuset dutch oven',
  Fashion: "Levi's 501 jeans",
  Collectibles: 'Funko Pop chase figure',
  Gaming: 'Game Boy Color',
  Media: 'Dark Side of the Moon vinyl',
  'Tools & Industrial': 'DeWalt cordless drill',
  'Sports & Outdoors': 'Yeti Tundra cooler',
  'Health & Beauty': 'Dyson Airwrap',
};

// ... and names with nothing like them in the catalogue (keyword rules decide).
const NEW_NAMES: Record<Category, string> = {
  Electronics: 'Polaroid SX-70 instant camera',
  Toys: 'Cabbage Patch Kids doll',
  'Home & Kitchen': 'Cast iron skillet no. 8',
  Fashion: 'Patagonia fleece jacket',
  Collectibles: 'Victorian antique brooch',
  Gaming: 'Sega Dreamcast',
  Media: 'Stephen King paperback novel',
  'Tools & Industrial': 'Makita circular saw',
  'Sports & Outdoors': 'Coleman camping tent',
  'Health & Beauty': 'Tom Ford cologne',
};

function expectValid(item: GeneratedItem): void {
  const result = generatedItemFields(item);
  if (!result.success) throw new Error(`${item.name}: ${JSON.stringify(result.error.issues)}`);
  // What the proposal form also demands: buying at the top of the buy range leaves a profit.
  const buy = priceRangeOf(item.buyPrice)!;
  const sold = priceRangeOf(item.soldRange)!;
  expect(sold.min).toBeGreaterThan(buy.max);
  expect(item.provider).toBe('catalogue');
}

describe('offline catalogue provider (pg_trgm similarity over the published catalogue)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let generator: CatalogueItemGenerator;

  beforeAll(async () => {
    Logger.overrideLogger(false);
    database = await createTestDatabase(2);
    generator = new CatalogueItemGenerator(new SimilarItemsRepository(database.dataSource));
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe('on an empty catalogue', () => {
    it.each(CATEGORIES.map((category) => [category, NEW_NAMES[category]]))('%s: a valid estimate from keyword rules for "%s"', async (category, name) => {
      const item = await generator.generate(name);
      expectValid(item);
      expect(item.name).toBe(name);
      expect(item.category).toBe(category);
      expect(item.notes).toMatch(/^Catalogue-based estimate \(no similar items found\):/);
    });

    it('still answers a valid item for a name no rule knows', async () => {
      const item = await generator.generate('Zxqv thingamajig');
      expectValid(item);
      expect(item.notes).toMatch(/^Catalogue-based estimate \(no similar items found\): no keyword matched/);
    });
  });

  describe('with published items in every category', () => {
    beforeAll(async () => {
      const { items } = createRepositories(database.dataSource);
      for (const [category, seeds] of Object.entries(CATALOGUE)) {
        for (const [name, subcategory, buyPrice, soldRange, platforms, source] of seeds) {
          await items.create({ name, description: `${name}, a proven seller.`, category, subcategory, buyPrice, soldRange, platforms, source, status: 'published', createdBy: null });
        }
      }
      // A draft is not part of the catalogue, however close its name.
      await items.create({
        name: 'Game Boy Color Pikachu Edition',
        description: 'Draft entry.',
        category: 'Toys',
        subcategory: null,
        buyPrice: '$1 - $2',
        soldRange: '$3 - $4',
        platforms: ['Etsy'],
        source: [],
        status: 'draft',
        createdBy: null,
      });
    });

    it.each(CATEGORIES.map((category) => [category, CLOSE_NAMES[category]]))('%s: "%s" gets the category of its similar items', async (category, name) => {
      const item = await generator.generate(name);
      expectValid(item);
      expect(item.category).toBe(category);
      expect(item.notes).toMatch(/^Catalogue-based estimate from \d+ similar items?:/);
    });

    it.each(CATEGORIES.map((category) => [category, NEW_NAMES[category]]))('%s: "%s" is still a valid item', async (_category, name) => {
      expectValid(await generator.generate(name));
    });

    it('derives subcategory, prices, platforms and sources from the neighbours, ignoring drafts', async () => {
      const item = await generator.generate('Nintendo Game Boy');
      expectValid(item);
      expect(item).toMatchObject({ category: 'Gaming', subcategory: 'Consoles & Accessories' });
      // Medians of the two Game Boys' ranges ($15-$30 / $20-$40 and $50-$90 / $70-$120).
      expect(item.buyPrice).toBe('$18 - $35');
      expect(item.soldRange).toBe('$60 - $105');
      expect(item.platforms[0]).toBe('eBay');
      expect(item.platforms).not.toContain('Etsy');
      expect(item.sourceLocations[0]).toBe('Garage Sales');
      expect(item.notes).toContain('Nintendo Game Boy Color Handheld');
      expect(item.notes).not.toContain('Pikachu');
      expect(item.description.length).toBeGreaterThanOrEqual(10);
    });

    it('maps catalogue sources to the admin form sources (Retail Arbitrage is Retail)', async () => {
      const item = await generator.generate('Dyson Airwrap styler');
      expect(item.sourceLocations).toEqual(['Retail']);
    });

    it('answers through the ai queue processor with the same validated item', async () => {
      const processor = new AiProcessor(generator);
      const item = await processor.generateItem({ name: 'Le Creuset dutch oven', requestId: 'request-0002' });
      expectValid(item);
      expect(item.category).toBe('Home & Kitchen');
    });
  });
});
