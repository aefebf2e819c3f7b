import type { BoloItem } from '@bolo/contracts';

const STORED_IMAGE = /^\/api\/images\/bolo-items\/\d+$/;

/** The card variant's size in pixels (square): the card's <img> width and height attributes. */
export const CARD_IMAGE_SIZE = 480;

/**
 * The picture a card shows: the worker's card variant when it is ready, else the stored
 * image's `?size=card` address (the server falls back to the original until the variant
 * exists), else the address as given (an external URL), else null ('No Image Available').
 */
export function cardImageSrc(item: Pick<BoloItem, 'image' | 'imageCard'>): string | null {
  if (item.imageCard) return item.imageCard;
  if (!item.image) return null;
  return STORED_IMAGE.test(item.image) ? `${item.image}?size=card` : item.image;
}
