import { errorMessage } from '@bolo/web';

/** What the server said about a failed request: its JSON `{ message }`, or its plain-text body. */
export function serverMessage(error: unknown): string | undefined {
  const message = errorMessage(error);
  if (message) return message;
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : undefined;
  return typeof data === 'string' && data.trim() && !data.trimStart().startsWith('<') ? data.trim() : undefined;
}
