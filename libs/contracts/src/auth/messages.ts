// Spec member-side §5/§8 wording for signing in, signing up and password reset, verbatim, plus
// the answers the API sends on those routes. Toasts are { title, description } so the UI shows
// both parts and the server can answer with just the description.

import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, STRONG_PASSWORD_MIN_LENGTH } from './constants';

export const AUTH_MESSAGES = {
  credentialsRequired: 'Username and password are required',
  usernameTooShort: 'Username must be at least 3 characters',
  /** Sign-in form wording. */
  passwordTooShort: 'Password must be at least 6 characters',
  /** Sign-up form wording (note the trailing "long."). */
  signUpPasswordTooShort: 'Password must be at least 6 characters long.',
  passwordsDoNotMatch: 'Passwords do not match. Please try again.',
  invalidEmail: 'Please enter a valid email address',
  usernameInvalidCharacters: 'Username can only contain letters, numbers, and underscores',
  usernameLength: 'Username must be between 3 and 50 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  firstNameTooLong: `First name must be at most ${NAME_MAX_LENGTH} characters`,
  lastNameTooLong: `Last name must be at most ${NAME_MAX_LENGTH} characters`,
  strongPasswordTooShort: `Password must be at least ${STRONG_PASSWORD_MIN_LENGTH} characters long.`,
  passwordComplexity:
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
  /** Thrown by the sign-in call when the server gives no message. */
  loginFailed: 'Login failed',
  signInFailed: { title: 'Sign in failed', description: 'Invalid credentials' },
  signInSuccess: 'Welcome back!',
  /** Thrown by the sign-up call when the server gives no message. */
  signupFailed: 'Signup failed',
  signUpFailed: { title: 'Sign up failed', description: 'Something went wrong' },
  forgotPasswordFailed: { title: 'Request Failed', description: 'Failed to send reset email.' },
  networkError: 'Something went wrong. Please try again.',
  resetLinkSent: 'Reset Link Sent',
  checkYourEmail: 'Check Your Email',
  invalidResetLink: { title: 'Invalid Reset Link', description: 'This password reset link is invalid or missing a token.' },
  invalidToken: { title: 'Invalid Token', description: 'Password reset token is missing.' },
  resetFailed: { title: 'Reset Failed', description: 'Failed to reset password.' },
  resetSuccess: 'Password Reset Successful',
  useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
  accessDenied: 'Access Denied',
  /** Generic 401 answer for calls that need a session. */
  authenticationRequired: 'Authentication Required',
  signedInAs: (username: string): string => `Signed in as ${username}`,
  // API answers (services/api auth routes).
  signedUp: 'Account created successfully',
  signedIn: 'Login successful',
  signedOut: 'Logged out successfully',
  invalidCredentials: 'Invalid username or password',
  usernameTaken: 'Username already taken',
  emailTaken: 'An account with this email already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  passwordChanged: 'Password changed successfully',
  /** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
  resetLinkRequested: 'If an account exists for that address, a reset link has been sent.',
  /** POST /api/auth/reset-password: unknown, used or expired token. */
  resetLinkExpired: 'This password reset link is invalid or has expired.',
  passwordReset: 'Password reset successful',
  /** Any new password (sign-up, change, reset, an account an admin creates). */
  passwordSameAsUsername: 'Password must not be the same as your username',
  /** On the server's list of the most common passwords (zxcvbn-ts), which guessing tries first. */
  passwordTooCommon: 'This password is too common. Please choose one that is harder to guess.',
  /** More hashing work queued than the server takes on at once (sign-in storms, guessing). */
  serverBusy: 'The server is busy. Please try again in a moment.',
} as const;
