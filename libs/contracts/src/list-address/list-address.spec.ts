import fc from 'fast-check';
import { CATEGORIES, SUBCATEGORIES, type Category } from '../catalogue/categories';
import { PLATFORMS } from '../catalogue/options';
import { DIRECTORY_SORTS, FILTER_SOURCES, MAX_FILTER_AMOUNT, MAX_SEARCH_LENGTH } from '../items/constants';
import { MAX_PAGE } from '../pagination/constants';
import { choiceField, choicesField, listAddressCodec, optionalChoiceField, pageField, textField, wholeNumberField, type AddressState } from './list-address';
import { DIRECTORY_FIELDS, ITEM_LIST_FIELDS, keepSubcategoryInCategory, normalizeDirectoryState, type DirectoryState } from './list-filters';

describe('address fields: lenient reading, defaults left out', () => {
  describe('textField', () => {
    const field = textField(5);

    it('reads the text as given, cut to its length, and nothing as ""', () => {
      expect(field.read('cast iron')).toBe('cast ');
      expect(field.read(' jo ')).toBe(' jo ');
      expect(field.read('')).toBe('');
      expect(field.read(null)).toBe('');
    });

    it('never cuts a character in two', () => {
      // '😀' is two UTF-16 units; a cut between them would leave half a character no address can carry.
      expect(field.read('abcd😀')).toBe('abcd');
      expect(field.read('abc😀')).toBe('abc😀');
    });

    it('leaves out "" and text of spaces only', () => {
      expect(field.write('')).toBeNull();
      expect(field.write('   ')).toBeNull();
      expect(field.write(' jo ')).toBe(' jo ');
    });
  });

  describe('choiceField', () => {
    const field = choiceField(['joined_desc', 'joined_asc'] as const, 'joined_desc');

    it('reads one of its values, anything else as the default', () => {
      expect(field.read('joined_asc')).toBe('joined_asc');
      for (const raw of [null, '', 'JOINED_ASC', ' joined_asc', 'joined_asc,joined_desc', 'constructor', 'toString']) expect(field.read(raw)).toBe('joined_desc');
    });

    it('leaves out the default', () => {
      expect(field.write('joined_desc')).toBeNull();
      expect(field.write('joined_asc')).toBe('joined_asc');
    });
  });

  describe('optionalChoiceField', () => {
    const field = optionalChoiceField(CATEGORIES);

    it('reads one of its values, anything else as "" (none), and leaves none out', () => {
      expect(field.fallback).toBe('');
      expect(field.read('Home & Kitchen')).toBe('Home & Kitchen');
      expect(field.read('home & kitchen')).toBe('');
      expect(field.read(null)).toBe('');
      expect(field.write('')).toBeNull();
      expect(field.write('Gaming')).toBe('Gaming');
    });
  });

  describe('pageField', () => {
    const field = pageField();

    it.each([
      ['1', 1],
      ['2', 2],
      ['007', 7],
      [String(MAX_PAGE), MAX_PAGE],
    ])('reads %p as %p', (raw, page) => {
      expect(field.read(raw)).toBe(page);
    });

    it.each([[null], [''], ['0'], ['-1'], ['1.5'], ['2.0'], [' 3 '], ['+2'], ['1e3'], ['0x10'], ['abc'], [String(MAX_PAGE + 1)], ['99999999999999999999']])(
      'reads %p as page 1',
      (raw) => {
        expect(field.read(raw)).toBe(1);
      },
    );

    it('leaves out page 1 and honours a lower maximum', () => {
      expect(field.write(1)).toBeNull();
      expect(field.write(12)).toBe('12');
      expect(pageField(10).read('11')).toBe(1);
      expect(pageField(10).read('10')).toBe(10);
    });
  });

  describe('wholeNumberField', () => {
    const bound = wholeNumberField(null, 1, MAX_FILTER_AMOUNT);

    it('reads a whole number within its bounds, anything else as its default', () => {
      expect(bound.read('25')).toBe(25);
      expect(bound.read('1')).toBe(1);
      expect(bound.read(String(MAX_FILTER_AMOUNT))).toBe(MAX_FILTER_AMOUNT);
      for (const raw of [null, '', '0', String(MAX_FILTER_AMOUNT + 1), '12.5', '-4', 'ten', '$20']) expect(bound.read(raw)).toBeNull();
    });

    it('leaves out its default', () => {
      expect(bound.write(null)).toBeNull();
      expect(bound.write(25)).toBe('25');
      const fromFive = wholeNumberField(5, 1, 10);
      expect(fromFive.write(5)).toBeNull();
      expect(fromFive.write(6)).toBe('6');
      expect(fromFive.read('11')).toBe(5);
    });
  });

  describe('choicesField', () => {
    const field = choicesField(PLATFORMS);
    const [first, second, third] = PLATFORMS;

    it('reads the known values of a comma list in the options’ order, once each', () => {
      expect(field.read(`${third},${first}`)).toEqual([first, third]);
      expect(field.read(`${second}, ${second},${first} ,Craigslist`)).toEqual([first, second]);
      expect(field.read('')).toEqual([]);
      expect(field.read(null)).toEqual([]);
      expect(field.read(',,')).toEqual([]);
    });

    it('writes the chosen values in the options’ order, once each, and leaves none out', () => {
      expect(field.write([third, first, third])).toBe(`${first},${third}`);
      expect(field.write([])).toBeNull();
    });
  });
});

describe('listAddressCodec', () => {
  const USER_FIELDS = {
    search: textField(100),
    status: choiceField(['all', 'active', 'canceled'] as const, 'all'),
    sort: choiceField(['joined_desc', 'joined_asc'] as const, 'joined_desc'),
    page: pageField(),
  };
  const users = listAddressCodec(USER_FIELDS);
  type UserState = AddressState<typeof USER_FIELDS>;
  const user = (change: Partial<UserState>): UserState => ({ ...users.defaults, ...change });

  it('has every field at its default, in the fields’ order', () => {
    expect(users.keys).toEqual(['search', 'status', 'sort', 'page']);
    expect(users.defaults).toEqual({ search: '', status: 'all', sort: 'joined_desc', page: 1 });
    expect(Object.isFrozen(users.defaults)).toBe(true);
  });

  it('reads each field on its own: a bad value falls back alone', () => {
    expect(users.read('?search=jo&status=gone&sort=joined_asc&page=-2')).toEqual(user({ search: 'jo', sort: 'joined_asc' }));
    expect(users.read(new URLSearchParams({ status: 'canceled', page: '3' }))).toEqual(user({ status: 'canceled', page: 3 }));
    expect(users.read('')).toEqual(users.defaults);
  });

  it('reads the first of a repeated parameter', () => {
    expect(users.read('?page=2&page=3')).toEqual(user({ page: 2 }));
  });

  it('writes the fields in their order with defaults left out, and nothing at all for the defaults', () => {
    expect(users.write(user({ page: 2, sort: 'joined_asc', search: 'cast iron', status: 'active' }))).toBe('?search=cast+iron&status=active&sort=joined_asc&page=2');
    expect(users.write(users.defaults)).toBe('');
    expect(users.write(user({ search: '   ' }))).toBe('');
  });

  it('keeps parameters that are not its fields, and replaces those that are', () => {
    const base = '?utm_source=mail&page=4&status=active&ref=a%26b';
    expect(users.write(user({ status: 'canceled' }), base)).toBe('?utm_source=mail&ref=a%26b&status=canceled');
    expect(users.write(users.defaults, new URLSearchParams(base))).toBe('?utm_source=mail&ref=a%26b');
    expect(users.write(users.defaults, '?page=4')).toBe('');
  });

  it('says whether two states write the same address', () => {
    expect(users.same(user({ search: '' }), user({ search: '  ' }))).toBe(true);
    expect(users.same(user({ page: 2 }), user({ page: 2 }))).toBe(true);
    expect(users.same(user({ page: 2 }), user({ page: 3 }))).toBe(false);
  });

  describe('normalize', () => {
    const items = listAddressCodec(ITEM_LIST_FIELDS, keepSubcategoryInCategory);

    it('is applied on read: a subcategory is kept only under its own category', () => {
      expect(items.read('?category=Fashion&subcategory=Shoes')).toMatchObject({ category: 'Fashion', subcategory: 'Shoes' });
      expect(items.read('?category=Fashion&subcategory=Cameras')).toMatchObject({ category: 'Fashion', subcategory: '' });
      expect(items.read('?subcategory=Shoes')).toMatchObject({ category: '', subcategory: '' });
      expect(items.read('?category=Cars&subcategory=Shoes')).toMatchObject({ category: '', subcategory: '' });
    });

    it('is applied on write, so an address never names a state the page cannot show', () => {
      expect(items.write({ ...items.defaults, category: 'Fashion', subcategory: 'Cameras' })).toBe('?category=Fashion');
      expect(items.write({ ...items.defaults, subcategory: 'Shoes', page: 2 })).toBe('?page=2');
      expect(items.same({ ...items.defaults, subcategory: 'Shoes' }, items.defaults)).toBe(true);
    });

    it('gives the defaults through it', () => {
      const normalize = jest.fn((state: UserState) => ({ ...state, search: state.search.trim() }));
      const trimmed = listAddressCodec(USER_FIELDS, normalize);
      expect(normalize).toHaveBeenCalledTimes(1);
      expect(trimmed.read('?search=+jo+').search).toBe('jo');
      expect(trimmed.write(user({ search: ' jo ' }))).toBe('?search=jo');
    });

    it('enforces the directory’s rules between fields: relevance needs a search, net profit its platform', () => {
      const directory = listAddressCodec(DIRECTORY_FIELDS, normalizeDirectoryState);
      expect(directory.read('?sort=relevance').sort).toBe('');
      expect(directory.read('?sort=relevance&search=+').sort).toBe('');
      expect(directory.read('?sort=relevance&search=pyrex').sort).toBe('relevance');
      expect(directory.read('?sort=net').sort).toBe('');
      expect(directory.read('?sort=net&netOn=eBay')).toMatchObject({ sort: 'net', netOn: 'eBay' });
      expect(directory.write({ ...directory.defaults, sort: 'net' })).toBe('');
    });
  });
});

describe('round trip (properties)', () => {
  // Text an address can carry and a field keeps: '' or not only spaces, within the length.
  const text = (maxLength: number) =>
    fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', minLength: 1, maxLength }).filter((value) => value.trim() !== '' && value.length <= maxLength));
  const page = fc.oneof(fc.constant(1), fc.integer({ min: 1, max: MAX_PAGE }));
  const amount = fc.option(fc.integer({ min: 1, max: MAX_FILTER_AMOUNT }), { nil: null });
  /** Several of `values`, in their order, once each (what choicesField reads). */
  const subsetOf = <T extends string>(values: readonly T[]) => fc.subarray([...values]);
  const categoryAndSubcategory = fc.oneof(
    fc.constant({ category: '' as const, subcategory: '' }),
    fc.constantFrom(...CATEGORIES).chain((category: Category) => fc.record({ category: fc.constant(category), subcategory: fc.constantFrom('', ...SUBCATEGORIES[category]) })),
  );
  const directoryState: fc.Arbitrary<DirectoryState> = fc
    .record({
      search: text(MAX_SEARCH_LENGTH),
      place: categoryAndSubcategory,
      page,
      platform: subsetOf(PLATFORMS),
      source: subsetOf(FILTER_SOURCES),
      buyMax: amount,
      profitMin: amount,
      sort: fc.constantFrom('' as const, ...DIRECTORY_SORTS),
      netOn: fc.constantFrom('' as const, ...PLATFORMS),
    })
    .map(({ place, ...rest }) => normalizeDirectoryState({ ...rest, ...place }));
  const directory = listAddressCodec(DIRECTORY_FIELDS, normalizeDirectoryState);
  const foreign = fc.dictionary(fc.constantFrom('utm_source', 'utm_campaign', 'ref', '_'), fc.string(), { maxKeys: 3 });

  it('reading what was written gives the state back, whatever else the address holds', () => {
    fc.assert(
      fc.property(directoryState, foreign, (state, others) => {
        const address = directory.write(state, new URLSearchParams(others));
        expect(directory.read(address)).toEqual(state);
        expect(Object.fromEntries(Array.from(new URLSearchParams(address)).filter(([key]) => key in others))).toEqual(others);
      }),
    );
  });

  it('an address read once reads the same when written back (any address, however hand-edited)', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      // Longer than a search may be, to be cut.
      fc.string({ unit: 'binary', minLength: MAX_SEARCH_LENGTH - 2, maxLength: MAX_SEARCH_LENGTH + 2 }),
      fc.constantFrom(...CATEGORIES, ...PLATFORMS, ...DIRECTORY_SORTS, 'eBay,Etsy', '0', '7', '007', String(MAX_PAGE + 1)),
    );
    const address = fc.dictionary(fc.constantFrom(...directory.keys, 'utm_source'), raw).map((params) => new URLSearchParams(params));
    // Text of spaces only is read as given but written as nothing.
    const blankTextAsNone = (state: DirectoryState): DirectoryState => ({ ...state, search: state.search.trim() ? state.search : '' });
    fc.assert(
      fc.property(address, (params) => {
        const state = directory.read(params);
        expect(directory.read(directory.write(state, params))).toEqual(blankTextAsNone(state));
        expect(directory.same(directory.read(directory.write(state)), state)).toBe(true);
      }),
    );
  });
});
