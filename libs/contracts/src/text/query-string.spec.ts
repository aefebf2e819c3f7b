import { TEXT_MESSAGES } from './control-characters';
import { queryStringProblem } from './query-string';

describe('queryStringProblem', () => {
  it.each(['search[]=a', 'limit[]=100', 'page=1&page=2', 'search[a]=b', 'search%5B%5D=a', 'page=1&pag%65=2', 'a+b=1&a%20b=2', 'search&search', 'x=1&search=a&search=a'])(
    'refuses %j: a parameter named twice or as a list or map',
    (search) => {
      expect(queryStringProblem(search)).toBe(TEXT_MESSAGES.queryParameterOnce);
    },
  );

  it.each(['search=%ED%A0%80', 'search=%E0%A4%A', 'search=%C3', 'search=%C3a%A4', 'search=%C0%80', 'search=%FF', 'se%FFarch=a'])('refuses %j: escapes that are not UTF-8', (search) => {
    expect(queryStringProblem(search)).toBe(TEXT_MESSAGES.brokenText);
  });

  it.each(['search=lamp%00', 'search=%1B%5B2J', 'se%7Farch=a'])('refuses %j: control characters, as in any client text', (search) => {
    expect(queryStringProblem(search)).toBe(TEXT_MESSAGES.controlCharacters);
  });

  it.each([
    '',
    'page=1&limit=24&search=pyrex%20bowl',
    'search=caf%C3%A9&category=Home+%26+Kitchen',
    'search=%F0%9F%98%80',
    'search=two%0Alines%09tab',
    'search=%EF%BF%BD',
    'search=100%',
    'search=%zz',
    'search',
    'a=1&&b=2',
    'Search=a&search=b',
  ])('accepts %j', (search) => {
    expect(queryStringProblem(search)).toBeUndefined();
  });
});
