import { saveBoloSchema } from './index';

describe('saveBoloSchema', () => {
  it.each([
    [5, 5],
    ['5', 5],
    ['007', 7],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('accepts boloItemId %p as %p', (boloItemId, expected) => {
    expect(saveBoloSchema.parse({ boloItemId })).toEqual({ boloItemId: expected });
  });

  it.each([[0], [-1], [1.5], [NaN], [Number.MAX_SAFE_INTEGER + 1], ['0'], ['1e3'], [' 5'], ['abc'], [''], [null], [true], [[5]]])(
    'refuses boloItemId %p with the spec message',
    (boloItemId) => {
      const result = saveBoloSchema.safeParse({ boloItemId });
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['boloItemId', 'Invalid item ID']]);
    },
  );

  it('refuses a missing id', () => {
    expect(saveBoloSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual(['Invalid item ID']);
  });

  it('drops other keys', () => {
    expect(saveBoloSchema.parse({ boloItemId: 3, userId: 99 })).toEqual({ boloItemId: 3 });
  });
});
