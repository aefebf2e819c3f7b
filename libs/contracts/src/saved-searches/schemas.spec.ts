import { DIRECTORY_MESSAGES } from '../items/messages';
import { SAVED_SEARCH_MESSAGES } from './messages';
import { savedSearchCreateSchema, savedSearchQueryString } from './schemas';

const issues = (input: unknown) => {
  const parsed = savedSearchCreateSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('a saved search as POST /api/saved-searches reads it', () => {
  it("keeps the directory's search, filters and order from its address query, not its page, and gives the address back", () => {
    const parsed = savedSearchCreateSchema.parse({ name: ' Pyrex under $20 ', query: '?search=pyrex+bowl&category=Home%20%26%20Kitchen&platform=Mercari,eBay&buyMax=20&sort=profit&page=3' });
    expect(parsed).toEqual({
      name: 'Pyrex under $20',
      notify: 'instant',
      query: { search: 'pyrex bowl', category: 'Home & Kitchen', platform: ['eBay', 'Mercari'], buyMax: 20, sort: 'profit' },
    });
    expect(savedSearchQueryString(parsed.query)).toBe('search=pyrex%20bowl&category=Home%20%26%20Kitchen&platform=eBay%2CMercari&buyMax=20&sort=profit');
    expect(savedSearchCreateSchema.parse({ name: 'again', query: savedSearchQueryString(parsed.query) }).query).toEqual(parsed.query);
  });

  it("refuses what the directory refuses, with the directory's messages, and a search that would match everything", () => {
    expect(issues({ name: 'x', query: 'category=Spaceships' })).toEqual([`query.category: ${DIRECTORY_MESSAGES.unknownCategory}`]);
    expect(issues({ name: 'x', query: 'sort=profit&page=2' })).toEqual([`query: ${SAVED_SEARCH_MESSAGES.nothingToSave}`]);
    expect(issues({ name: '   ', query: 'search=lego', notify: 'hourly' })).toEqual([`name: ${SAVED_SEARCH_MESSAGES.nameRequired}`, `notify: ${SAVED_SEARCH_MESSAGES.notifyInvalid}`]);
  });
});
