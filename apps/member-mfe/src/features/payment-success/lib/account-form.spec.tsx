import { EMPTY_ACCOUNT_FORM } from '@bolo/web';
import { validateAccountForm } from './account-form';

const valid = { firstName: 'Rae', lastName: 'Seller', email: 'rae@example.com', username: 'rae_sells', password: 'Abcdef1!', confirmPassword: 'Abcdef1!' };
const complexity = 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.';

describe('validateAccountForm (spec member-side §5, post-payment form)', () => {
  it('accepts a complete form with a strong password', () => {
    expect(validateAccountForm(valid)).toEqual({
      ok: true,
      input: { firstName: 'Rae', lastName: 'Seller', email: 'rae@example.com', username: 'rae_sells', password: 'Abcdef1!', timeZone: null },
    });
  });

  it('requires every field, names included', () => {
    expect(validateAccountForm(EMPTY_ACCOUNT_FORM)).toMatchObject({ ok: false, message: 'All fields are required.' });
    expect(validateAccountForm({ ...valid, lastName: '  ' })).toMatchObject({ ok: false, fields: ['lastName'] });
  });

  it('checks the confirmation before the strength', () => {
    expect(validateAccountForm({ ...valid, password: 'weak', confirmPassword: 'weaker' })).toMatchObject({
      ok: false,
      message: 'Passwords do not match. Please try again.',
    });
  });

  it.each([
    ['Ab1!', 'Password must be at least 8 characters long.'],
    ['abcdefgh', complexity],
    ['Abcdefg1', complexity],
  ])('refuses %p with %p', (password, message) => {
    expect(validateAccountForm({ ...valid, password, confirmPassword: password })).toEqual({ ok: false, message, fields: ['password'] });
  });

  it("applies the server's username and e-mail rules", () => {
    expect(validateAccountForm({ ...valid, username: 'no spaces' })).toMatchObject({ ok: false, fields: ['username'] });
    expect(validateAccountForm({ ...valid, email: 'nope' })).toMatchObject({ ok: false, message: 'Please enter a valid email address' });
  });
});
