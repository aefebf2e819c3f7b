import { CONTACT_MESSAGES, contactMessageSchema } from './index';

const valid = { name: 'Pat Reseller', email: 'pat@example.com', subject: 'Billing question', message: 'How do I switch to the annual plan?', type: 'Contact Form' };

function firstMessage(input: unknown): string {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0].message;
}

describe('contactMessageSchema', () => {
  it('trims every field and keeps the fixed type', () => {
    expect(contactMessageSchema.parse({ name: ' Pat ', email: ' pat@example.com ', subject: ' Hi ', message: '  Line one\nLine two  ', type: 'Contact Form' })).toEqual({
      name: 'Pat',
      email: 'pat@example.com',
      subject: 'Hi',
      message: 'Line one\nLine two',
      type: 'Contact Form',
    });
  });

  it('fills in the type when it is left out and drops unknown keys', () => {
    const { type: _type, ...withoutType } = valid;
    expect(contactMessageSchema.parse({ ...withoutType, userId: 1 })).toEqual(valid);
  });

  it.each([
    [{ ...valid, name: undefined }, CONTACT_MESSAGES.nameRequired],
    [{ ...valid, name: '   ' }, CONTACT_MESSAGES.nameRequired],
    [{ ...valid, name: 'n'.repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    [{ ...valid, email: null }, CONTACT_MESSAGES.emailRequired],
    [{ ...valid, email: 'not-an-address' }, CONTACT_MESSAGES.invalidEmail],
    [{ ...valid, email: 'a@b' }, CONTACT_MESSAGES.invalidEmail],
    [{ ...valid, email: `${'a'.repeat(250)}@example.com` }, CONTACT_MESSAGES.emailTooLong],
    [{ ...valid, subject: '' }, CONTACT_MESSAGES.subjectRequired],
    [{ ...valid, subject: 's'.repeat(201) }, CONTACT_MESSAGES.subjectTooLong],
    [{ ...valid, message: ' \n ' }, CONTACT_MESSAGES.messageRequired],
    [{ ...valid, message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
    [{ ...valid, type: 'Newsletter' }, CONTACT_MESSAGES.invalidType],
    [{ ...valid, name: 42 }, CONTACT_MESSAGES.nameRequired],
  ])('refuses %p with %p', (input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it('reports the fields in the order of the form', () => {
    expect(contactMessageSchema.safeParse({}).error?.issues.map((i) => i.message)).toEqual([
      CONTACT_MESSAGES.nameRequired,
      CONTACT_MESSAGES.emailRequired,
      CONTACT_MESSAGES.subjectRequired,
      CONTACT_MESSAGES.messageRequired,
    ]);
  });

  it('accepts the longest allowed values (after trimming)', () => {
    const longest = { name: ` ${'n'.repeat(100)} `, email: `${'a'.repeat(64)}@${'b'.repeat(60)}.com`, subject: 's'.repeat(200), message: 'm'.repeat(5000) };
    expect(contactMessageSchema.safeParse(longest).success).toBe(true);
  });

  it('says the 24-hour promise and names the support address when limited', () => {
    expect(CONTACT_MESSAGES.sent.description).toBe("We'll get back to you within 24 hours.");
    expect(CONTACT_MESSAGES.tooMany('help@example.com')).toBe('You can send up to 5 messages an hour. Please try again later, or write to help@example.com.');
  });
});
