import { ADMIN_MESSAGES } from '../admin/messages';
import { EMPTY_ITEM_FORM, sentItemPayload, validateItemForm } from './form-values';
import { proposalFieldsSchema, proposalPayloadSchema, type ItemFields } from './item-schema';
import { cleanProposalFields, isProposalImageType, proposalImageRefusal } from './proposal';

// Member proposals (admin-side §5 "User-proposed form"): the cleaning before sending, the picture
// checks, and the same rules on the form's values and on the wire.

const fields: ItemFields = {
  name: 'Pyrex Bowls',
  description: 'Great "vintage" <b>bowls</b>',
  notes: "Collector's item",
  category: 'Home & Kitchen',
  subcategory: 'Glassware',
  buyPriceMin: 0.001,
  buyPriceMax: 8,
  sellPriceMin: 25,
  sellPriceMax: 250_000,
  platforms: ['eBay', 'Etsy', 'Mercari', 'Poshmark', 'Depop', 'Facebook', 'a', 'b', 'c', 'd', 'e', 'f'],
  source: ['Thrift Stores'],
};

describe('cleanProposalFields (admin-side §5 "Before sending")', () => {
  it("strips < > ' \" from the text, clamps prices to 0.01-100,000 and cuts lists to 10", () => {
    const cleaned = cleanProposalFields(fields);
    expect(cleaned).toMatchObject({ description: 'Great vintage bbowls/b', notes: 'Collectors item', buyPriceMin: 0.01, sellPriceMax: 100_000 });
    expect(cleaned.platforms).toHaveLength(10);
    expect(cleaned.source).toEqual(['Thrift Stores']);
    expect(cleanProposalFields({ ...fields, notes: null, subcategory: null })).toMatchObject({ notes: null, subcategory: null });
  });
});

describe('proposalImageRefusal (admin-side §5 "Image pick checks")', () => {
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const webp = new Uint8Array([...'RIFF\0\0\0\0WEBP'].map((c) => c.charCodeAt(0)));
  const text = new Uint8Array([...'hello'].map((c) => c.charCodeAt(0)));

  it.each([
    [{ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 }, jpeg, ADMIN_MESSAGES.fileTooLarge],
    [{ name: 'a.gif', type: 'image/gif', size: 10 }, new Uint8Array([...'GIF89a'].map((c) => c.charCodeAt(0))), ADMIN_MESSAGES.invalidFileType],
    [{ name: 'a.jpg', type: 'image/jpeg', size: 10 }, text, ADMIN_MESSAGES.invalidFileType],
    [{ name: 'a.jpg', type: 'text/plain', size: 10 }, jpeg, ADMIN_MESSAGES.invalidFileType],
    [{ name: 'a.png', type: 'image/png', size: 10 }, jpeg, ADMIN_MESSAGES.invalidFileExtension],
    [{ name: 'a.jpeg.exe', type: 'image/jpeg', size: 10 }, jpeg, ADMIN_MESSAGES.invalidFileExtension],
    [{ name: 'noextension', type: 'image/png', size: 10 }, png, ADMIN_MESSAGES.invalidFileExtension],
  ])('refuses %p', (file, bytes, message) => {
    expect(proposalImageRefusal(file, bytes)).toEqual(message);
  });

  it.each([
    [{ name: 'a.JPG', type: 'image/jpeg', size: 5 * 1024 * 1024 }, jpeg],
    [{ name: 'a.jpeg', type: 'image/jpg', size: 10 }, jpeg],
    [{ name: 'a.png', type: 'image/png', size: 10 }, png],
    [{ name: 'a.webp', type: 'image/webp', size: 10 }, webp],
  ])('accepts %p', (file, bytes) => {
    expect(proposalImageRefusal(file, bytes)).toBeNull();
  });

  it('knows the declared types a proposal accepts', () => {
    expect(['image/jpeg', 'image/jpg', 'image/png', 'image/webp'].map(isProposalImageType)).toEqual([true, true, true, true]);
    expect(['image/gif', 'image/svg+xml', ''].map(isProposalImageType)).toEqual([false, false, false]);
  });
});

describe('the proposal rules on the form and on the wire', () => {
  const values = {
    ...EMPTY_ITEM_FORM,
    name: 'Pyrex Bowls',
    description: 'Colourful nesting bowls.',
    category: 'Home & Kitchen',
    buyPriceMin: '2',
    buyPriceMax: '8',
    sellPriceMin: '8',
    sellPriceMax: '60',
    platforms: ['eBay'],
    source: ['Thrift Stores'],
  };
  const invalidPricing = `${ADMIN_MESSAGES.invalidPricing.title}: ${ADMIN_MESSAGES.invalidPricing.description}`;

  it('gives the same message in the form and in the API for a sell minimum not above the buy maximum', () => {
    const form = validateItemForm(values, { schema: proposalFieldsSchema });
    expect(form).toEqual({ ok: false, errors: { sellPriceMin: invalidPricing } });
    const ok = validateItemForm({ ...values, sellPriceMin: '25' }, { schema: proposalFieldsSchema });
    if (!ok.ok) throw new Error('expected valid');
    const wire = sentItemPayload(ok.fields, new Date('2026-01-01T00:00:00Z'));
    expect(wire).toMatchObject({ buyPrice: '$2 - $8', soldRange: '$25 - $60', updated: '2026-01-01T00:00:00.000Z' });
    expect(proposalPayloadSchema.safeParse(wire).success).toBe(true);
    expect(proposalPayloadSchema.safeParse({ ...wire, soldRange: '$8 - $60' }).error?.issues[0]?.message).toBe(invalidPricing);
  });

  it('asks the admin form, not the proposal form, for a condition', () => {
    expect(validateItemForm({ ...values, sellPriceMin: '25' }, { requireCondition: true })).toEqual({ ok: false, errors: { condition: ADMIN_MESSAGES.conditionRequired } });
  });
});
