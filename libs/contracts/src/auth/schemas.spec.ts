import type { z } from 'zod';
import { PROFILE_MESSAGES } from '../profile';
import {
  changePasswordFormSchema,
  changePasswordSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpFormSchema,
  signUpSchema,
  strongPasswordSchema,
} from './index';

/** [path, message] pairs of a failed parse, in the order the schema reports them. */
function issues(schema: z.ZodType, input: unknown): Array<[string, string]> {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

const long = (n: number, ch = 'a') => ch.repeat(n);

describe('signInSchema', () => {
  it('accepts valid credentials, trimming the username but never the password', () => {
    expect(signInSchema.parse({ username: '  reseller ', password: ' secret ' })).toEqual({
      username: 'reseller',
      password: ' secret ',
    });
  });

  it.each([
    [{}, ['username', 'password']],
    [{ username: '', password: '' }, ['username', 'password']],
    [{ username: null, password: null }, ['username', 'password']],
    [{ username: '', password: 'secret' }, ['username']],
    [{ username: '   ', password: 'secret' }, ['username']],
    [{ username: 'reseller', password: '' }, ['password']],
    [{ username: 'ab', password: '' }, ['password']],
  ])('asks for both fields when either is empty: %p', (input, paths) => {
    expect(issues(signInSchema, input)).toEqual(paths.map((p) => [p, 'Username and password are required']));
  });

  it('needs a username of at least 3 characters', () => {
    expect(issues(signInSchema, { username: 'ab', password: 'secret' })).toEqual([
      ['username', 'Username must be at least 3 characters'],
    ]);
    expect(signInSchema.safeParse({ username: 'abc', password: 'secret' }).success).toBe(true);
  });

  it('needs a password of at least 6 characters', () => {
    expect(issues(signInSchema, { username: 'reseller', password: '12345' })).toEqual([
      ['password', 'Password must be at least 6 characters'],
    ]);
    expect(signInSchema.safeParse({ username: 'reseller', password: '123456' }).success).toBe(true);
  });

  it('reports the username before the password', () => {
    expect(issues(signInSchema, { username: 'ab', password: '123' })).toEqual([
      ['username', 'Username must be at least 3 characters'],
      ['password', 'Password must be at least 6 characters'],
    ]);
  });

  it('bounds both fields', () => {
    expect(issues(signInSchema, { username: long(51), password: 'secret' })).toEqual([
      ['username', 'Username must be between 3 and 50 characters'],
    ]);
    expect(issues(signInSchema, { username: 'reseller', password: long(201) })).toEqual([
      ['password', 'Password must be at most 200 characters'],
    ]);
    expect(signInSchema.safeParse({ username: long(50), password: long(200) }).success).toBe(true);
  });

  it('drops unknown keys', () => {
    expect(signInSchema.parse({ username: 'reseller', password: 'secret', isAdmin: true })).toEqual({
      username: 'reseller',
      password: 'secret',
    });
  });
});

const validSignUp = { username: 'reseller_1', password: 'secret', email: 'r@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('signUpSchema (server payload)', () => {
  it('accepts a valid payload, trimming text fields except the password', () => {
    expect(
      signUpSchema.parse({ ...validSignUp, username: ' reseller_1 ', email: ' r@example.com ', firstName: ' Ada ', password: ' secret ' }),
    ).toEqual({ ...validSignUp, password: ' secret ', timeZone: null });
  });

  it("keeps the browser's time zone when the server knows it, and drops one it does not", () => {
    expect(signUpSchema.parse({ ...validSignUp, timeZone: ' America/Chicago ' }).timeZone).toBe('America/Chicago');
    expect(signUpSchema.parse({ ...validSignUp, timeZone: 'Mars/Olympus_Mons' }).timeZone).toBeNull();
    expect(signUpSchema.parse({ ...validSignUp, timeZone: 42 }).timeZone).toBeNull();
  });

  it('turns blank or missing names into null', () => {
    expect(signUpSchema.parse({ ...validSignUp, firstName: '  ', lastName: undefined })).toMatchObject({
      firstName: null,
      lastName: null,
    });
    const { firstName: _f, lastName: _l, ...withoutNames } = validSignUp;
    expect(signUpSchema.parse(withoutNames)).toMatchObject({ firstName: null, lastName: null });
  });

  it('never lets the client choose admin or subscription fields', () => {
    const parsed = signUpSchema.parse({ ...validSignUp, isAdmin: true, subscriptionStatus: 'active' });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed).not.toHaveProperty('subscriptionStatus');
  });

  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['', 'Username must be at least 3 characters'],
    [long(51), 'Username must be between 3 and 50 characters'],
    ['bad name', 'Username can only contain letters, numbers, and underscores'],
    ['bob!', 'Username can only contain letters, numbers, and underscores'],
    ['bób', 'Username can only contain letters, numbers, and underscores'],
    ['a-b-c', 'Username can only contain letters, numbers, and underscores'],
  ])('rejects username %p: %s', (username, message) => {
    expect(issues(signUpSchema, { ...validSignUp, username })).toEqual([['username', message]]);
  });

  it.each([['abc'], [long(50)], ['Under_Score_9']])('accepts username %p', (username) => {
    expect(signUpSchema.safeParse({ ...validSignUp, username }).success).toBe(true);
  });

  it('needs a password of 6 to 200 characters', () => {
    expect(issues(signUpSchema, { ...validSignUp, password: '12345' })).toEqual([
      ['password', 'Password must be at least 6 characters long.'],
    ]);
    expect(issues(signUpSchema, { ...validSignUp, password: long(201) })).toEqual([
      ['password', 'Password must be at most 200 characters'],
    ]);
    expect(signUpSchema.safeParse({ ...validSignUp, password: long(200) }).success).toBe(true);
  });

  it.each([['nope'], ['a@b'], ['@example.com'], [''], [`${long(250)}@example.com`]])('rejects email %p', (email) => {
    expect(issues(signUpSchema, { ...validSignUp, email })).toEqual([['email', 'Please enter a valid email address']]);
  });

  it('requires an email', () => {
    const { email: _e, ...withoutEmail } = validSignUp;
    expect(issues(signUpSchema, withoutEmail)).toEqual([['email', 'Please enter a valid email address']]);
  });

  it('bounds names to 100 characters', () => {
    expect(signUpSchema.safeParse({ ...validSignUp, firstName: long(100), lastName: long(100) }).success).toBe(true);
    expect(issues(signUpSchema, { ...validSignUp, firstName: long(101), lastName: long(101) })).toEqual([
      ['firstName', 'First name must be at most 100 characters'],
      ['lastName', 'Last name must be at most 100 characters'],
    ]);
  });
});

describe('signUpFormSchema (browser form)', () => {
  const validForm = { ...validSignUp, confirmPassword: validSignUp.password };

  it('accepts a valid form', () => {
    expect(signUpFormSchema.parse(validForm)).toEqual({ ...validForm, timeZone: null });
  });

  it('rejects different passwords', () => {
    expect(issues(signUpFormSchema, { ...validForm, confirmPassword: 'secreT' })).toEqual([
      ['confirmPassword', 'Passwords do not match. Please try again.'],
    ]);
  });

  it('needs a password of at least 6 characters', () => {
    expect(issues(signUpFormSchema, { ...validForm, password: '12345', confirmPassword: '12345' })).toEqual([
      ['password', 'Password must be at least 6 characters long.'],
    ]);
  });

  it('needs a username of at least 3 characters', () => {
    expect(issues(signUpFormSchema, { ...validForm, username: 'ab' })).toEqual([
      ['username', 'Username must be at least 3 characters'],
    ]);
  });

  it('needs a valid email', () => {
    expect(issues(signUpFormSchema, { ...validForm, email: 'not-an-email' })).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
  });

  it('applies the server username rules too, so the form never sends what the server refuses', () => {
    expect(issues(signUpFormSchema, { ...validForm, username: 'no spaces' })).toEqual([
      ['username', 'Username can only contain letters, numbers, and underscores'],
    ]);
    expect(issues(signUpFormSchema, { ...validForm, username: long(51) })).toEqual([
      ['username', 'Username must be between 3 and 50 characters'],
    ]);
  });

  it('reports problems in spec order: mismatch, password, username, email', () => {
    expect(issues(signUpFormSchema, { username: 'a', password: 'abc', confirmPassword: 'abd', email: 'x' })).toEqual([
      ['confirmPassword', 'Passwords do not match. Please try again.'],
      ['password', 'Password must be at least 6 characters long.'],
      ['username', 'Username must be at least 3 characters'],
      ['email', 'Please enter a valid email address'],
    ]);
  });
});

describe('changePasswordSchema', () => {
  it('accepts a valid change without trimming', () => {
    expect(changePasswordSchema.parse({ currentPassword: ' old ', newPassword: ' newpass ' })).toEqual({
      currentPassword: ' old ',
      newPassword: ' newpass ',
    });
  });

  it('answers a short new password with the toast description', () => {
    expect(issues(changePasswordSchema, { currentPassword: 'oldpass', newPassword: '12345' })).toEqual([
      ['newPassword', 'New password must be at least 6 characters long.'],
    ]);
    expect(PROFILE_MESSAGES.passwordTooShort).toEqual({
      title: 'Password Too Short',
      description: 'New password must be at least 6 characters long.',
    });
  });

  it('bounds the new password', () => {
    expect(issues(changePasswordSchema, { currentPassword: 'oldpass', newPassword: long(201) })).toEqual([
      ['newPassword', 'New password must be at most 200 characters long.'],
    ]);
  });

  it('requires the current password, and bounds it', () => {
    expect(issues(changePasswordSchema, { newPassword: 'newpass' })).toEqual([
      ['currentPassword', 'Current password is required'],
    ]);
    expect(issues(changePasswordSchema, { currentPassword: long(201), newPassword: 'newpass' })).toEqual([
      ['currentPassword', 'Password must be at most 200 characters'],
    ]);
  });
});

describe('changePasswordFormSchema', () => {
  it('accepts matching passwords', () => {
    expect(changePasswordFormSchema.safeParse({ currentPassword: 'old', newPassword: 'newpass', confirmPassword: 'newpass' }).success).toBe(
      true,
    );
  });

  it('reports a mismatch first, then a short password', () => {
    expect(issues(changePasswordFormSchema, { currentPassword: 'old', newPassword: '123', confirmPassword: '124' })).toEqual([
      ['confirmPassword', 'New password and confirmation password do not match.'],
      ['newPassword', 'New password must be at least 6 characters long.'],
    ]);
    expect(PROFILE_MESSAGES.passwordMismatch).toEqual({
      title: 'Password Mismatch',
      description: 'New password and confirmation password do not match.',
    });
  });
});

describe('strongPasswordSchema and resetPasswordSchema', () => {
  const complexity =
    'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

  it.each([['Abcdef1!'], ['Zz9@Zz9@'], ['Passw0rd$'], ['aB3&aaaa']])('accepts %p', (password) => {
    expect(strongPasswordSchema.safeParse(password).success).toBe(true);
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh', complexity],
    ['Abcdefgh1', complexity],
    ['ABCDEFG1!', complexity],
    ['abcdefg1!', complexity],
    ['Abcdefgh!', complexity],
    ['Abcdefg1#', complexity],
    [`Aa1!${long(197)}`, 'Password must be at most 200 characters'],
  ])('rejects %p: %s', (password, message) => {
    expect(issues(strongPasswordSchema, password)).toEqual([['', message]]);
  });

  it('parses a reset request', () => {
    expect(resetPasswordSchema.parse({ token: ' abc123 ', newPassword: 'Abcdef1!' })).toEqual({
      token: 'abc123',
      newPassword: 'Abcdef1!',
    });
  });

  it('requires a token', () => {
    expect(issues(resetPasswordSchema, { newPassword: 'Abcdef1!' })).toEqual([['token', 'Password reset token is missing.']]);
    expect(issues(resetPasswordSchema, { token: '', newPassword: 'Abcdef1!' })).toEqual([
      ['token', 'Password reset token is missing.'],
    ]);
  });

  it('refuses an absurdly long token', () => {
    expect(issues(resetPasswordSchema, { token: long(257), newPassword: 'Abcdef1!' })).toEqual([
      ['token', 'This password reset link is invalid or missing a token.'],
    ]);
  });

  it('applies the strong rule to the new password', () => {
    expect(issues(resetPasswordSchema, { token: 't', newPassword: 'weakpass' })).toEqual([['newPassword', complexity]]);
    expect(issues(resetPasswordSchema, { token: 't' })).toEqual([['newPassword', 'Password must be at least 8 characters long.']]);
  });
});

describe('forgotPasswordSchema', () => {
  it('accepts and trims an email', () => {
    expect(forgotPasswordSchema.parse({ email: ' r@example.com ' })).toEqual({ email: 'r@example.com' });
  });

  it.each([[{}], [{ email: '' }], [{ email: 'nope' }]])('rejects %p', (input) => {
    expect(issues(forgotPasswordSchema, input)).toEqual([['email', 'Please enter a valid email address']]);
  });
});
