import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  CHECKOUT_MESSAGES,
  COMMENT_MESSAGES,
  DIRECTORY_MESSAGES,
  IMAGE_MESSAGES,
  ITEM_MESSAGES,
  MESSAGES,
  PROFILE_MESSAGES,
  SAVED_MESSAGES,
  type ToastMessage,
} from './index';

/** Every leaf string of MESSAGES with its dotted path (functions are skipped). */
function leaves(value: unknown, path = 'MESSAGES'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
  }
  return [];
}

describe('MESSAGES', () => {
  it('is made of the per-feature objects themselves, so a feature edits one place', () => {
    expect(MESSAGES.auth).toBe(AUTH_MESSAGES);
    expect(MESSAGES.directory).toBe(DIRECTORY_MESSAGES);
    expect(MESSAGES.item).toBe(ITEM_MESSAGES);
    expect(MESSAGES.saved).toBe(SAVED_MESSAGES);
    expect(MESSAGES.comments).toBe(COMMENT_MESSAGES);
    expect(MESSAGES.checkout).toBe(CHECKOUT_MESSAGES);
    expect(MESSAGES.profile).toBe(PROFILE_MESSAGES);
    expect(MESSAGES.admin).toBe(ADMIN_MESSAGES);
  });

  it('has no empty or untrimmed strings', () => {
    for (const [path, text] of leaves({ ...MESSAGES, images: IMAGE_MESSAGES })) {
      expect({ path, ok: text.length > 0 && text === text.trim() }).toEqual({ path, ok: true });
    }
  });

  it('gives every toast both a title and a description', () => {
    const toasts = Object.values(MESSAGES).flatMap((group) =>
      Object.values(group).filter((v): v is ToastMessage => typeof v === 'object' && v !== null),
    );
    expect(toasts.length).toBeGreaterThan(40);
    for (const toast of toasts) expect(Object.keys(toast).sort()).toEqual(['description', 'title']);
  });

  it.each([
    // member-side §5
    [MESSAGES.auth.credentialsRequired, 'Username and password are required'],
    [MESSAGES.auth.usernameTooShort, 'Username must be at least 3 characters'],
    [MESSAGES.auth.passwordTooShort, 'Password must be at least 6 characters'],
    [MESSAGES.auth.passwordsDoNotMatch, 'Passwords do not match. Please try again.'],
    [MESSAGES.auth.signUpPasswordTooShort, 'Password must be at least 6 characters long.'],
    [
      MESSAGES.auth.passwordComplexity,
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character.',
    ],
    [MESSAGES.comments.linksWarning, 'Links are only allowed for administrators. Please remove any URLs from your comment.'],
    [MESSAGES.comments.linkRemoved, '[link removed]'],
    [MESSAGES.comments.confirmDelete, 'Are you sure you want to delete this comment?'],
    // member-side §8
    [MESSAGES.auth.loginFailed, 'Login failed'],
    [MESSAGES.auth.signInSuccess, 'Welcome back!'],
    [MESSAGES.auth.signupFailed, 'Signup failed'],
    [MESSAGES.auth.networkError, 'Something went wrong. Please try again.'],
    [MESSAGES.auth.resetLinkSent, 'Reset Link Sent'],
    [MESSAGES.auth.resetSuccess, 'Password Reset Successful'],
    [MESSAGES.auth.useAuthOutsideProvider, 'useAuth must be used within an AuthProvider'],
    [MESSAGES.directory.previewFailed, 'Failed to fetch preview items'],
    [MESSAGES.directory.countFailed, 'Failed to fetch BOLO count'],
    [MESSAGES.item.invalidId, 'Invalid item ID'],
    [MESSAGES.checkout.accountCreationFailed, 'Failed to create account'],
    [MESSAGES.profile.fetchFailed, 'Failed to fetch profile data'],
    [MESSAGES.profile.serverError, 'Server error occurred. Please try again or contact support.'],
    [MESSAGES.profile.subscriptionCancelled, 'Subscription Cancelled'],
    // admin-side §5 / §8
    [MESSAGES.admin.usernameInvalidCharacters, 'Username can only contain letters, numbers, and underscores'],
    [MESSAGES.admin.usernameLength, 'Username must be between 3 and 50 characters'],
    [MESSAGES.admin.nameTooShort, 'Name must be at least 3 characters'],
    [MESSAGES.admin.maxSellPriceRequired, 'Maximum sell price must be greater than 0'],
    [MESSAGES.admin.sellRangeInvalid, 'Maximum sell price must be greater than minimum sell price'],
    [MESSAGES.admin.missingRequiredFields, 'Missing required fields: name, description, and category are required'],
    [MESSAGES.admin.confirmDeleteComment, 'Are you sure you want to delete this comment? This action cannot be undone.'],
    [MESSAGES.admin.pageNotFound, '404 Page Not Found'],
  ])('has %p verbatim', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it.each([
    [MESSAGES.auth.signInFailed, 'Sign in failed', 'Invalid credentials'],
    [MESSAGES.auth.signUpFailed, 'Sign up failed', 'Something went wrong'],
    [MESSAGES.auth.forgotPasswordFailed, 'Request Failed', 'Failed to send reset email.'],
    [MESSAGES.auth.invalidResetLink, 'Invalid Reset Link', 'This password reset link is invalid or missing a token.'],
    [MESSAGES.auth.invalidToken, 'Invalid Token', 'Password reset token is missing.'],
    [MESSAGES.auth.resetFailed, 'Reset Failed', 'Failed to reset password.'],
    [MESSAGES.directory.subscriptionRequired, 'Subscription Required', 'Please subscribe to access the BOLO directory.'],
    [MESSAGES.directory.loadFailed, 'Error loading items', 'Failed to load BOLO items. Please try again.'],
    [MESSAGES.item.unavailable, 'Item Unavailable', 'This item is currently unavailable. Please try again later.'],
    [MESSAGES.saved.saved, 'BOLO Saved!', 'This item has been added to your saved BOLOs.'],
    [MESSAGES.saved.saveFailed, 'Save Failed', 'Unable to save item. Please try again.'],
    [MESSAGES.saved.saveFailedAuth, 'Save Failed', 'Please log in to save items.'],
    [MESSAGES.saved.loginRequired, 'Login Required', 'Please log in to save BOLO items.'],
    [MESSAGES.saved.removed, 'BOLO Removed', 'This item has been removed from your saved BOLOs.'],
    [MESSAGES.saved.removeFailed, 'Remove Failed', 'Unable to remove item. Please try again.'],
    [MESSAGES.saved.removeFailedAuth, 'Remove Failed', 'Please log in to manage saved items.'],
    [MESSAGES.saved.removeFailedList, 'Remove Failed', 'Failed to remove BOLO item.'],
    [MESSAGES.saved.loadFailed, 'Error Loading Your BOLOs', 'Unable to load your created items.'],
    [MESSAGES.comments.linksNotAllowed, 'Links Not Allowed', 'Only administrators can include links in comments.'],
    [MESSAGES.comments.invalidFile, 'Invalid File', 'Please select an image file.'],
    [MESSAGES.comments.fileTooLarge, 'File Too Large', 'Please select an image smaller than 5MB.'],
    [MESSAGES.comments.loginRequiredToPost, 'Login Required', 'Please log in to post comments.'],
    [MESSAGES.comments.loginRequiredToVote, 'Login Required', 'Please log in to vote on comments.'],
    [MESSAGES.comments.loginRequiredToReport, 'Login Required', 'Please log in to report comments.'],
    [MESSAGES.comments.postFailed, 'Failed to Post', 'Failed to post comment.'],
    [MESSAGES.comments.added, 'Comment Added', 'Your comment has been posted successfully.'],
    [MESSAGES.comments.voteFailed, 'Vote Failed', 'Failed to vote on comment.'],
    [MESSAGES.comments.reported, 'Comment Reported', 'Thank you for reporting this comment. We will review it shortly.'],
    [MESSAGES.comments.reportFailed, 'Report Failed', 'Failed to report comment.'],
    [MESSAGES.comments.deleted, 'Comment Deleted', 'Your comment has been deleted.'],
    [MESSAGES.comments.deleteFailed, 'Delete Failed', 'Failed to delete comment.'],
    [MESSAGES.checkout.subscriptionFailed, 'Subscription Failed', 'Unable to start subscription process. Please try again.'],
    [MESSAGES.profile.authenticationRequired, 'Authentication Required', 'Please log in to access your profile and account settings.'],
    [MESSAGES.profile.updateFailed, 'Update Failed', 'Failed to update profile.'],
    [MESSAGES.profile.passwordMismatch, 'Password Mismatch', 'New password and confirmation password do not match.'],
    [MESSAGES.profile.passwordTooShort, 'Password Too Short', 'New password must be at least 6 characters long.'],
    [MESSAGES.profile.passwordChangeFailed, 'Password Change Failed', 'Failed to change password.'],
    [MESSAGES.profile.cancellationFailed, 'Cancellation Failed', 'Failed to cancel subscription.'],
    [MESSAGES.profile.upgradeFailed, 'Upgrade Failed', 'Failed to upgrade subscription. Please try again.'],
    [MESSAGES.profile.downgradeFailed, 'Downgrade Failed', 'Failed to downgrade subscription. Please try again.'],
    [MESSAGES.admin.invalidPricing, 'Invalid Pricing', 'Minimum sell price should be higher than maximum buy price for profitability'],
    [MESSAGES.admin.itemNameRequired, 'Item Name Required', 'Please enter an item name to generate BOLO data.'],
    [MESSAGES.admin.proposalAdded, 'BOLO Added!', 'Your BOLO has been added to your saved list and will be reviewed for approval shortly.'],
    [MESSAGES.admin.messageSent, 'Message Sent!', "We'll get back to you within 24 hours."],
  ])('has toast %#: %s / %s', (toast, title, description) => {
    expect(toast).toEqual({ title, description });
  });

  it('fills placeholders', () => {
    expect(MESSAGES.item.fetchFailed(404, 'Not Found')).toBe('Failed to fetch BOLO item: 404 Not Found');
    expect(MESSAGES.directory.showingRange(25, 48, 130)).toBe('Showing 25-48 of 130 items');
    expect(MESSAGES.comments.characterCount(12)).toBe('12/1000 characters');
    expect(MESSAGES.auth.signedInAs('ada')).toBe('Signed in as ada');
    expect(MESSAGES.admin.httpError(500)).toBe('HTTP error! status: 500');
    expect(MESSAGES.admin.fetchFailed(503)).toBe('Failed to fetch: 503');
    expect(MESSAGES.admin.confirmStatusChange('publish', 'Pyrex bowl')).toBe('Are you sure you want to publish "Pyrex bowl"?');
    expect(MESSAGES.admin.confirmStatusChange('unpublish', 'Pyrex bowl')).toBe('Are you sure you want to unpublish "Pyrex bowl"?');
    expect(MESSAGES.admin.showingComments(10, 42)).toBe('Showing 10 of 42 comments');
  });

  it('has the list-query messages the API answers with', () => {
    expect(MESSAGES.directory).toMatchObject({
      pageInvalid: 'page must be a positive integer',
      limitInvalid: 'limit must be between 1 and 100',
      unknownCategory: 'Unknown category',
      unknownSubcategory: 'Unknown subcategory for this category',
      subcategoryRequiresCategory: 'subcategory requires a category',
    });
  });

  it.each(Object.entries(MESSAGES))('never has two keys for the same toast in %s', (_group, messages) => {
    const toasts = Object.entries(messages)
      .filter((entry): entry is [string, ToastMessage] => typeof entry[1] === 'object')
      .map(([key, toast]) => [key, `${toast.title} / ${toast.description}`] as const);
    const byText = new Map<string, string[]>();
    for (const [key, text] of toasts) byText.set(text, [...(byText.get(text) ?? []), key]);
    expect([...byText.values()].filter((keys) => keys.length > 1)).toEqual([]);
  });

  it.each([
    // The API's answers, as services/api and its integration tests send them.
    [AUTH_MESSAGES.signedIn, 'Login successful'],
    [AUTH_MESSAGES.signedUp, 'Account created successfully'],
    [AUTH_MESSAGES.signedOut, 'Logged out successfully'],
    [AUTH_MESSAGES.invalidCredentials, 'Invalid username or password'],
    [AUTH_MESSAGES.usernameTaken, 'Username already taken'],
    [AUTH_MESSAGES.emailTaken, 'An account with this email already exists'],
    [AUTH_MESSAGES.currentPasswordIncorrect, 'Current password is incorrect'],
    [AUTH_MESSAGES.passwordChanged, 'Password changed successfully'],
    [ITEM_MESSAGES.itemNotFound, 'Item not found'],
    [SAVED_MESSAGES.saveConfirmed, 'BOLO saved'],
    [SAVED_MESSAGES.removeConfirmed, 'BOLO removed'],
    [ADMIN_MESSAGES.adminRequired, 'Admin access required'],
    [IMAGE_MESSAGES.tooManyPixels, 'Image dimensions are too large (at most 40 megapixels)'],
  ])('answers with %p', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
