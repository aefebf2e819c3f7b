import { PLANS, type EmailPayload } from '@bolo/contracts';

/** A password reset as it is sent: the link is minted by the worker at send time (reset-links.ts). */
export interface ResetEmail {
  template: 'password-reset';
  to: string;
  username: string;
  resetUrl: string;
  expiresInMinutes: number;
}

/** A published proposal as it is sent: the item and the proposer's address are read by the worker at send time (proposal-notices.ts). */
export interface ProposalPublishedEmail {
  template: 'proposal-published';
  to: string;
  username: string;
  itemName: string;
  itemUrl: string;
}

/** A contact form message as it is sent to support: the stored message, read by the worker at send time (contact-notices.ts). */
export interface ContactEmail {
  template: 'contact-message';
  /** The support address (SUPPORT_EMAIL). */
  to: string;
  contactMessageId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  type: string;
  /** The sender's account, when they were signed in. */
  userId: number | null;
  receivedAt: Date;
}

/** A find as an e-mail lists it: its name, a line about it, and its page. */
export interface ListedFind {
  name: string;
  note: string;
  url: string;
}

/** How a bulk e-mail is left (RFC 8058): the page the footer links to, and the address a mail client posts to. */
export interface Unsubscribe {
  pageUrl: string;
  oneClickUrl: string;
  /** What the link stops, for the footer ("alert e-mails", "the weekly digest"). */
  what: string;
  profileUrl: string;
}

/** New finds for a member's saved searches (alert-mails.ts): the newest of them, and how many in all. */
export interface SearchAlertsEmail {
  template: 'search-alerts';
  to: string;
  username: string;
  finds: ListedFind[];
  total: number;
  alertsUrl: string;
  unsubscribe: Unsubscribe;
}

/** A member's weekly digest (digest-mails.ts). */
export interface WeeklyDigestEmail {
  template: 'weekly-digest';
  to: string;
  username: string;
  finds: ListedFind[];
  /** From their categories and saved searches; false: the week's newest overall. */
  forYou: boolean;
  periodStart: Date;
  periodEnd: Date;
  directoryUrl: string;
  unsubscribe: Unsubscribe;
}

/** What a template renders: a job's payload, with a reset request resolved to its link, a published proposal to its item, a contact message to its row, and alerts and digests to their finds. */
export type EmailMessage =
  | Exclude<EmailPayload, { template: 'password-reset' | 'proposal-published' | 'contact-message' | 'search-alerts' | 'weekly-digest' }>
  | ResetEmail
  | ProposalPublishedEmail
  | ContactEmail
  | SearchAlertsEmail
  | WeeklyDigestEmail;

/** One e-mail ready to send: the subject and the same message as plain text and as HTML. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes when it is not the From address (a contact message: its sender). */
  replyTo?: { name: string; address: string };
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on the bulk e-mails. */
  headers?: Record<string, string>;
}

/** One line: header values (subject, display name) never carry a line break a client typed. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

const SITE = 'BOLO Directory';

/** Every value that reaches the HTML goes through this, addresses and names included. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);
}

export function formatMoney(amountCents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(amountCents / 100);
  } catch {
    return `${(amountCents / 100).toFixed(2)} ${currency.toUpperCase()}`; // a code Intl does not know
  }
}

/** 'March 5, 2026' in UTC, or the text as given when it is not a date. */
export function formatDate(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * A message as paragraphs. A paragraph is text, or text around one link; the text version prints
 * the link's address after its label, the HTML version makes it a link. Nothing here is markup
 * until it has been escaped.
 */
type Paragraph =
  | string
  | { before: string; label: string; href: string; after?: string }
  | { verbatim: string }
  | { list: Array<{ label: string; href: string; note: string }> };

function compose(subject: string, greeting: string, paragraphs: Paragraph[]): RenderedEmail {
  const closing = `The ${SITE} team`;
  const textParts = paragraphs.map((p) =>
    typeof p === 'string'
      ? p
      : 'verbatim' in p
        ? p.verbatim
        : 'list' in p
          ? p.list.map((entry) => `- ${entry.label} (${entry.note})\n  ${entry.href}`).join('\n')
          : `${p.before}${p.label}: ${p.href}${p.after ?? ''}`,
  );
  const text = [greeting, ...textParts, closing].join('\n\n') + '\n';

  const htmlParts = paragraphs.map((p) =>
    typeof p === 'string'
      ? `<p>${escapeHtml(p)}</p>`
      : 'verbatim' in p
        ? `<p style="white-space: pre-wrap;">${escapeHtml(p.verbatim)}</p>` // someone's own words, line breaks kept
        : 'list' in p
          ? `<ul>${p.list.map((entry) => `<li><a href="${escapeHtml(entry.href)}">${escapeHtml(entry.label)}</a> · ${escapeHtml(entry.note)}</li>`).join('')}</ul>`
          : `<p>${escapeHtml(p.before)}<a href="${escapeHtml(p.href)}">${escapeHtml(p.label)}</a>${escapeHtml(p.after ?? '')}</p>`,
  );
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #1f2937; line-height: 1.5;">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...htmlParts,
    `<p>${escapeHtml(closing)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

const hello = (username: string) => `Hi ${username},`;

const listOf = (finds: ListedFind[]): Paragraph => ({ list: finds.map((find) => ({ label: find.name, href: find.url, note: find.note })) });

/** The footer of a bulk e-mail and its RFC 8058 headers: one click in the mail client, or the link, stops it without signing in. */
function withUnsubscribe(email: RenderedEmail, unsubscribe: Unsubscribe): RenderedEmail {
  const why = `You receive ${unsubscribe.what} because of your ${SITE} e-mail preferences.`;
  const text = `${why} Unsubscribe: ${unsubscribe.pageUrl}\nOr choose what you receive: ${unsubscribe.profileUrl}`;
  const html =
    `<p>${escapeHtml(why)} <a href="${escapeHtml(unsubscribe.pageUrl)}">Unsubscribe</a></p>` +
    `<p>Or choose what you receive: <a href="${escapeHtml(unsubscribe.profileUrl)}">E-mail preferences</a></p>`;
  return {
    ...email,
    text: `${email.text}\n--\n${text}\n`,
    html: email.html.replace('</body>', `<hr>\n<div style="font-size: 12px; color: #6b7280;">${html}</div>\n</body>`),
    headers: { 'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

const finds = (n: number) => (n === 1 ? '1 new find' : `${n.toLocaleString('en-US')} new finds`);
const shortDate = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date);

/** The subject, text and HTML of one e-mail; pure, so each template is tested without a server. */
export function renderEmail(payload: EmailMessage): RenderedEmail {
  switch (payload.template) {
    case 'password-reset':
      return compose(`Reset your ${SITE} password`, hello(payload.username), [
        `Someone (hopefully you) asked to reset the password of the ${SITE} account ${payload.username}.`,
        { before: '', label: 'Choose a new password', href: payload.resetUrl },
        `The link works once and expires in ${payload.expiresInMinutes} minutes. If you did not ask for it, ignore this e-mail: your password stays the same.`,
      ]);
    case 'payment-receipt': {
      const plan = PLANS[payload.plan].name;
      return compose(`Your ${SITE} receipt`, hello(payload.username), [
        `Thank you for your payment of ${formatMoney(payload.amountCents, payload.currency)} for the ${plan} plan on ${formatDate(payload.paidAt)}.`,
        `Invoice: ${payload.invoiceId}`,
      ]);
    }
    case 'payment-failed':
      return compose(`Your ${SITE} payment failed`, hello(payload.username), [
        `We could not charge your card for invoice ${payload.invoiceId}, so your subscription is past due.`,
        { before: 'To keep your access, update your card from your profile. ', label: 'Open your profile', href: payload.profileUrl },
      ]);
    case 'subscription-canceled':
      return compose(`Your ${SITE} subscription is canceled`, hello(payload.username), [
        `Your subscription has been canceled. You keep full access until ${formatDate(payload.accessEndsAt)}; you will not be charged again.`,
        'You can subscribe again at any time from the pricing page.',
      ]);
    case 'proposal-published':
      return compose(`Your BOLO "${payload.itemName}" is published`, hello(payload.username), [
        `Thank you for your proposal: "${payload.itemName}" has been reviewed and is now published in the ${SITE}.`,
        { before: '', label: 'See your BOLO', href: payload.itemUrl },
        'It stays in your saved list (My BOLOs).',
      ]);
    case 'contact-message': {
      const sender = oneLine(payload.name);
      const email = compose(`[${payload.type}] ${oneLine(payload.subject)}`, `New message from the ${SITE} contact form.`, [
        `From: ${sender} <${payload.email}>`,
        payload.userId === null ? 'Sent by a visitor (not signed in).' : `Sent by the signed-in account #${payload.userId}.`,
        `Received: ${payload.receivedAt.toISOString()} (message #${payload.contactMessageId})`,
        `Subject: ${payload.subject}`,
        { verbatim: payload.message },
        `Reply to this e-mail to answer ${sender} directly.`,
      ]);
      return { ...email, replyTo: { name: sender, address: payload.email } };
    }
    case 'search-alerts': {
      const more = payload.total - payload.finds.length;
      const email = compose(`${finds(payload.total)} for your saved searches`, hello(payload.username), [
        payload.total === 1 ? 'A find that matches your saved searches was just published:' : `${finds(payload.total)} that match your saved searches were just published:`,
        listOf(payload.finds),
        { before: more > 0 ? `And ${more.toLocaleString('en-US')} more. ` : '', label: 'See all your alerts', href: payload.alertsUrl },
      ]);
      return withUnsubscribe(email, payload.unsubscribe);
    }
    case 'weekly-digest': {
      const period = `${shortDate(payload.periodStart)} – ${shortDate(new Date(payload.periodEnd.getTime() - 1))}`;
      const email = compose(`Your BOLO Directory week: ${finds(payload.finds.length)}${payload.forYou ? ' for you' : ''}`, hello(payload.username), [
        payload.forYou
          ? `The newest finds of the week (${period}) in your followed categories and saved searches:`
          : `Nothing new this week (${period}) in your followed categories or saved searches, so here are the week's newest finds:`,
        listOf(payload.finds),
        { before: '', label: 'Browse the directory', href: payload.directoryUrl },
      ]);
      return withUnsubscribe(email, payload.unsubscribe);
    }
  }
}
