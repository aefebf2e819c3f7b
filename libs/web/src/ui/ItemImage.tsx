import { useEffect, useRef, useState } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN_PX, MESSAGES } from '@bolo/contracts';

// Spec §7: addresses under /uploads/ or /api/images/ get an hourly cache-busting
// parameter, so a replaced image shows within the hour while still being cached.
export function withHourlyCacheBust(src: string, now: number = Date.now()): string {
  if (!/^(\/uploads\/|\/api\/images\/)/.test(src)) return src;
  const hour = Math.floor(now / 3_600_000);
  return `${src}${src.includes('?') ? '&' : '?'}v=${hour}`;
}

export interface ItemImageProps {
  src: string | null | undefined;
  alt: string;
  className?: string;
  /** Extra CSS filter effect, e.g. the blurred members-only preview. */
  blurred?: boolean;
  /** Load at once instead of when scrolled near (above-the-fold images). */
  eager?: boolean;
}

/**
 * Card/detail image: a placeholder until loaded, loading starts 50 px before the
 * image scrolls into view, 'Image not available' when it fails and
 * 'No Image Available' when the item has none.
 */
export function ItemImage({ src, alt, className, blurred, eager }: ItemImageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [inView, setInView] = useState(Boolean(eager));
  const [status, setStatus] = useState<'loading' | 'loaded' | 'error'>('loading');

  useEffect(() => {
    setStatus('loading');
  }, [src]);

  useEffect(() => {
    if (inView || !src) return;
    const node = frameRef.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${LAZY_IMAGE_ROOT_MARGIN_PX}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [inView, src]);

  const classes = ['item-image', blurred ? 'item-image--blurred' : '', className ?? ''].filter(Boolean).join(' ');

  if (!src) {
    return (
      <div className={classes} ref={frameRef}>
        <div className="item-image__empty">{MESSAGES.directory.noImageAvailable}</div>
      </div>
    );
  }

  return (
    <div className={classes} ref={frameRef}>
      {status !== 'loaded' && status !== 'error' ? <div className="item-image__placeholder" aria-hidden="true" /> : null}
      {status === 'error' ? <div className="item-image__empty">{MESSAGES.directory.imageNotAvailable}</div> : null}
      {inView && status !== 'error' ? (
        <img
          className={`item-image__img${status === 'loaded' ? ' item-image__img--loaded' : ''}`}
          src={withHourlyCacheBust(src)}
          alt={alt}
          decoding="async"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('error')}
        />
      ) : null}
    </div>
  );
}
