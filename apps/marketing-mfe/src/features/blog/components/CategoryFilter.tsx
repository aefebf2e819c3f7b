import type { BlogCategoryCount } from '@bolo/contracts';
import { Link } from '@bolo/web';
import { blogListPath } from '../lib/blog-list-query';

/**
 * The category chips: plain links to ?category= (they work before the page's scripts have
 * started, and crawlers follow them), each with its number of posts; the current one is marked.
 */
export function CategoryFilter({ categories, current }: { categories: BlogCategoryCount[]; current: string | undefined }) {
  if (categories.length === 0) return null;
  const total = categories.reduce((sum, category) => sum + category.count, 0);
  const chips = [{ name: 'All posts', count: total, category: undefined }, ...categories.map((entry) => ({ ...entry, category: entry.name }))];
  return (
    <nav className="blog-categories" aria-label="Blog categories">
      <ul className="blog-categories__list">
        {chips.map((chip) => {
          const active = chip.category === current;
          return (
            <li key={chip.category ?? ''}>
              <Link
                to={blogListPath({ page: 1, category: chip.category })}
                className={`blog-chip${active ? ' blog-chip--active' : ''}`}
                aria-current={active ? 'page' : undefined}
              >
                {chip.name} <span className="blog-chip__count">({chip.count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
