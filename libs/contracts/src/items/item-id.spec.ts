import { parseItemId } from './index';

describe('parseItemId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('accepts %p as %p', (raw, id) => {
    expect(parseItemId(raw)).toBe(id);
  });

  it.each([
    ['0'],
    ['000'],
    ['-1'],
    ['+1'],
    ['1.5'],
    ['1.0'],
    ['abc'],
    ['12abc'],
    [''],
    [' 1'],
    ['1 '],
    ['1 2'],
    ['1e3'],
    ['0x1f'],
    ['１２'],
    ['9007199254740992'],
    ['99999999999999999999999'],
  ])('rejects %p', (raw) => {
    expect(parseItemId(raw)).toBeNull();
  });

  it('rejects a missing parameter', () => {
    expect(parseItemId(undefined)).toBeNull();
    expect(parseItemId(null)).toBeNull();
  });
});
