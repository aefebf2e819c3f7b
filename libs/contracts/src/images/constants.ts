/** Largest accepted upload (item pictures and comment images). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding cost grows with pixels, not bytes: a 5 MB PNG can still be a 1-gigapixel bomb. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Size of the card image variant rendered by the worker. */
export const CARD_IMAGE_SIZE = { width: 480, height: 480 } as const;
/**
 * The teaser variant of an item picture: what visitors get in the home page's preview. Tiny and
 * blurred by the worker, so the address a visitor can open never shows the find itself.
 */
export const ITEM_TEASER_VARIANT = { width: 48, height: 48, blur: 2, quality: 50 } as const;
