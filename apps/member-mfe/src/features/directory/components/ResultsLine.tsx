import type { MouseEvent } from 'react';
import { DIRECTORY_MESSAGES } from '@bolo/contracts';
import type { SearchOutcome } from '@bolo/contracts';
import type { ListFilters } from '../../../shared/lib/list-filters';
import { shownRange } from '../../../shared/lib/list-filters';
import '../../../shared/components/item-list.css';
import './directory.css';

export interface ResultsLineProps {
  page: number;
  limit: number;
  total: number;
  filters: ListFilters;
  /** How the list's search was answered; near misses (exact: false) come with a suggestion. */
  search?: SearchOutcome;
  /** The link that searches for the suggestion instead (href and click). */
  suggestionLink?: (suggestion: string) => { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void };
}

/**
 * 'Showing a-b of N items', the filters that produced them, and 'Last updated: Today'. When
 * nothing matched the search exactly, the cards are the near misses: the line says so and offers
 * the catalogue's spelling ('Did you mean "nintendo"?').
 */
export function ResultsLine({ page, limit, total, filters, search: outcome, suggestionLink }: ResultsLineProps) {
  const { from, to } = shownRange(page, limit, total);
  const search = filters.search.trim();
  const nearMisses = search !== '' && outcome !== undefined && !outcome.exact;
  const suggestion = nearMisses ? outcome.suggestion : null;
  const link = suggestion && suggestionLink ? suggestionLink(suggestion) : null;
  return (
    <div className="results-line" data-testid="results-line">
      <p className="results-line__count" aria-live="polite">
        {DIRECTORY_MESSAGES.showingRange(from, to, total)}
        {filters.category ? (
          <>
            {' in '}
            <strong>{filters.category}</strong>
            {filters.subcategory ? (
              <>
                {' › '}
                <strong>{filters.subcategory}</strong>
              </>
            ) : null}
          </>
        ) : null}
        {search && !nearMisses ? (
          <>
            {' matching '}
            <strong>&ldquo;{search}&rdquo;</strong>
          </>
        ) : null}
      </p>
      <p className="results-line__updated">{DIRECTORY_MESSAGES.lastUpdatedToday}</p>
      {nearMisses ? (
        <p className="results-line__suggestion" aria-live="polite" data-testid="search-suggestion">
          {DIRECTORY_MESSAGES.noExactMatches(search)}
          {suggestion ? (
            <>
              {' '}
              {link ? (
                <a href={link.href} onClick={link.onClick} className="results-line__did-you-mean">
                  {DIRECTORY_MESSAGES.didYouMean(suggestion)}
                </a>
              ) : (
                DIRECTORY_MESSAGES.didYouMean(suggestion)
              )}
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
