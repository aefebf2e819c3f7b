// API answers of checkout, subscription linking and subscription changes (the spec shows none of
// these texts; the browser's toasts for them are in plans/ and profile/).

export const BILLING_MESSAGES = {
  planInvalid: "plan must be 'monthly' or 'annual'",
  alreadySubscribed: 'You already have an active subscription. Manage it from your profile.',
  sessionIdInvalid: 'A valid checkout session id is required',
  sessionNotFound: 'Checkout session not found',
  sessionNotPaid: 'This checkout session has not been paid',
  sessionAlreadyLinked: 'This subscription is already linked to an account',
  sessionOfAnotherUser: 'This checkout session belongs to another account',
  subscriptionLinked: 'Subscription linked to your account',
  noSubscription: 'You have no subscription to change',
  alreadyAnnual: 'Your subscription is already annual',
  alreadyMonthly: 'Your subscription is already monthly',
  alreadySwitchingToMonthly: 'Your subscription already switches to monthly at the end of the current billing period',
  alreadyCanceled: 'Your subscription is already cancelled',
  notPastDue: 'Your subscription has no failed payment to fix',
  providerUnavailable: 'The payment provider could not be reached. Please try again.',
  upgraded: 'Subscription upgraded to annual; the difference was charged with proration',
  downgraded: 'Subscription switches to monthly at the end of the current billing period',
  canceled: 'Subscription cancelled; access continues until the end of the billing period',
  webhookSignatureMissing: 'Missing Stripe-Signature header',
  webhookSignatureInvalid: 'Invalid webhook signature',
  webhookReceived: 'received',
} as const;
