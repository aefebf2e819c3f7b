import { pageViewSchema } from './index';

function messages(input: unknown): string[] {
  const result = pageViewSchema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => i.message);
}

describe('pageViewSchema', () => {
  it('accepts a path with its referrer', () => {
    expect(pageViewSchema.parse({ path: '/pricing', referrer: 'https://www.google.com/' })).toEqual({
      path: '/pricing',
      referrer: 'https://www.google.com/',
    });
  });

  it.each([
    ['https://www.google.com/search?q=bolo+list#top', 'https://www.google.com/search'],
    ['https://bolo.example/reset-password?token=abc', 'https://bolo.example/reset-password'],
  ])('keeps the referrer %p without its query or fragment', (referrer, stored) => {
    expect(pageViewSchema.parse({ path: '/pricing', referrer }).referrer).toBe(stored);
  });

  it.each([[undefined], [null], ['']])('stores a missing referrer (%p) as null', (referrer) => {
    expect(pageViewSchema.parse({ path: '/directory?page=2', referrer })).toEqual({ path: '/directory?page=2', referrer: null });
  });

  it.each([
    [{}, 'path is required'],
    [{ path: 42 }, 'path is required'],
    [{ path: 'pricing' }, "path must start with '/'"],
    [{ path: `/${'a'.repeat(500)}` }, 'path must be at most 500 characters'],
    [{ path: '/', referrer: 7 }, 'referrer must be text'],
    [{ path: '/', referrer: 'r'.repeat(1001) }, 'referrer must be at most 1000 characters'],
  ])('refuses %p: %s', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it('reports both rules for an empty path (the API joins them with "; ")', () => {
    expect(messages({ path: '' })).toEqual(['path is required', "path must start with '/'"]);
  });

  it('accepts the longest allowed path and referrer', () => {
    expect(pageViewSchema.safeParse({ path: `/${'a'.repeat(499)}`, referrer: 'r'.repeat(1000) }).success).toBe(true);
  });
});
