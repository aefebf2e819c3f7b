// Slugs, word counts and read time: plain functions without zod, so that a public page (the blog's
// routes, on the marketing remote's first screen) can use them without downloading the schemas.
import { BLOG_LIMITS as L, BLOG_WORDS_PER_MINUTE } from './constants';

/** Lowercase a-z and digits in words joined by single hyphens: `thrift-store-finds-2025`. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBlogSlug(value: unknown): value is string {
  return typeof value === 'string' && value.length <= L.slugMax && BLOG_SLUG_PATTERN.test(value);
}

/** A slug cut to `max` characters without a trailing hyphen. */
function cutSlug(slug: string, max: number): string {
  return slug.length <= max ? slug : slug.slice(0, max).replace(/-+$/, '');
}

/**
 * The slug a title gives: accents dropped, '&' read as 'and', apostrophes removed, every other run
 * of characters outside a-z0-9 one hyphen, at most BLOG_LIMITS.slugMax characters. '' when the
 * title has no Latin letters or digits.
 */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cutSlug(slug, L.slugMax);
}

/** `base` with `-n` appended, still within BLOG_LIMITS.slugMax (for a generated slug that is taken). */
export function numberedSlug(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${cutSlug(base, L.slugMax - suffix.length)}${suffix}`;
}

// Link targets and HTML tags are not read; words are runs of letters and digits ("don't", "e-mail" one each).
const LINK_TARGET = /\]\([^)]*\)/g;
const HTML_TAG = /<[^>]*>/g;
const WORD = /[\p{L}\p{N}]+(?:['\u2019.-][\p{L}\p{N}]+)*/gu;

export function countWords(markdown: string): number {
  return markdown.replace(LINK_TARGET, ']').replace(HTML_TAG, ' ').match(WORD)?.length ?? 0;
}

/** Minutes to read at BLOG_WORDS_PER_MINUTE, rounded up, at least 1. */
export function readTimeMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(countWords(markdown) / BLOG_WORDS_PER_MINUTE));
}

