import { BLOG_MESSAGES, IMAGE_MAX_BYTES } from '@bolo/contracts';

/** What the API accepts as a featured picture (it checks the bytes again). */
export const FEATURED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Why a chosen file cannot be the featured picture, or null. */
export function featuredImageRefusal(file: File): string | null {
  if (!(FEATURED_IMAGE_TYPES as readonly string[]).includes(file.type)) return BLOG_MESSAGES.imageTypeNotAllowed;
  if (file.size > IMAGE_MAX_BYTES) return BLOG_MESSAGES.imageTooLarge;
  return null;
}
