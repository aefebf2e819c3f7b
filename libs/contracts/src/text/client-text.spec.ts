import { clientTextProblem, hasLoneSurrogate } from './client-text';
import { TEXT_MESSAGES } from './control-characters';

describe('lone surrogates in client text', () => {
  it.each(['\ud800', 'a\udbffb', '\udc00', 'end\ud83d', '\ude00start', '\ud83d\ud83d\ude00'])('finds one in %j', (text) => {
    expect(hasLoneSurrogate(text)).toBe(true);
  });

  it.each(['plain', 'émoji 🚀 and 😀', '\ud83d\ude00', '\ufffd replacement', '\uffff', ''])('finds none in %j', (text) => {
    expect(hasLoneSurrogate(text)).toBe(false);
  });
});

describe('clientTextProblem', () => {
  it('names the rule the first broken string breaks, keys and nested values included', () => {
    expect(clientTextProblem({ a: [{ b: 'ok' }, { c: 'bad\u0000' }] })).toBe(TEXT_MESSAGES.controlCharacters);
    expect(clientTextProblem({ a: [{ b: 'ok' }, { c: 'half \ud800' }] })).toBe(TEXT_MESSAGES.brokenText);
    expect(clientTextProblem({ ['k\udc00']: 'v' })).toBe(TEXT_MESSAGES.brokenText);
    expect(clientTextProblem('\ud800\u0000')).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it('finds nothing in well-formed text, numbers, booleans and null', () => {
    expect(clientTextProblem({ a: [1, true, null, { b: 'fine 😀', c: 'two\nlines' }] })).toBeUndefined();
    expect(clientTextProblem(undefined)).toBeUndefined();
    expect(clientTextProblem(42)).toBeUndefined();
  });
});
