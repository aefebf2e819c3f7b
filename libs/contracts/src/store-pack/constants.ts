/** A pack the phone has not synced for this long is deleted there (issue 21: "expires 7 days after its last successful sync"). */
export const STORE_PACK_EXPIRY_DAYS = 7;
/** Full downloads per account per day: enough for a reinstall or a second phone, too few to hand packs out. */
export const STORE_PACK_FULL_PER_DAY = 3;
/** Syncs (deltas) per account per day: the app syncs when it opens online and at most hourly in the background. */
export const STORE_PACK_SYNCS_PER_DAY = 96;
/** The note a pack carries instead of the description: its first characters, cut at a word. */
export const STORE_PACK_NOTE_LENGTH = 120;
/** What the pack format's readers understand; a change to the tuple below bumps it. */
export const STORE_PACK_FORMAT = 1;
/** The IndexedDB database that keeps the pack on a device (deleted with the account's other device data at sign-out). */
export const STORE_PACK_DATABASE = 'bolo-store-pack';
/** The Cache Storage cache of the saved items' card pictures, which the service worker shows offline. */
export const SAVED_PICTURES_CACHE = 'bolo-saved-pictures';
/** The localStorage key of the saves and un-saves made offline, waiting for the network. */
export const OFFLINE_SAVES_KEY = 'bolo-offline-saves';
