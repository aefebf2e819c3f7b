// What a refused POST /api/link-subscription means for the person on /payment-success
// (issue 16, finding 4). The server's answers (services/api/src/billing/billing.service.ts):
// unknown 404, unpaid 400, made by another signed-in account 409, linked to someone else 409,
// another running subscription 409, not signed in 401; linked to the caller answers 200.
// Only a failure that may pass (network, 5xx, 429) is worth trying again.
import { AUTH_MESSAGES, BILLING_MESSAGES } from '@bolo/contracts';
import { errorMessage, httpStatus, isAuthRequired } from '@bolo/web';

export type LinkRefusalKind = 'alreadyLinked' | 'otherAccount' | 'alreadySubscribed' | 'notFound' | 'notPaid' | 'signedOut' | 'failed';

export interface LinkRefusal {
  kind: LinkRefusalKind;
  /** What the server said (shown as is), or our text when it said nothing. */
  message: string;
}

/** UI text when the server gave no message (the spec shows no answer of the link call). */
export const LINK_FAILED = {
  title: 'Subscription Not Linked',
  description: 'We could not link your payment to your account. Please try again or contact support.',
} as const;

export function linkRefusalOf(error: unknown): LinkRefusal {
  const status = httpStatus(error);
  const message = errorMessage(error);
  if (isAuthRequired(error)) return { kind: 'signedOut', message: message ?? AUTH_MESSAGES.authenticationRequired };
  if (status === 404) return { kind: 'notFound', message: message ?? BILLING_MESSAGES.sessionNotFound };
  if (status === 400 && message === BILLING_MESSAGES.sessionNotPaid) return { kind: 'notPaid', message };
  if (status === 409) {
    if (message === BILLING_MESSAGES.sessionOfAnotherUser) return { kind: 'otherAccount', message };
    if (message === BILLING_MESSAGES.alreadySubscribed) return { kind: 'alreadySubscribed', message };
    return { kind: 'alreadyLinked', message: message ?? BILLING_MESSAGES.sessionAlreadyLinked };
  }
  return { kind: 'failed', message: message ?? LINK_FAILED.description };
}

export type LinkRefusalAction = 'signInElsewhere' | 'profile' | 'pricing' | 'logIn' | 'retry';

/**
 * UI text of each state: the spec has none (§7: the link call's "response not shown"), so the
 * title and advice are ours, the server's message is shown as it came, and the ways forward
 * reuse the spec's labels ('Log In to Access', 'View Pricing' to /pricing#pricing-top,
 * 'Contact Us' to /contact, 'Authentication Required').
 */
export const LINK_REFUSAL_COPY: Record<LinkRefusalKind, { title: string; advice: string; action: LinkRefusalAction }> = {
  alreadyLinked: {
    title: 'Payment Already Linked',
    advice: 'The membership paid for here belongs to the account it was linked to first. Sign in to that account to use it, or contact us if you think this is a mistake.',
    action: 'signInElsewhere',
  },
  otherAccount: {
    title: 'Payment Made From Another Account',
    advice: 'This checkout was started while signed in to another account, so its membership belongs to that account. Sign in to it to use it, or contact us if you think this is a mistake.',
    action: 'signInElsewhere',
  },
  alreadySubscribed: {
    title: 'You Are Already Subscribed',
    advice: 'This payment was not added to your account because it already has a running subscription. Contact us if you were charged twice.',
    action: 'profile',
  },
  notFound: {
    title: 'Payment Not Found',
    advice: 'We could not find this checkout, so no membership was added. Choose a plan to subscribe, or contact us if you were charged.',
    action: 'pricing',
  },
  notPaid: {
    title: 'Payment Not Completed',
    advice: 'This checkout was not paid, so no membership was added. Choose a plan to try again, or contact us if you were charged.',
    action: 'pricing',
  },
  signedOut: {
    title: AUTH_MESSAGES.authenticationRequired,
    advice: 'Please log in, then open this page again to link your payment to your account.',
    action: 'logIn',
  },
  failed: {
    title: 'Your payment is not linked yet',
    advice: 'Please try again in a moment, or contact us if this keeps happening.',
    action: 'retry',
  },
};
