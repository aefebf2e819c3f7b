import {
  fieldErrors,
  hasControlCharacters,
  hasScriptContent,
  imageUrlSchema,
  itemFieldsSchema,
  itemPayloadSchema,
  itemStatusSchema,
  proposalFieldsSchema,
  toItemPayload,
  toStoredItemFields,
  type ItemFieldsInput,
} from './item-schema';

// Every rule of admin-side §5 (admin manual form, user-proposed bounds), with its exact message.

const valid: ItemFieldsInput = {
  name: 'Vintage Pyrex Bowl',
  description: 'Colourful mixing bowls that sell fast.',
  notes: 'Check for chips.',
  category: 'Home & Kitchen',
  subcategory: 'Glassware',
  buyPriceMin: 2,
  buyPriceMax: 8,
  sellPriceMin: 25,
  sellPriceMax: 60,
  platforms: ['eBay', 'Mercari'],
  source: ['Thrift Stores'],
};

/** The first message for the form with `changes` (what the API answers). */
type Schema = { safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ message: string }> } } };
function firstMessage(changes: Record<string, unknown>, schema: Schema = itemFieldsSchema, base: object = valid): string | undefined {
  const result = schema.safeParse({ ...base, ...changes });
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('itemFieldsSchema', () => {
  it('accepts a valid item, trimming text and turning blank optionals into null', () => {
    const parsed = itemFieldsSchema.parse({ ...valid, name: '  Vintage Pyrex Bowl ', notes: '  ', subcategory: '' });
    expect(parsed).toMatchObject({ name: 'Vintage Pyrex Bowl', notes: null, subcategory: null, category: 'Home & Kitchen' });
  });

  it.each([
    ['name shorter than 3', { name: 'ab' }, 'Name must be at least 3 characters'],
    ['missing name', { name: undefined }, 'Name must be at least 3 characters'],
    ['name of spaces', { name: '     ' }, 'Name must be at least 3 characters'],
    ['name over 200', { name: 'n'.repeat(201) }, 'Name must be less than 200 characters'],
    ['description shorter than 10', { description: 'Too short' }, 'Description must be at least 10 characters'],
    ['description over 2000', { description: 'd'.repeat(2001) }, 'Description must be less than 2000 characters'],
    ['notes over 1000', { notes: 'n'.repeat(1001) }, 'Notes must be less than 1000 characters'],
    ['missing category', { category: undefined }, 'Category is required'],
    ['blank category', { category: '  ' }, 'Category is required'],
    ['unknown category', { category: 'Cars' }, 'Unknown category'],
    ['subcategory of another category', { subcategory: 'Consoles & Accessories' }, 'Unknown subcategory for this category'],
    ['subcategory over 100', { subcategory: 's'.repeat(101) }, 'Subcategory must be less than 100 characters'],
    ['min buy 0', { buyPriceMin: 0 }, 'Minimum buy price must be greater than 0'],
    ['max buy missing', { buyPriceMax: undefined }, 'Maximum buy price must be greater than 0'],
    ['min sell negative', { sellPriceMin: -5 }, 'Minimum sell price must be greater than 0'],
    ['max sell non-numeric (becomes 0)', { sellPriceMax: 'abc' }, 'Maximum sell price must be greater than 0'],
    ['a price that rounds to 0', { buyPriceMin: 0.004 }, 'Minimum buy price must be greater than 0'],
    ['a price above 100000', { sellPriceMax: 100_000.01 }, 'Price seems unrealistic'],
    ['max buy not above min buy', { buyPriceMin: 8, buyPriceMax: 8 }, 'Maximum buy price must be greater than minimum buy price'],
    ['max sell below min sell', { sellPriceMin: 60, sellPriceMax: 25 }, 'Maximum sell price must be greater than minimum sell price'],
    ['buy ratio over 100', { buyPriceMin: 0.5, buyPriceMax: 50.01 }, 'Price range seems unrealistic'],
    ['sell ratio over 100', { sellPriceMin: 1, sellPriceMax: 101 }, 'Price range seems unrealistic'],
    ['no platform', { platforms: [] }, 'At least one platform is required'],
    ['missing platforms', { platforms: undefined }, 'At least one platform is required'],
    ['unknown platform', { platforms: ['eBay', 'Craigslist'] }, 'Unknown platform: Craigslist'],
    ['more than 10 platforms', { platforms: Array.from({ length: 11 }, (_, i) => `P${i}`) }, 'At most 10 platforms'],
    ['no source', { source: [] }, 'At least one source is required'],
    ['unknown source', { source: ['Dumpsters'] }, 'Unknown source: Dumpsters'],
    ['a script tag in the description', { description: 'Nice <script>alert(1)</script> bowl' }, 'Invalid content detected'],
    ['a closing script tag in the notes', { notes: 'text </ script>' }, 'Invalid content detected'],
    ['javascript: in the notes', { notes: 'see javascript:alert(1)' }, 'Invalid content detected'],
    ['data: in the description', { description: 'see data:text/html;base64,xyz' }, 'Invalid content detected'],
    ['vbscript: in the description', { description: 'VBScript : msgbox here' }, 'Invalid content detected'],
    ['a control character in the name', { name: 'Bowl\u0000Set' }, 'Text must not contain control characters'],
    ['an escape character in the description', { description: 'Colourful bowls \u001b[31m red' }, 'Text must not contain control characters'],
    ['a C1 control in the notes', { notes: 'note \u0085 here' }, 'Text must not contain control characters'],
    ['an unknown condition', { condition: 'Shiny' }, 'Condition is required'],
  ])('refuses %s', (_case, changes, message) => {
    expect(firstMessage(changes)).toBe(message);
  });

  it('accepts the bounds themselves', () => {
    expect(firstMessage({ name: 'abc', description: 'd'.repeat(10), notes: 'n'.repeat(1000) })).toBeUndefined();
    expect(firstMessage({ name: 'n'.repeat(200), description: 'd'.repeat(2000) })).toBeUndefined();
    expect(firstMessage({ buyPriceMin: 0.01, buyPriceMax: 1, sellPriceMin: 1000, sellPriceMax: 100_000 })).toBeUndefined();
    expect(firstMessage({ platforms: ['eBay', 'Etsy', 'Mercari', 'Poshmark', 'Depop', 'Facebook'], source: ['Retail', 'Retail Arbitrage'] })).toBeUndefined();
  });

  it('allows tabs and line breaks, and words that merely end in "data"', () => {
    expect(firstMessage({ description: 'Line one\n\tLine two\r\n', notes: 'metadata: printed on the label' })).toBeUndefined();
  });

  it('reads a condition case-insensitively (the member form sends "good")', () => {
    expect(itemFieldsSchema.parse({ ...valid, condition: 'good' }).condition).toBe('Good');
  });

  it('deduplicates platforms and sources', () => {
    expect(itemFieldsSchema.parse({ ...valid, platforms: ['eBay', ' eBay '], source: ['Retail', 'Retail'] })).toMatchObject({ platforms: ['eBay'], source: ['Retail'] });
  });

  it('reports field rules before the range checks', () => {
    const result = itemFieldsSchema.safeParse({ ...valid, name: 'ab', buyPriceMin: 9, buyPriceMax: 1 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Name must be at least 3 characters', 'Maximum buy price must be greater than minimum buy price']);
    expect(fieldErrors(result.error!)).toEqual({ name: 'Name must be at least 3 characters', buyPriceMax: 'Maximum buy price must be greater than minimum buy price' });
  });
});

describe('proposalFieldsSchema (user-proposed form)', () => {
  it('requires the minimum sell price to exceed the maximum buy price', () => {
    expect(firstMessage({ buyPriceMax: 30, sellPriceMin: 30 }, proposalFieldsSchema)).toBe(
      'Invalid Pricing: Minimum sell price should be higher than maximum buy price for profitability',
    );
    expect(firstMessage({}, proposalFieldsSchema)).toBeUndefined();
  });

  it('allows only letters, digits, whitespace and - _ . , ( ) & in the name', () => {
    expect(firstMessage({ name: 'Levi’s <b>501</b>' }, proposalFieldsSchema)).toBe('Name contains invalid characters');
    expect(firstMessage({ name: 'Crème brûlée set (4 pcs), A&B_1.0-x' }, proposalFieldsSchema)).toBeUndefined();
  });
});

describe('itemPayloadSchema (the API)', () => {
  const payload = toItemPayload(itemFieldsSchema.parse(valid));

  it('reads the wire form: price ranges as text, lists as JSON text, blanks as empty strings', () => {
    expect(payload).toMatchObject({ buyPrice: '$2 - $8', soldRange: '$25 - $60', notes: 'Check for chips.' });
    const multipart = { ...payload, platforms: JSON.stringify(payload.platforms), source: JSON.stringify(payload.source), updated: new Date().toISOString(), tags: 'a,b', subcategory: '' };
    const parsed = itemPayloadSchema.parse(multipart);
    expect(toStoredItemFields(parsed)).toEqual({
      name: 'Vintage Pyrex Bowl',
      description: 'Colourful mixing bowls that sell fast.',
      notes: 'Check for chips.',
      category: 'Home & Kitchen',
      subcategory: null,
      buyPrice: '$2 - $8',
      soldRange: '$25 - $60',
      platforms: ['eBay', 'Mercari'],
      source: ['Thrift Stores'],
    });
    expect(parsed).not.toHaveProperty('updated');
    expect(parsed).not.toHaveProperty('tags');
  });

  it('accepts comma-separated lists as well', () => {
    expect(itemPayloadSchema.parse({ ...payload, platforms: 'eBay, Etsy' }).platforms).toEqual(['eBay', 'Etsy']);
  });

  it.each([
    ['a single price as range', { buyPrice: '$5' }, 'Maximum buy price must be greater than minimum buy price'],
    ['no buy price', { buyPrice: undefined }, 'Minimum buy price must be greater than 0'],
    ['a price range without amounts', { soldRange: 'lots' }, 'Minimum sell price must be greater than 0'],
    ['an absurd price', { soldRange: '$10 - $200,000' }, 'Price seems unrealistic'],
    ['a ratio over 100', { soldRange: '$1 - $500' }, 'Price range seems unrealistic'],
    ['broken JSON list', { platforms: '["eBay"' }, 'platforms must be a list of names'],
    ['a list of numbers', { source: '[1, 2]' }, 'source must be a list of names'],
    ['an empty list', { platforms: '[]' }, 'At least one platform is required'],
    ['an empty text list', { source: '' }, 'At least one source is required'],
  ])('refuses %s', (_case, changes, message) => {
    expect(firstMessage(changes, itemPayloadSchema, payload)).toBe(message);
  });
});

describe('itemStatusSchema and imageUrlSchema', () => {
  it('accepts draft and published only', () => {
    expect(itemStatusSchema.parse({ status: 'published' })).toEqual({ status: 'published' });
    expect(itemStatusSchema.safeParse({ status: 'archived' }).error?.issues[0].message).toBe('status must be draft or published');
    expect(itemStatusSchema.safeParse({}).error?.issues[0].message).toBe('status must be draft or published');
  });

  it('accepts http(s) addresses, treats blank as none and refuses everything else', () => {
    expect(imageUrlSchema.parse(' https://img.example.com/a.png?x=1 ')).toBe('https://img.example.com/a.png?x=1');
    expect(imageUrlSchema.parse('')).toBeUndefined();
    expect(imageUrlSchema.parse(undefined)).toBeUndefined();
    for (const bad of ['ftp://example.com/a.png', 'javascript:alert(1)', 'file:///etc/passwd', 'https://user:pw@example.com/a.png', 'http://exa mple.com/', `https://example.com/${'a'.repeat(2048)}`, 42]) {
      expect(imageUrlSchema.safeParse(bad).error?.issues[0].message).toBe('Image URL must be an http or https address');
    }
  });
});

describe('content checks', () => {
  it('spots script content and control characters', () => {
    expect(hasScriptContent('<SCRIPT src=x>')).toBe(true);
    expect(hasScriptContent('JavaScript :void(0)')).toBe(true);
    expect(hasScriptContent('a description of a script for a play')).toBe(false);
    expect(hasControlCharacters('tab\tand\nnewline')).toBe(false);
    expect(hasControlCharacters('bell\u0007')).toBe(true);
    expect(hasControlCharacters('del\u007f')).toBe(true);
  });
});
