import { STORE_PACK_FULL_PER_DAY, STORE_PACK_SYNCS_PER_DAY } from './constants';

export const STORE_PACK_MESSAGES = {
  badCursor: 'The sync cursor is not valid. Download the store pack again.',
  expiredCursor: 'The store pack is more than 7 days old. Download it again.',
  fullDailyLimit: `The store pack can be downloaded ${STORE_PACK_FULL_PER_DAY} times a day. Try again tomorrow; syncing keeps it up to date meanwhile.`,
  syncDailyLimit: `The store pack was synced ${STORE_PACK_SYNCS_PER_DAY} times today. It syncs again tomorrow.`,
  traceNotAPack: 'That file is not a store pack.',
  settingsTitle: 'Store pack',
  settingsLead: 'The whole directory on this device, for stores with no signal. It syncs what changed each time you sync, and is deleted after 7 days without a sync.',
  notDownloaded: 'Not on this device yet.',
  downloaded: 'Store pack downloaded',
  synced: 'Store pack up to date',
  deleted: 'Store pack deleted from this device',
  ended: 'Your subscription has ended, so the store pack was deleted from this device.',
  unsupported: 'This browser cannot keep a store pack (private browsing may block it).',
} as const;
