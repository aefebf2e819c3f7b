// A query string names each parameter once, with a plain value. Parsers disagree about the rest:
// Express's keeps `a=1&a=2` as a list and `a[]=1` as a parameter named "a[]", qs makes both lists
// and `a[b]=1` an object; a handler then ignores or misreads them. Checked on the raw text, so the
// answer does not depend on which parser the server uses.
import { textProblem } from './client-text';
import { TEXT_MESSAGES, type TextMessage } from './control-characters';

const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const LIST_OR_MAP = /[[\]]/;

/**
 * A query-string name or value decoded as form encoding ('+' is a space), or undefined when its
 * percent escapes are not UTF-8 (a parser would put U+FFFD in their place). A '%' that starts no
 * escape stays as it is, as parsers keep it.
 */
export function decodeQueryComponent(text: string): string | undefined {
  let valid = true;
  const decoded = text.replace(/\+/g, ' ').replace(ESCAPE_RUN, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      valid = false;
      return run;
    }
  });
  return valid ? decoded : undefined;
}

/**
 * The message for a query string (the text after '?') that breaks the rules above or the text
 * rules (client-text.ts) in a name or value, or undefined.
 */
export function queryStringProblem(search: string): TextMessage | undefined {
  const names = new Set<string>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryComponent(pair.slice(equals + 1));
    if (name === undefined || value === undefined) return TEXT_MESSAGES.brokenText;
    if (names.has(name) || LIST_OR_MAP.test(name)) return TEXT_MESSAGES.queryParameterOnce;
    const problem = textProblem(name) ?? textProblem(value);
    if (problem) return problem;
    names.add(name);
  }
  return undefined;
}
