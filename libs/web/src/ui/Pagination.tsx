import { canGoNext, pageList } from '@bolo/contracts';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** From the list answer; Next needs it (spec §9). Defaults to page < totalPages. */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

/** Numbered pagination of spec §9; renders nothing for one page or fewer. */
export function Pagination({ page, totalPages, hasMore, onPageChange, disabled }: PaginationProps) {
  if (totalPages <= 1) return null;
  const entries = pageList(page, totalPages);
  const nextEnabled = canGoNext({ page, totalPages, hasMore: hasMore ?? page < totalPages });
  return (
    <nav className="pagination" aria-label="Pagination">
      <button type="button" className="pagination__button" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        Previous
      </button>
      {entries.map((entry) =>
        typeof entry === 'number' ? (
          <button
            key={entry}
            type="button"
            className={`pagination__button${entry === page ? ' pagination__button--current' : ''}`}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
            disabled={disabled}
            onClick={() => entry !== page && onPageChange(entry)}
          >
            {entry}
          </button>
        ) : (
          <span key={entry} className="pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      <button type="button" className="pagination__button" disabled={disabled || !nextEnabled} onClick={() => onPageChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
