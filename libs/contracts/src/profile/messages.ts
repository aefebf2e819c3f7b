// The profile page (spec member-side §5/§8): account details, password change, subscription controls.

import { PASSWORD_MAX_LENGTH } from '../auth/constants';

export const PROFILE_MESSAGES = {
  authenticationRequired: {
    title: 'Authentication Required',
    description: 'Please log in to access your profile and account settings.',
  },
  fetchFailed: 'Failed to fetch profile data',
  updateFailed: { title: 'Update Failed', description: 'Failed to update profile.' },
  passwordMismatch: { title: 'Password Mismatch', description: 'New password and confirmation password do not match.' },
  passwordTooShort: { title: 'Password Too Short', description: 'New password must be at least 6 characters long.' },
  currentPasswordRequired: 'Current password is required',
  newPasswordTooLong: `New password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  newPasswordSameAsCurrent: 'New password must be different from your current password.',
  passwordChangeFailed: { title: 'Password Change Failed', description: 'Failed to change password.' },
  cancellationFailed: { title: 'Cancellation Failed', description: 'Failed to cancel subscription.' },
  upgradeFailed: { title: 'Upgrade Failed', description: 'Failed to upgrade subscription. Please try again.' },
  downgradeFailed: { title: 'Downgrade Failed', description: 'Failed to downgrade subscription. Please try again.' },
  serverError: 'Server error occurred. Please try again or contact support.',
  profileUpdated: 'Profile Updated',
  passwordChanged: 'Password Changed',
  subscriptionCancelled: 'Subscription Cancelled',
  subscriptionUpgraded: 'Subscription Upgraded',
  subscriptionDowngraded: 'Subscription Downgraded',
  notProvided: 'Not provided',
  noActiveSubscription: 'No active subscription',
} as const;
