import { pageList } from '@bolo/contracts';
import { Link } from '@bolo/web';
import type { BlogListArgs } from '../api/blog-api';
import { blogListPath } from '../lib/blog-list-query';

/**
 * Numbered pages as links to ?page= (the shared <Pagination> is buttons): every page of the
 * list has an address a crawler can follow and a visitor can open before scripts run.
 */
export function BlogPagination({ args, totalPages }: { args: BlogListArgs; totalPages: number }) {
  if (totalPages <= 1) return null;
  const { page } = args;
  const to = (target: number) => blogListPath({ ...args, page: target });
  return (
    <nav className="pagination" aria-label="Blog pages">
      {page > 1 ? (
        <Link className="pagination__button" to={to(Math.min(page - 1, totalPages))} rel="prev">
          Previous
        </Link>
      ) : (
        <span className="pagination__button" aria-disabled="true">
          Previous
        </span>
      )}
      {pageList(page, totalPages).map((entry) =>
        typeof entry === 'number' ? (
          <Link
            key={entry}
            to={to(entry)}
            className={`pagination__button${entry === page ? ' pagination__button--current' : ''}`}
            aria-current={entry === page ? 'page' : undefined}
            aria-label={`Page ${entry}`}
          >
            {entry}
          </Link>
        ) : (
          <span key={entry} className="pagination__ellipsis" aria-hidden="true">
            …
          </span>
        ),
      )}
      {page < totalPages ? (
        <Link className="pagination__button" to={to(page + 1)} rel="next">
          Next
        </Link>
      ) : (
        <span className="pagination__button" aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
