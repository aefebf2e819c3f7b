// Every user-facing string, grouped by the feature folder that owns it. Components and API
// modules import their feature's object (AUTH_MESSAGES, ITEM_MESSAGES, ...); MESSAGES is the
// same objects under one name, kept for callers written before the split.

import { ADMIN_MESSAGES } from './admin/messages';
import { AUTH_MESSAGES } from './auth/messages';
import { COMMENT_MESSAGES } from './comments/messages';
import { DIRECTORY_MESSAGES, ITEM_MESSAGES } from './items/messages';
import { CHECKOUT_MESSAGES } from './plans/messages';
import { PROFILE_MESSAGES } from './profile/messages';
import { SAVED_MESSAGES } from './saved-bolos/messages';

/** A toast: the UI shows both parts; the server answers with the description alone. */
export interface ToastMessage {
  readonly title: string;
  readonly description: string;
}

export const MESSAGES = {
  auth: AUTH_MESSAGES,
  directory: DIRECTORY_MESSAGES,
  item: ITEM_MESSAGES,
  saved: SAVED_MESSAGES,
  comments: COMMENT_MESSAGES,
  checkout: CHECKOUT_MESSAGES,
  profile: PROFILE_MESSAGES,
  admin: ADMIN_MESSAGES,
} as const;
