// API answers to an item picture upload that cannot be stored.

import { MAX_IMAGE_PIXELS } from './constants';

export const IMAGE_MESSAGES = {
  unsupportedType: 'Only JPEG, PNG, WebP and GIF images are allowed',
  typeMismatch: 'Image content does not match its declared type',
  unreadable: 'The image file could not be read',
  tooManyPixels: `Image dimensions are too large (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
  /** A multipart form (item or comment) that cannot be parsed, or that carries more than one file. */
  formUnreadable: 'The form data could not be read',
  oneImageOnly: 'Only one file, in the "image" field, may be sent',
} as const;
