export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** Reset-password and post-payment account forms use the stronger rule. */
export const STRONG_PASSWORD_MIN_LENGTH = 8;
/** Bounds the argon2 input so a huge password cannot be used to burn server CPU. */
export const PASSWORD_MAX_LENGTH = 200;
/** Matches users.email (varchar 254, the SMTP path limit). */
export const EMAIL_MAX_LENGTH = 254;
/** Matches users.first_name / last_name (varchar 100). */
export const NAME_MAX_LENGTH = 100;
