import { BLOG_MESSAGES as M, blogListQuerySchema, blogPostWriteSchema, countWords, numberedSlug, readTimeMinutes, slugify, type BlogPostWriteInput } from './index';

const VALID: BlogPostWriteInput = {
  title: '  Ten thrift store finds that sell  ',
  content: '# Finds\r\n\r\nPyrex, **cast iron** and more.',
  excerpt: 'What to look for this month.',
  category: 'Sourcing',
};

const firstMessage = (input: Record<string, unknown>) => {
  const result = blogPostWriteSchema.safeParse({ ...VALID, ...input });
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('blogPostWriteSchema', () => {
  it('trims, defaults and normalises a minimal post', () => {
    expect(blogPostWriteSchema.parse(VALID)).toEqual({
      title: 'Ten thrift store finds that sell',
      slug: null,
      content: '# Finds\n\nPyrex, **cast iron** and more.',
      excerpt: 'What to look for this month.',
      category: 'Sourcing',
      tags: [],
      metaTitle: null,
      metaDescription: null,
      keywords: null,
      author: null,
      status: 'published',
      imageUrl: undefined,
      removeImage: false,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, M.titleRequired],
    ['a blank title', { title: '   ' }, M.titleRequired],
    ['a short title', { title: 'ab' }, M.titleTooShort],
    ['a long title', { title: 'x'.repeat(201) }, M.titleTooLong],
    ['a title that is not text', { title: 42 }, M.titleRequired],
    ['an upper-case slug', { slug: 'My-Post' }, M.slugInvalid],
    ['a slug with a double hyphen', { slug: 'my--post' }, M.slugInvalid],
    ['a slug ending in a hyphen', { slug: 'my-post-' }, M.slugInvalid],
    ['a slug with spaces', { slug: 'my post' }, M.slugInvalid],
    ['a long slug', { slug: 'a'.repeat(201) }, M.slugTooLong],
    ['no slug and a title without letters', { title: '!!! ???', slug: '' }, M.slugFromTitleImpossible],
    ['blank content', { content: ' \n ' }, M.contentRequired],
    ['missing content', { content: undefined }, M.contentRequired],
    ['content past the limit', { content: 'x'.repeat(100_001) }, M.contentTooLong],
    ['a missing excerpt', { excerpt: '' }, M.excerptRequired],
    ['a long excerpt', { excerpt: 'x'.repeat(501) }, M.excerptTooLong],
    ['a missing category', { category: ' ' }, M.categoryRequired],
    ['a long category', { category: 'x'.repeat(101) }, M.categoryTooLong],
    ['eleven tags', { tags: 'a,b,c,d,e,f,g,h,i,j,k' }, M.tooManyTags],
    ['a long tag', { tags: ['x'.repeat(41)] }, M.tagTooLong],
    ['a tag with a comma in a list', { tags: ['a,b'] }, M.tagComma],
    ['tags that are not a list', { tags: { a: 1 } }, M.tagsFormat],
    ['a broken JSON list of tags', { tags: '["a", ' }, M.tagsFormat],
    ['a tag that is not text', { tags: [1] }, M.tagsFormat],
    ['a long meta title', { metaTitle: 'x'.repeat(71) }, M.metaTitleTooLong],
    ['a long meta description', { metaDescription: 'x'.repeat(161) }, M.metaDescriptionTooLong],
    ['long keywords', { keywords: 'x'.repeat(256) }, M.keywordsTooLong],
    ['a long author', { author: 'x'.repeat(101) }, M.authorTooLong],
    ['an unknown status', { status: 'archived' }, M.statusInvalid],
    ['a javascript: image address', { imageUrl: 'javascript:alert(1)' }, M.imageUrlInvalid],
    ['an ftp image address', { imageUrl: 'ftp://example.com/a.png' }, M.imageUrlInvalid],
    ['an image address with credentials', { imageUrl: 'https://user:pw@example.com/a.png' }, M.imageUrlInvalid],
    ['another relative image address', { imageUrl: '/api/images/bolo-items/3' }, M.imageUrlInvalid],
    ['a removeImage that is not a flag', { removeImage: 'yes' }, M.removeImageInvalid],
  ])('refuses %s', (_case, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it.each<[string, unknown, string[]]>([
    ['comma-separated text', ' pyrex, Cast Iron ,, pyrex ', ['pyrex', 'Cast Iron']],
    ['a JSON list text (multipart)', '["thrift", "  estate   sales "]', ['thrift', 'estate sales']],
    ['a list', ['a', 'A', 'b'], ['a', 'b']],
    ['nothing', undefined, []],
    ['blank text', '  ', []],
  ])('reads tags from %s', (_case, tags, expected) => {
    expect(blogPostWriteSchema.parse({ ...VALID, tags }).tags).toEqual(expected);
  });

  it('accepts limits exactly, a valid slug, an http(s) or own picture address, and multipart flags', () => {
    const post = blogPostWriteSchema.parse({
      ...VALID,
      title: 'x'.repeat(200),
      slug: 'thrift-finds-2025',
      content: 'x'.repeat(100_000),
      excerpt: 'x'.repeat(500),
      tags: Array.from({ length: 10 }, (_, i) => `t${i}${'x'.repeat(37)}`),
      metaTitle: 'x'.repeat(70),
      metaDescription: 'x'.repeat(160),
      keywords: 'x'.repeat(255),
      author: 'Jane Admin',
      status: 'draft',
      imageUrl: ' https://example.com/a.png ',
      removeImage: 'true',
    });
    expect(post).toMatchObject({ slug: 'thrift-finds-2025', status: 'draft', imageUrl: 'https://example.com/a.png', removeImage: true, author: 'Jane Admin' });
    expect(blogPostWriteSchema.parse({ ...VALID, imageUrl: '/api/images/blog/12?v=0123abcd' }).imageUrl).toBe('/api/images/blog/12?v=0123abcd');
    expect(blogPostWriteSchema.parse({ ...VALID, removeImage: 'false' }).removeImage).toBe(false);
  });
});

describe('slugify', () => {
  it.each([
    ['Ten Thrift-Store Finds (2025)!', 'ten-thrift-store-finds-2025'],
    ['Crème brûlée & Café', 'creme-brulee-and-cafe'],
    ["Don't miss these", 'dont-miss-these'],
    ['  --Already--slugged--  ', 'already-slugged'],
    ['日本語', ''],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('cuts long titles to 200 characters without a trailing hyphen, and numbers within the limit', () => {
    const slug = slugify(`${'word '.repeat(60)}`);
    expect(slug.length).toBeLessThanOrEqual(200);
    expect(slug.endsWith('-')).toBe(false);
    const numbered = numberedSlug('a'.repeat(200), 12);
    expect(numbered).toHaveLength(200);
    expect(numbered.endsWith('-12')).toBe(true);
  });
});

describe('readTimeMinutes', () => {
  it('counts words, not markdown syntax or link targets, at 200 a minute, at least 1', () => {
    expect(countWords("# Title\n\nDon't **miss** [this link](https://example.com/a-b-c) - ok")).toBe(6);
    expect(readTimeMinutes('')).toBe(1);
    expect(readTimeMinutes('word '.repeat(200))).toBe(1);
    expect(readTimeMinutes('word '.repeat(201))).toBe(2);
    expect(readTimeMinutes('word '.repeat(1000))).toBe(5);
  });
});

describe('blogListQuerySchema', () => {
  it('defaults the page and drops a blank category', () => {
    expect(blogListQuerySchema.parse({ category: ' ' })).toEqual({ page: 1, category: undefined });
    expect(blogListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});
