import { useMemo } from 'react';
import { Button, Link, StatePage, useLocation } from '@bolo/web';
import { useGetBlogPostsQuery } from '../api/blog-api';
import { BLOG_PATH, blogListArgs } from '../lib/blog-list-query';
import { BlogPagination } from './BlogPagination';
import { BlogPostCard } from './BlogPostCard';
import { CategoryFilter } from './CategoryFilter';
import './blog.css';

/** /blog (issue 18): published posts, newest first, by category (?category=) and page (?page=). */
export default function BlogListPage() {
  const { search } = useLocation();
  const args = useMemo(() => blogListArgs(search), [search]);
  const list = useGetBlogPostsQuery(args);
  // The answer for these arguments (not the previous page's while the next one loads).
  const data = list.currentData;
  const categories = data?.categories ?? list.data?.categories ?? [];

  let content;
  if (list.isError && !data) {
    content = (
      <StatePage
        title="The blog could not be loaded"
        icon="alert"
        tone="danger"
        level={2}
        testId="blog-error"
        actions={
          <Button variant="outline" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        }
      >
        <p className="state-page__text">Please try again in a moment.</p>
      </StatePage>
    );
  } else if (!data) {
    content = <div className="blog-grid blog-grid--loading" aria-busy="true" aria-label="Loading posts" />;
  } else if (data.posts.length === 0) {
    content = <EmptyList category={args.category} pastTheEnd={args.page > 1 && data.pagination.totalPages > 0} />;
  } else {
    content = (
      <>
        <div className="blog-grid" data-testid="blog-list">
          {data.posts.map((post) => (
            <BlogPostCard key={post.id} post={post} />
          ))}
        </div>
        <BlogPagination args={args} totalPages={data.pagination.totalPages} />
      </>
    );
  }

  return (
    <div className="blog">
      <header className="blog-hero">
        <div className="container blog-hero__inner">
          <h1 className="blog-hero__title">{args.category ? `${args.category} articles` : 'The BOLO Blog'}</h1>
          <p className="blog-hero__lead">Sourcing tips, pricing guides and what is selling now, for resellers.</p>
        </div>
      </header>
      <div className="container blog__body">
        <CategoryFilter categories={categories} current={args.category} />
        {content}
      </div>
    </div>
  );
}

function EmptyList({ category, pastTheEnd }: { category: string | undefined; pastTheEnd: boolean }) {
  const title = pastTheEnd ? 'There are no more posts here' : category ? `No posts in ${category} yet` : 'No posts yet';
  return (
    <StatePage
      title={title}
      icon="search"
      level={2}
      testId="blog-empty"
      actions={
        pastTheEnd || category ? (
          <Link to={BLOG_PATH} className="btn btn--outline btn--md">
            See all posts
          </Link>
        ) : undefined
      }
    >
      <p className="state-page__text">New articles are on their way. Check back soon.</p>
    </StatePage>
  );
}
