import { canGoNext, pageList } from '@bolo/contracts';

export interface PageLinksProps {
  page: number;
  totalPages: number;
  hasMore?: boolean;
  /** The address of a page of the same list. */
  hrefOf: (page: number) => string;
}

/**
 * The numbered pagination of spec §9 as plain links: what the server's page shows until the app
 * starts (then @bolo/web's Pagination takes its place), so paging works before it and without it.
 */
export function PageLinks({ page, totalPages, hasMore, hrefOf }: PageLinksProps) {
  if (totalPages <= 1) return null;
  const nextEnabled = canGoNext({ page, totalPages, hasMore: hasMore ?? page < totalPages });
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <a className="pagination__button" href={hrefOf(target)}>
        {label}
      </a>
    ) : (
      <span className="pagination__button pagination__button--off" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav className="pagination" aria-label="Pagination">
      {step('Previous', page - 1, page > 1)}
      {pageList(page, totalPages).map((entry) =>
        typeof entry === 'number' ? (
          <a
            key={entry}
            className={`pagination__button${entry === page ? ' pagination__button--current' : ''}`}
            href={hrefOf(entry)}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
          >
            {entry}
          </a>
        ) : (
          <span key={entry} className="pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      {step('Next', page + 1, nextEnabled)}
    </nav>
  );
}
