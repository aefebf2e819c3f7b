// Checkout and the payment-success page (spec member-side §8).

export const CHECKOUT_MESSAGES = {
  subscriptionFailed: { title: 'Subscription Failed', description: 'Unable to start subscription process. Please try again.' },
  processing: 'Processing...',
  accountReady: 'Account Ready!',
  accountCreationFailed: 'Failed to create account',
} as const;
