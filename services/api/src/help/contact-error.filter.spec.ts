import { asContactFailure } from './contact-error.filter';

describe('asContactFailure', () => {
  it('adds success false and the message as error, keeping the code', () => {
    expect(asContactFailure({ message: 'Name is required' })).toEqual({ message: 'Name is required', success: false, error: 'Name is required' });
    expect(asContactFailure({ message: 'Too many', code: 'RATE_LIMITED' })).toEqual({ message: 'Too many', code: 'RATE_LIMITED', success: false, error: 'Too many' });
  });

  it('leaves a body without a message as it is', () => {
    expect(asContactFailure('text')).toBe('text');
    expect(asContactFailure(null)).toBeNull();
  });
});
