import { z } from 'zod';
import type { PublicUser } from '../access';
import { AUTH_MESSAGES } from '../auth/messages';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../auth/constants';

const optionalName = (tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.union([z.string().max(NAME_MAX_LENGTH, { error: tooLong }), z.null()]).optional(),
  ).transform((v) => (v ? v : null));

/** PUT /api/profile: names may be cleared; the e-mail is required, valid and unique (409 otherwise). */
export const profileUpdateSchema = z.object({
  firstName: optionalName(AUTH_MESSAGES.firstNameTooLong),
  lastName: optionalName(AUTH_MESSAGES.lastNameTooLong),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: AUTH_MESSAGES.invalidEmail }).max(EMAIL_MAX_LENGTH, { error: AUTH_MESSAGES.invalidEmail }).email({ error: AUTH_MESSAGES.invalidEmail }),
  ),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** GET/PUT /api/profile (spec §7: id, username, names, email, subscription fields, isAdmin). */
export type ProfileResponse = PublicUser;
