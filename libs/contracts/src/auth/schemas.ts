import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  STRONG_PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from './constants';
import { AUTH_MESSAGES } from './messages';
import { PROFILE_MESSAGES } from '../profile/messages';
import { isTimeZone } from '../notifications/time-zone';

// Rules run inside one superRefine per schema so that issues come out in the order the spec
// checks them (issues[0] is what a form toasts), and a missing key reads as an empty field
// instead of zod's generic "expected string".

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
const emailFormat = z.email();

/** Missing/null become ''; usernames and emails are trimmed, passwords never are. */
const rawText = z.preprocess((v) => v ?? '', z.string());
const trimmedText = z.preprocess((v) => (typeof v === 'string' ? v.trim() : (v ?? '')), z.string());
/** Optional person name: blank becomes null, matching the nullable columns. */
const optionalName = z
  .preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.string().nullish())
  .transform((v) => (v ? v : null));

/**
 * The browser's IANA time zone, sent with a sign-up so the weekly digest arrives at the member's
 * hour from the first week. A value this server cannot use is dropped, not refused: the member
 * never typed it and could not correct it.
 */
const browserTimeZone = z.unknown().optional().transform((v) => (typeof v === 'string' && isTimeZone(v.trim()) ? v.trim() : null));

type Ctx = z.RefinementCtx;

function issue(ctx: Ctx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

function checkNewUsername(ctx: Ctx, username: string): void {
  if (username.length < USERNAME_MIN_LENGTH) issue(ctx, 'username', AUTH_MESSAGES.usernameTooShort);
  else if (username.length > USERNAME_MAX_LENGTH) issue(ctx, 'username', AUTH_MESSAGES.usernameLength);
  else if (!USERNAME_PATTERN.test(username)) issue(ctx, 'username', AUTH_MESSAGES.usernameInvalidCharacters);
}

function checkNewPassword(ctx: Ctx, path: string, password: string, tooShort: string, tooLong: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) issue(ctx, path, tooShort);
  else if (password.length > PASSWORD_MAX_LENGTH) issue(ctx, path, tooLong);
}

/** After the length rules, so a form shows those first. Usernames compare without letter case. */
function checkPasswordNotUsername(ctx: Ctx, path: string, password: string, username: string): void {
  if (username && password.toLowerCase() === username.toLowerCase()) issue(ctx, path, AUTH_MESSAGES.passwordSameAsUsername);
}

function checkEmail(ctx: Ctx, email: string): void {
  if (email.length > EMAIL_MAX_LENGTH || !emailFormat.safeParse(email).success) {
    issue(ctx, 'email', AUTH_MESSAGES.invalidEmail);
  }
}

function checkNames(ctx: Ctx, firstName: string | null, lastName: string | null): void {
  if (firstName && firstName.length > NAME_MAX_LENGTH) issue(ctx, 'firstName', AUTH_MESSAGES.firstNameTooLong);
  if (lastName && lastName.length > NAME_MAX_LENGTH) issue(ctx, 'lastName', AUTH_MESSAGES.lastNameTooLong);
}

/** POST /api/auth/signin and the login form. */
export const signInSchema = z
  .object({ username: trimmedText, password: rawText })
  .superRefine(({ username, password }, ctx) => {
    if (!username || !password) {
      if (!username) issue(ctx, 'username', AUTH_MESSAGES.credentialsRequired);
      if (!password) issue(ctx, 'password', AUTH_MESSAGES.credentialsRequired);
      return;
    }
    if (username.length < USERNAME_MIN_LENGTH) issue(ctx, 'username', AUTH_MESSAGES.usernameTooShort);
    // Longer names cannot exist, so refuse them before any lookup.
    else if (username.length > USERNAME_MAX_LENGTH) issue(ctx, 'username', AUTH_MESSAGES.usernameLength);
    checkNewPassword(ctx, 'password', password, AUTH_MESSAGES.passwordTooShort, AUTH_MESSAGES.passwordTooLong);
  });
export type SignInInput = z.output<typeof signInSchema>;

const signUpShape = {
  username: trimmedText,
  password: rawText,
  email: trimmedText,
  firstName: optionalName,
  lastName: optionalName,
  timeZone: browserTimeZone,
};

/**
 * POST /api/auth/signup. Usernames are further limited to 50 characters of letters, digits
 * and underscores (the admin create-user rule) so they stay safe in URLs and mentions.
 */
export const signUpSchema = z.object(signUpShape).superRefine((v, ctx) => {
  checkNewPassword(ctx, 'password', v.password, AUTH_MESSAGES.signUpPasswordTooShort, AUTH_MESSAGES.passwordTooLong);
  checkNewUsername(ctx, v.username);
  checkEmail(ctx, v.email);
  checkNames(ctx, v.firstName, v.lastName);
  checkPasswordNotUsername(ctx, 'password', v.password, v.username);
});
export type SignUpInput = z.output<typeof signUpSchema>;

/** The /signup page: the server rules plus the confirmation, checked first as in spec §5. */
export const signUpFormSchema = z
  .object({ ...signUpShape, confirmPassword: rawText })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) issue(ctx, 'confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch);
    checkNewPassword(ctx, 'password', v.password, AUTH_MESSAGES.signUpPasswordTooShort, AUTH_MESSAGES.passwordTooLong);
    checkNewUsername(ctx, v.username);
    checkEmail(ctx, v.email);
    checkNames(ctx, v.firstName, v.lastName);
    checkPasswordNotUsername(ctx, 'password', v.password, v.username);
  });
export type SignUpFormInput = z.output<typeof signUpFormSchema>;

function checkCurrentAndNew(ctx: Ctx, currentPassword: string, newPassword: string): void {
  if (!currentPassword) issue(ctx, 'currentPassword', PROFILE_MESSAGES.currentPasswordRequired);
  else if (currentPassword.length > PASSWORD_MAX_LENGTH) issue(ctx, 'currentPassword', AUTH_MESSAGES.passwordTooLong);
  checkNewPassword(
    ctx,
    'newPassword',
    newPassword,
    PROFILE_MESSAGES.passwordTooShort.description,
    PROFILE_MESSAGES.newPasswordTooLong,
  );
  if (currentPassword && newPassword === currentPassword) issue(ctx, 'newPassword', PROFILE_MESSAGES.newPasswordSameAsCurrent);
}

/** PUT /api/auth/change-password. The server answers with the description text of the toast. */
export const changePasswordSchema = z
  .object({ currentPassword: rawText, newPassword: rawText })
  .superRefine((v, ctx) => checkCurrentAndNew(ctx, v.currentPassword, v.newPassword));
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The profile Change Password card (adds the confirmation; mismatch is reported first). */
export const changePasswordFormSchema = z
  .object({ currentPassword: rawText, newPassword: rawText, confirmPassword: rawText })
  .superRefine((v, ctx) => {
    if (v.newPassword !== v.confirmPassword) {
      issue(ctx, 'confirmPassword', PROFILE_MESSAGES.passwordMismatch.description);
    }
    checkCurrentAndNew(ctx, v.currentPassword, v.newPassword);
  });
export type ChangePasswordFormInput = z.output<typeof changePasswordFormSchema>;

/** Reset-password and post-payment account rule: 8+ characters with all four character classes. */
export const strongPasswordSchema = z.string().superRefine((password, ctx) => {
  if (password.length < STRONG_PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.strongPasswordTooShort });
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordTooLong });
  } else if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[@$!%*?&]/.test(password)) {
    ctx.addIssue({ code: 'custom', message: AUTH_MESSAGES.passwordComplexity });
  }
});

/** POST /api/auth/forgot-password. */
export const forgotPasswordSchema = z
  .object({ email: trimmedText })
  .superRefine((v, ctx) => checkEmail(ctx, v.email));
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** POST /api/auth/reset-password. */
export const resetPasswordSchema = z.object({
  token: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : (v ?? '')),
    z
      .string()
      .min(1, { error: AUTH_MESSAGES.invalidToken.description })
      // Real tokens are short; anything this long is not one of ours.
      .max(256, { error: AUTH_MESSAGES.invalidResetLink.description }),
  ),
  newPassword: z.preprocess((v) => v ?? '', strongPasswordSchema),
});
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;
