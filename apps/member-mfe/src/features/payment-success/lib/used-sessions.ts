// Spec member-side §3: the browser keeps the checkout session ids it already turned into an
// account, so reopening the success address says 'Account Ready!' instead of offering the form again.
export const USED_PAYMENT_SESSIONS_KEY = 'usedPaymentSessions';
/** Enough for any real browser; the oldest ids are dropped beyond it. */
const MAX_REMEMBERED = 50;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

export function readUsedSessions(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(USED_PAYMENT_SESSIONS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function isSessionUsed(sessionId: string): boolean {
  return readUsedSessions().includes(sessionId);
}

export function markSessionUsed(sessionId: string): void {
  const ids = readUsedSessions().filter((id) => id !== sessionId);
  ids.push(sessionId);
  try {
    storage()?.setItem(USED_PAYMENT_SESSIONS_KEY, JSON.stringify(ids.slice(-MAX_REMEMBERED)));
  } catch {
    // Quota or disabled storage: the server still refuses a second link.
  }
}
