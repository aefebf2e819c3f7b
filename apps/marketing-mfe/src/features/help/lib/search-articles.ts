import type { HelpArticle } from '../content/articles';

/** Longest search text read from the address bar or the box; the rest is ignored. */
export const HELP_QUERY_MAX_LENGTH = 100;

/** Lower case, link syntax reduced to its words, punctuation to spaces: what a search compares. */
function normalize(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}$%]+/gu, ' ')
    .trim();
}

const searchTextOf = new WeakMap<HelpArticle, string>();
function searchText(article: HelpArticle): string {
  let text = searchTextOf.get(article);
  if (text === undefined) {
    text = ` ${normalize([article.topic, article.question, ...article.answer, ...(article.keywords ?? [])].join(' '))} `;
    searchTextOf.set(article, text);
  }
  return text;
}

/**
 * The articles that contain every word of `query` (in the question, the answer, the topic or the
 * keywords), in their own order. An empty query matches every article. Runs the same on the
 * server (from ?q=) and in the browser (as the visitor types).
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = normalize(query.slice(0, HELP_QUERY_MAX_LENGTH)).split(' ').filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((article) => {
    const text = searchText(article);
    return words.every((word) => text.includes(word));
  });
}
