import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCHES_PER_MEMBER } from './constants';

export const SAVED_SEARCH_MESSAGES = {
  nameRequired: 'Give this search a name.',
  nameTooLong: `A saved search's name is at most ${SAVED_SEARCH_NAME_MAX} characters.`,
  nameTaken: 'You already have a saved search with this name.',
  notifyInvalid: 'Choose how to be told: instantly, daily, in the weekly digest, or never.',
  queryInvalid: 'The search to save must be a directory address query, such as search=pyrex&category=Home%20%26%20Kitchen.',
  nothingToSave: 'Search for something or choose a filter first: a saved search with neither would match every new find.',
  limitReached: `You can keep up to ${SAVED_SEARCHES_PER_MEMBER} saved searches. Each one is checked against every new find, so delete one to save another.`,
  notFound: 'Saved search not found',
  invalidId: 'Invalid saved search id',
  saved: 'Search saved',
  updated: 'Saved search updated',
  deleted: 'Saved search deleted',
} as const;
