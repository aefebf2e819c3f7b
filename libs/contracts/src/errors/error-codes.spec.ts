import { ERROR_CODES, ERROR_MESSAGES, SUBSCRIPTION_REQUIRED, errorCodeOf, isErrorCode } from './index';

describe('ERROR_CODES', () => {
  it('gives every code a distinct value, so a client can tell them apart', () => {
    const values = Object.values(ERROR_CODES);
    expect(new Set(values).size).toBe(values.length);
  });

  it('keeps the values the API already sends, which deployed clients compare with', () => {
    expect(ERROR_CODES).toMatchObject({
      subscriptionRequired: 'SUBSCRIPTION_REQUIRED',
      adminRequired: 'ADMIN_REQUIRED',
      originNotAllowed: 'ORIGIN_NOT_ALLOWED',
      originRequired: 'ORIGIN_REQUIRED',
      rateLimited: 'RATE_LIMITED',
    });
    expect(SUBSCRIPTION_REQUIRED).toBe(ERROR_CODES.subscriptionRequired);
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(ERROR_CODES)).toBe(true);
  });
});

describe('ERROR_MESSAGES', () => {
  it('has a non-empty message for every code and nothing else', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_CODES).sort());
    for (const message of Object.values(ERROR_MESSAGES)) expect(message.trim()).not.toBe('');
  });

  it('keeps the texts the API answers with today', () => {
    expect(ERROR_MESSAGES).toEqual({
      subscriptionRequired: 'Subscription Required: Please subscribe to access the BOLO directory.',
      adminRequired: 'Admin access required',
      authRequired: 'Authentication Required',
      originNotAllowed: 'Request origin not allowed',
      originRequired: 'Request origin required: send the Origin header of the page the request comes from',
      rateLimited: 'Too many attempts. Please try again later.',
    });
  });
});

describe('errorCodeOf', () => {
  it.each(Object.values(ERROR_CODES))('reads %s from an error body', (code) => {
    expect(errorCodeOf({ message: 'whatever', code })).toBe(code);
  });

  it.each([
    ['no code', { message: 'Authentication Required' }],
    ['an unknown code', { message: 'x', code: 'TEAPOT' }],
    ['a code in the wrong case', { message: 'x', code: 'auth_required' }],
    ['a non-string code', { message: 'x', code: 401 }],
    ['a code nested elsewhere', { data: { code: 'AUTH_REQUIRED' } }],
    ['the code text itself', 'AUTH_REQUIRED'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 403],
  ])('is undefined for %s', (_case, body) => {
    expect(errorCodeOf(body)).toBeUndefined();
  });

  it('refuses codes named like properties every object has', () => {
    expect(errorCodeOf({ message: 'x', code: 'toString' })).toBeUndefined();
    expect(errorCodeOf({ message: 'x', code: 'constructor' })).toBeUndefined();
  });
});

describe('isErrorCode', () => {
  it('accepts the values and refuses the keys', () => {
    expect(isErrorCode('RATE_LIMITED')).toBe(true);
    expect(isErrorCode('rateLimited')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
