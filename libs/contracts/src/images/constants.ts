/** Largest accepted upload (item pictures and comment images). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding cost grows with pixels, not bytes: a 5 MB PNG can still be a 1-gigapixel bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Size of the card image variant rendered by the worker. */
export const CARD_IMAGE_SIZE = { width: 480, height: 480 } as const;
