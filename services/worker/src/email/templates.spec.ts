import { escapeHtml, formatDate, formatMoney, renderEmail } from './templates';

describe('e-mail templates', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;');
  });

  it('formats money by currency, falling back for codes Intl does not know', () => {
    expect(formatMoney(1900, 'usd')).toBe('$19.00');
    expect(formatMoney(18000, 'EUR')).toBe('€180.00');
    expect(formatMoney(1234, 'zz1')).toBe('12.34 ZZ1');
  });

  it('formats dates in UTC and leaves text that is not a date as it is', () => {
    expect(formatDate('2026-12-31T23:30:00-05:00')).toBe('January 1, 2027');
    expect(formatDate('the end of the period')).toBe('the end of the period');
  });

  it('renders the same message as text and HTML, the link clickable in HTML and spelled out in text', () => {
    const email = renderEmail({
      template: 'payment-failed',
      to: 'a@example.test',
      username: 'Ann',
      invoiceId: 'in_1',
      profileUrl: 'https://bolo.example/profile',
    });
    expect(email.subject).toBe('Your BOLO Directory payment failed');
    expect(email.text).toBe(
      'Hi Ann,\n\nWe could not charge your card for invoice in_1, so your subscription is past due.\n\n' +
        'To keep your access, update your card from your profile. Open your profile: https://bolo.example/profile\n\nThe BOLO Directory team\n',
    );
    expect(email.html).toContain('<p>To keep your access, update your card from your profile. <a href="https://bolo.example/profile">Open your profile</a></p>');
    expect(email.html).toMatch(/^<!doctype html>/);
  });

  it('tells the proposer their BOLO is published, with a link to it and every value escaped in the HTML', () => {
    const email = renderEmail({ template: 'proposal-published', to: 'p@example.test', username: 'Pat', itemName: 'Pots & Pans (set)', itemUrl: 'https://bolo.example/bolo/7' });
    expect(email.subject).toBe('Your BOLO "Pots & Pans (set)" is published');
    expect(email.text).toBe(
      'Hi Pat,\n\nThank you for your proposal: "Pots & Pans (set)" has been reviewed and is now published in the BOLO Directory.\n\n' +
        'See your BOLO: https://bolo.example/bolo/7\n\nIt stays in your saved list (My BOLOs).\n\nThe BOLO Directory team\n',
    );
    expect(email.html).toContain('<title>Your BOLO &quot;Pots &amp; Pans (set)&quot; is published</title>');
    expect(email.html).toContain('&quot;Pots &amp; Pans (set)&quot; has been reviewed');
    expect(email.html).toContain('<a href="https://bolo.example/bolo/7">See your BOLO</a>');
  });

  it('sends a contact message to support on one subject line, the words as typed, replies going to the sender', () => {
    const email = renderEmail({
      template: 'contact-message',
      to: 'support@bolo.example',
      contactMessageId: 12,
      name: 'Pat\r\nBcc: x@evil.test',
      email: 'pat@example.test',
      subject: 'Plan\nquestion',
      message: 'Hello <team>,\n\nCan I switch plans?',
      type: 'Contact Form',
      userId: 7,
      receivedAt: new Date('2026-03-05T10:00:00Z'),
    });
    expect(email.subject).toBe('[Contact Form] Plan question');
    expect(email.replyTo).toEqual({ name: 'Pat Bcc: x@evil.test', address: 'pat@example.test' });
    expect(email.text).toContain('Sent by the signed-in account #7.');
    expect(email.text).toContain('Received: 2026-03-05T10:00:00.000Z (message #12)');
    expect(email.text).toContain('Hello <team>,\n\nCan I switch plans?');
    expect(email.html).toContain('<p style="white-space: pre-wrap;">Hello &lt;team&gt;,\n\nCan I switch plans?</p>');
  });
});
