import { containsControlCharacter, hasControlCharacter } from './control-characters';

describe('control characters in client text', () => {
  it.each(['\u0000', 'a\u0001b', '\u001b[31m', 'x\u007f', '\u000b', '\u000c'])('refuses %j', (text) => {
    expect(hasControlCharacter(text)).toBe(true);
  });

  it.each(['plain', 'two\nlines', 'tab\there', 'windows\r\nline', 'émoji 🚀', '\u00a0nbsp'])('accepts %j', (text) => {
    expect(hasControlCharacter(text)).toBe(false);
  });

  it('walks nested objects, arrays and keys', () => {
    expect(containsControlCharacter({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toBe(true);
    expect(containsControlCharacter({ ['k\u0000']: 'v' })).toBe(true);
    expect(containsControlCharacter({ a: [1, true, null, { b: 'fine' }] })).toBe(false);
    expect(containsControlCharacter(42)).toBe(false);
  });
});
