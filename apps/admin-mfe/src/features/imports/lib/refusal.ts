import { IMPORT_MESSAGES } from '@bolo/contracts';
import { errorMessage, httpStatus } from '@bolo/web';

export const START_FAILED = 'Failed to start the import';

/** Why the server refused to start an import (its 400/413 message), in words for the admin. */
export function refusalMessage(error: unknown): string {
  const message = errorMessage(error);
  if (message && httpStatus(error) !== null) return message;
  // A proxy's 413 has no JSON body.
  if (httpStatus(error) === 413) return IMPORT_MESSAGES.tooLarge;
  return START_FAILED;
}
