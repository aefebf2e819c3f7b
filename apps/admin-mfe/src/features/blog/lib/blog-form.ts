// The post editor's values, checked with the one write schema of the API (blogPostWriteSchema
// in @bolo/contracts), sent as the multipart body the API reads, and the API's refusals put
// back next to the field they are about.
import { BLOG_MESSAGES, blogPostWriteSchema } from '@bolo/contracts';
import type { AdminBlogPost, BlogPostWrite, BlogStatus } from '@bolo/contracts';

export interface BlogFormValues {
  title: string;
  slug: string;
  content: string;
  excerpt: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  author: string;
  status: BlogStatus;
  imageUrl: string;
}

export type BlogField = keyof BlogFormValues | 'image';
export type BlogFieldErrors = Partial<Record<BlogField, string>>;

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  slug: '',
  content: '',
  excerpt: '',
  category: '',
  tags: '',
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  author: '',
  status: 'published',
  imageUrl: '',
};

export function blogFormValuesOf(post: AdminBlogPost): BlogFormValues {
  return {
    title: post.title,
    slug: post.slug,
    content: post.content,
    excerpt: post.excerpt,
    category: post.category,
    tags: post.tags.join(', '),
    metaTitle: post.metaTitle ?? '',
    metaDescription: post.metaDescription ?? '',
    keywords: post.keywords ?? '',
    author: post.author,
    status: post.status,
    imageUrl: '',
  };
}

/** What happens to the featured picture with this write. */
export interface BlogImageChoice {
  file: File | null;
  /** Drop the current picture (ignored when a file or an address is given). */
  remove: boolean;
}

export type BlogFormCheck = { ok: true; post: BlogPostWrite } | { ok: false; errors: BlogFieldErrors };

/** The shared schema's verdict, the first message of each field. */
export function checkBlogForm(values: BlogFormValues, image: BlogImageChoice): BlogFormCheck {
  const result = blogPostWriteSchema.safeParse({ ...values, removeImage: image.remove && !image.file ? 'true' : 'false' });
  if (result.success) return { ok: true, post: result.data };
  const errors: BlogFieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    const field: BlogField = key === 'removeImage' ? 'image' : (key as BlogField);
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The multipart body of POST /api/admin/blog and PUT /api/admin/blog/:id, from the checked post. */
export function blogFormData(post: BlogPostWrite, image: BlogImageChoice): FormData {
  const form = new FormData();
  if (image.file) form.append('image', image.file, image.file.name);
  else if (post.imageUrl) form.append('imageUrl', post.imageUrl);
  form.append('title', post.title);
  // Blank: made from the title (a new post) or kept (an edit).
  form.append('slug', post.slug ?? '');
  form.append('content', post.content);
  form.append('excerpt', post.excerpt);
  form.append('category', post.category);
  form.append('tags', JSON.stringify(post.tags));
  form.append('metaTitle', post.metaTitle ?? '');
  form.append('metaDescription', post.metaDescription ?? '');
  form.append('keywords', post.keywords ?? '');
  form.append('author', post.author ?? '');
  form.append('status', post.status);
  form.append('removeImage', String(post.removeImage && !image.file && !post.imageUrl));
  return form;
}

const M = BLOG_MESSAGES;
// The API answers a refused write with one message (the first issue); these name a field.
const FIELD_OF_MESSAGE = new Map<string, BlogField>([
  ...[M.titleRequired, M.titleTooShort, M.titleTooLong].map((message) => [message, 'title'] as const),
  ...[M.slugInvalid, M.slugTooLong, M.slugFromTitleImpossible, M.slugTaken].map((message) => [message, 'slug'] as const),
  ...[M.contentRequired, M.contentTooLong].map((message) => [message, 'content'] as const),
  ...[M.excerptRequired, M.excerptTooLong].map((message) => [message, 'excerpt'] as const),
  ...[M.categoryRequired, M.categoryTooLong].map((message) => [message, 'category'] as const),
  ...[M.tagsFormat, M.tooManyTags, M.tagTooLong, M.tagComma].map((message) => [message, 'tags'] as const),
  [M.metaTitleTooLong, 'metaTitle'],
  [M.metaDescriptionTooLong, 'metaDescription'],
  [M.keywordsTooLong, 'keywords'],
  [M.authorTooLong, 'author'],
  [M.statusInvalid, 'status'],
  ...[M.imageUrlInvalid, M.imageUrlPrivate, M.imageTypeNotAllowed, M.imageTooLarge].map((message) => [message, 'image'] as const),
]);

/** The field an API message is about, if it is about one. */
export function fieldOfServerMessage(message: string | undefined): BlogField | undefined {
  return message ? FIELD_OF_MESSAGE.get(message) : undefined;
}
