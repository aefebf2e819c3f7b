import { useEffect, useRef, useState } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';

const HOUR_MS = 3_600_000;

/**
 * Spec §7: addresses under /uploads/ or /api/images/ get an hourly cache-busting parameter, so a
 * replaced image shows within the hour while still being cached. The hour is that of `at` (when
 * the item's data was fetched), never the clock at render time: the server and the browser must
 * render the same address. Without `at` the address is used as it is. The parameter is `h`: a card's
 * address already carries its own version as `v`, and the API refuses a parameter given twice.
 */
export function withHourlyCacheBust(src: string, at: number | null | undefined): string {
  if (at == null || !Number.isFinite(at) || !/^(\/uploads\/|\/api\/images\/)/.test(src)) return src;
  const hour = Math.floor(at / HOUR_MS);
  return `${src}${src.includes('?') ? '&' : '?'}h=${hour}`;
}

/** The card variant's size (the API's 480x480 crop); the frame is square whatever the picture. */
const DEFAULT_SIZE = 480;

export interface ItemImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Extra CSS filter effect, e.g. the blurred members-only preview. */
  blurred?: boolean;
  /**
   * Above the fold (the first row of cards, the detail picture): loaded at once with high
   * priority. Otherwise the browser loads it lazily, before it scrolls into view.
   */
  eager?: boolean;
  /** When the item's data was fetched (ms since the epoch, e.g. RTK Query's fulfilledTimeStamp): dates the hourly cache-busting parameter. */
  fetchedAt?: number | null;
  /** Intrinsic size attributes, so the browser reserves the picture's space before it arrives. */
  width?: number;
  height?: number;
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * Card/detail image in a square frame that keeps its size whatever happens: a placeholder until
 * the picture has arrived, 'Image not available' when it fails and 'No Image Available' when the
 * item has none. The picture itself is a plain, visible <img> with width and height; the first
 * row loads eagerly with high priority, the rest lazily (native loading="lazy").
 */
export function ItemImage({ src, alt, className, blurred, eager, fetchedAt, width = DEFAULT_SIZE, height = DEFAULT_SIZE }: ItemImageProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const address = src ? withHourlyCacheBust(src, fetchedAt) : null;

  // A new address starts over. A server-rendered picture may have loaded (or failed) before
  // React attached its handlers: read the element's own state then.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setStatus(image.naturalWidth > 0 ? 'loaded' : 'error');
    else setStatus('loading');
  }, [address]);

  const classes = ['item-image', blurred ? 'item-image--blurred' : '', className ?? ''].filter(Boolean).join(' ');

  if (!address) {
    return (
      <div className={classes}>
        <div className="item-image__empty">{DIRECTORY_MESSAGES.noImageAvailable}</div>
      </div>
    );
  }

  return (
    <div className={classes}>
      {status === 'loading' ? <div className="item-image__placeholder" aria-hidden="true" /> : null}
      {status === 'error' ? (
        <div className="item-image__empty">{DIRECTORY_MESSAGES.imageNotAvailable}</div>
      ) : (
        <img
          ref={imageRef}
          className="item-image__img"
          src={address}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      )}
    </div>
  );
}
