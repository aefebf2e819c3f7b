// The one schema of a blog post write (issue 18): the API checks every create and edit with it,
// and the admin form reuses it for client validation. It accepts what a JSON body or a multipart
// form sends (tags as a list, a JSON list text or comma-separated text; flags as 'true'/'false').
import { z } from 'zod';
import { BLOG_LIMITS as L, BLOG_STATUSES, type BlogStatus } from './constants';
import { BLOG_MESSAGES as M } from './messages';
import { BLOG_SLUG_PATTERN, slugify } from './slug';

const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
const blankToNull = (v: unknown) => {
  const t = trimmed(v);
  return t === undefined || t === null || t === '' ? null : t;
};
const blankToUndefined = (v: unknown) => {
  const t = trimmed(v);
  return t === null || t === '' ? undefined : t;
};

/** Required text: trimmed, blank is `required`. */
function requiredText(max: number, messages: { required: string; tooLong: string; tooShort?: string; min?: number }) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z
      .string({ error: messages.required })
      .min(1, { error: messages.required, abort: true })
      .min(messages.min ?? 1, { error: messages.tooShort ?? messages.required, abort: true })
      .max(max, { error: messages.tooLong }),
  );
}

/** Optional text: trimmed, blank is null. */
function optionalText(max: number, tooLong: string) {
  return z.preprocess(blankToNull, z.string({ error: M.textInvalid }).max(max, { error: tooLong }).nullable());
}

// A tags field as any client sends it: a list, a JSON list text (multipart), or comma-separated text.
const NOT_A_LIST = false;
function parseTags(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text.startsWith('[')) {
      try {
        list = JSON.parse(text);
      } catch {
        return NOT_A_LIST;
      }
    } else {
      list = text === '' ? [] : text.split(',');
    }
  }
  if (!Array.isArray(list)) return NOT_A_LIST;
  const seen = new Set<string>();
  const tags: unknown[] = [];
  for (const entry of list) {
    if (typeof entry !== 'string') {
      tags.push(entry); // fails the element type, with the format message
      continue;
    }
    const tag = entry.trim().replace(/\s+/g, ' ');
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags;
}

function parseFlag(value: unknown): unknown {
  if (value === undefined || value === null || value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value;
}

// No credentials, no spaces (this package has no URL class: the API and the worker parse it fully).
const HTTP_ADDRESS = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;

/** The picture a post already has, as its `featuredImage` gives it (the edit form may send it back). */
export const BLOG_OWN_IMAGE_PATH = /^\/api\/images\/blog\/([1-9][0-9]*)(?:\?[A-Za-z0-9=&._-]*)?$/;

export const blogPostWriteSchema = z
  .object({
    title: requiredText(L.titleMax, { required: M.titleRequired, tooShort: M.titleTooShort, min: L.titleMin, tooLong: M.titleTooLong }),
    /** Blank: made from the title (on an edit: the post keeps its slug). */
    slug: z.preprocess(
      blankToNull,
      z.string({ error: M.slugInvalid }).max(L.slugMax, { error: M.slugTooLong, abort: true }).regex(BLOG_SLUG_PATTERN, { error: M.slugInvalid }).nullable(),
    ),
    /** Markdown, line endings normalised to \n; stored as written. */
    content: z.preprocess(
      (v) => (v === undefined || v === null ? '' : typeof v === 'string' ? v.replace(/\r\n?/g, '\n') : v),
      z
        .string({ error: M.contentRequired })
        .refine((v) => v.trim() !== '', { error: M.contentRequired, abort: true })
        .max(L.contentMax, { error: M.contentTooLong }),
    ),
    excerpt: requiredText(L.excerptMax, { required: M.excerptRequired, tooLong: M.excerptTooLong }),
    category: requiredText(L.categoryMax, { required: M.categoryRequired, tooLong: M.categoryTooLong }),
    tags: z.preprocess(
      parseTags,
      z
        .array(
          z
            .string({ error: M.tagsFormat })
            .max(L.tagMax, { error: M.tagTooLong })
            .refine((tag) => !tag.includes(','), { error: M.tagComma }),
          { error: M.tagsFormat },
        )
        .max(L.tagsMax, { error: M.tooManyTags }),
    ),
    metaTitle: optionalText(L.metaTitleMax, M.metaTitleTooLong),
    metaDescription: optionalText(L.metaDescriptionMax, M.metaDescriptionTooLong),
    keywords: optionalText(L.keywordsMax, M.keywordsTooLong),
    /** Blank: the signed-in admin's name. */
    author: optionalText(L.authorMax, M.authorTooLong),
    status: z.preprocess(blankToUndefined, z.enum(BLOG_STATUSES, { error: M.statusInvalid }).default('published')),
    /** A picture to fetch (http or https), or the post's own current picture (kept as it is). */
    imageUrl: z.preprocess(
      blankToUndefined,
      z
        .string({ error: M.imageUrlInvalid })
        .max(L.imageUrlMax, { error: M.imageUrlInvalid, abort: true })
        .refine((v) => HTTP_ADDRESS.test(v) || BLOG_OWN_IMAGE_PATH.test(v), { error: M.imageUrlInvalid })
        .optional(),
    ),
    /** Drops the current picture (a new file or address wins over it). */
    removeImage: z.preprocess(parseFlag, z.boolean({ error: M.removeImageInvalid })),
  })
  .superRefine((post, ctx) => {
    if (post.slug === null && slugify(post.title) === '') ctx.addIssue({ code: 'custom', path: ['slug'], message: M.slugFromTitleImpossible });
  });

/** What a client sends (every field optional here: the schema says what is missing). */
export interface BlogPostWriteInput {
  title?: string;
  /** Blank: made from the title (on an edit: kept). */
  slug?: string | null;
  content?: string;
  excerpt?: string;
  category?: string;
  /** A list, a JSON list text or comma-separated text. */
  tags?: string[] | string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  keywords?: string | null;
  author?: string | null;
  status?: BlogStatus;
  imageUrl?: string | null;
  removeImage?: boolean | 'true' | 'false';
}
/** A checked post write: `slug` null means "from the title", `author` null "the admin's name". */
export type BlogPostWrite = z.output<typeof blogPostWriteSchema>;
