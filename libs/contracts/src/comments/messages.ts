// Item comments (spec member-side §5/§8).

import { COMMENT_IMAGE_SIZE_PX, COMMENT_MAX_LENGTH } from './constants';

export const COMMENT_MESSAGES = {
  linksWarning: 'Links are only allowed for administrators. Please remove any URLs from your comment.',
  linksNotAllowed: { title: 'Links Not Allowed', description: 'Only administrators can include links in comments.' },
  linkRemoved: '[link removed]',
  invalidFile: { title: 'Invalid File', description: 'Please select an image file.' },
  fileTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 5MB.' },
  loginRequiredToPost: { title: 'Login Required', description: 'Please log in to post comments.' },
  loginRequiredToVote: { title: 'Login Required', description: 'Please log in to vote on comments.' },
  loginRequiredToReport: { title: 'Login Required', description: 'Please log in to report comments.' },
  confirmDelete: 'Are you sure you want to delete this comment?',
  postFailed: { title: 'Failed to Post', description: 'Failed to post comment.' },
  added: { title: 'Comment Added', description: 'Your comment has been posted successfully.' },
  voteFailed: { title: 'Vote Failed', description: 'Failed to vote on comment.' },
  reported: { title: 'Comment Reported', description: 'Thank you for reporting this comment. We will review it shortly.' },
  reportFailed: { title: 'Report Failed', description: 'Failed to report comment.' },
  deleted: { title: 'Comment Deleted', description: 'Your comment has been deleted.' },
  deleteFailed: { title: 'Delete Failed', description: 'Failed to delete comment.' },
  characterCount: (count: number): string => `${count}/${COMMENT_MAX_LENGTH} characters`,
  // The comments block's own wording (the spec names the hint, not its words).
  imageHint: `Optional. Pictures are resized to ${COMMENT_IMAGE_SIZE_PX}x${COMMENT_IMAGE_SIZE_PX} pixels (under 5MB).`,
  underReview: 'Under review',
  underReviewNote: 'Hidden from other members until an admin reviews the reports.',
  imagePending: 'Picture processing…',
  loginPrompt: 'Log in to join the conversation: post comments, vote and report.',
  noComments: 'No comments yet. Be the first to share a tip about this item.',
  loadFailed: 'Comments could not be loaded.',
} as const;
