import { itemPayloadSchema } from '../item-form/item-schema';
import { checkImportHeader, IMPORT_COLUMNS, IMPORT_TEMPLATE_ROWS, importRowPayload } from './index';

describe('checkImportHeader', () => {
  it('accepts the template columns in any order and any case', () => {
    expect(checkImportHeader([...IMPORT_COLUMNS])).toEqual({ columns: [...IMPORT_COLUMNS] });
    expect(checkImportHeader([' SOURCE', 'platforms', 'soldrange', 'BuyPrice', 'category', 'description', 'Name '])).toEqual({
      columns: ['source', 'platforms', 'soldRange', 'buyPrice', 'category', 'description', 'name'],
    });
  });

  it('names missing, unknown and duplicate columns', () => {
    expect(checkImportHeader(['name', 'description', 'category'])).toEqual({ error: 'Missing required columns: buyPrice, soldRange, platforms, source' });
    expect(checkImportHeader([...IMPORT_COLUMNS, 'price', ''])).toEqual({ error: 'Unknown columns: price, (blank)' });
    expect(checkImportHeader([...IMPORT_COLUMNS, 'Name'])).toEqual({ error: 'Duplicate columns: name' });
  });
});

describe('importRowPayload', () => {
  it('splits the list cells on semicolons and passes the rest through', () => {
    expect(importRowPayload({ name: 'Lamp', platforms: 'eBay; Etsy ;', source: '' })).toEqual({
      name: 'Lamp',
      description: '',
      category: '',
      subcategory: '',
      buyPrice: '',
      soldRange: '',
      platforms: ['eBay', 'Etsy'],
      source: [],
      notes: '',
    });
  });

  it('turns every template row into a valid item', () => {
    for (const row of IMPORT_TEMPLATE_ROWS) expect(itemPayloadSchema.safeParse(importRowPayload(row)).success).toBe(true);
  });
});
