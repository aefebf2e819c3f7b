import { blockCharacters, formatUsd, formatUsdCents, roundToCents } from './index';

describe('formatUsd', () => {
  it.each([
    [0, '$0'],
    [5, '$5'],
    [19, '$19'],
    [1200, '$1,200'],
    [1234567, '$1,234,567'],
    [5.5, '$5.50'],
    [4.99, '$4.99'],
    [1195.5, '$1,195.50'],
    [1.005, '$1.01'],
    [0.004, '$0'],
    [9.999, '$10'],
    [-3, '-$3'],
    [-0, '$0'],
  ])('%p -> %p', (n, text) => {
    expect(formatUsd(n)).toBe(text);
  });

  it.each([[NaN], [Infinity], [-Infinity]])('renders %p as $0', (n) => {
    expect(formatUsd(n)).toBe('$0');
  });
});

describe('formatUsdCents', () => {
  it('formats integer cents', () => {
    expect(formatUsdCents(1900)).toBe('$19');
    expect(formatUsdCents(1550)).toBe('$15.50');
    expect(formatUsdCents(22800)).toBe('$228');
  });
});

describe('roundToCents', () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [2.345, 2.35],
    [10.1 - 5.05, 5.05],
    [0.1 + 0.2, 0.3],
    [1e-7, 0],
    [1e21, 1e21],
    [NaN, 0],
  ])('%p -> %p', (n, rounded) => {
    expect(roundToCents(n)).toBe(rounded);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundToCents(-0.001), 0)).toBe(true);
  });
});

describe('blockCharacters', () => {
  it('replaces every non-space character with a block', () => {
    expect(blockCharacters('Nike Air Max')).toBe('████ ███ ███');
    expect(blockCharacters('$5-$10')).toBe('██████');
  });

  it('keeps all whitespace so the layout is unchanged', () => {
    expect(blockCharacters(' a\tb\nc ')).toBe(' █\t█\n█ ');
    expect(blockCharacters('   ')).toBe('   ');
  });

  it('turns one emoji into one block', () => {
    expect(blockCharacters('ok 😀')).toBe('██ █');
  });

  it('returns an empty string for empty or missing text', () => {
    expect(blockCharacters('')).toBe('');
    expect(blockCharacters(null)).toBe('');
    expect(blockCharacters(undefined)).toBe('');
  });
});
