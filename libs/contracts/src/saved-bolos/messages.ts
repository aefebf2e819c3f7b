// The member's saved list and the save toggle (spec member-side §8), plus the API's answers.

export const SAVED_MESSAGES = {
  saved: { title: 'BOLO Saved!', description: 'This item has been added to your saved BOLOs.' },
  saveFailed: { title: 'Save Failed', description: 'Unable to save item. Please try again.' },
  saveFailedAuth: { title: 'Save Failed', description: 'Please log in to save items.' },
  loginRequired: { title: 'Login Required', description: 'Please log in to save BOLO items.' },
  removed: { title: 'BOLO Removed', description: 'This item has been removed from your saved BOLOs.' },
  removeFailed: { title: 'Remove Failed', description: 'Unable to remove item. Please try again.' },
  removeFailedAuth: { title: 'Remove Failed', description: 'Please log in to manage saved items.' },
  /** Saved-list variant: the description is replaced by the server message when there is one. */
  removeFailedList: { title: 'Remove Failed', description: 'Failed to remove BOLO item.' },
  loadFailed: { title: 'Error Loading Your BOLOs', description: 'Unable to load your created items.' },
  // API answers (services/api saved-bolos routes).
  saveConfirmed: 'BOLO saved',
  removeConfirmed: 'BOLO removed',
} as const;
