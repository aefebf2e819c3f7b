// The saves and un-saves made offline, waiting for the network (issue 21): one entry per item, the
// latest change winning. Kept apart from the code that sends them so pages can ask cheaply.

import { OFFLINE_SAVES_KEY as QUEUE_KEY } from '@bolo/contracts';

export interface QueuedSave {
  id: number;
  save: boolean;
}

export function queuedSaves(): QueuedSave[] {
  if (typeof localStorage === 'undefined') return [];
  try {
    const parsed = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedSave[]).filter((entry) => typeof entry?.id === 'number' && typeof entry.save === 'boolean') : [];
  } catch {
    return [];
  }
}

export function writeQueuedSaves(queue: QueuedSave[]): void {
  if (queue.length === 0) localStorage.removeItem(QUEUE_KEY);
  else localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
}
