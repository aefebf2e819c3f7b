import { BLOG_IMAGE_SIZE, isBlogSlug } from '@bolo/contracts';
import type { BlogPost } from '@bolo/contracts';
import { Badge, Button, Link, LoadingScreen, NotFound, StatePage, httpStatus, useParams } from '@bolo/web';
import { useGetBlogPostQuery } from '../api/blog-api';
import { useCountPostView } from '../hooks/useCountPostView';
import { BLOG_PATH, blogListPath } from '../lib/blog-list-query';
import { BlogPostCard } from './BlogPostCard';
import { PostMeta } from './PostMeta';
import './blog.css';

/** /blog/:slug (issue 18): a published post; a draft, an unknown or a malformed slug is the 404 page. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  if (!isBlogSlug(slug)) return <NotFound />;
  // A new mount per post: its view is counted once, and nothing of the previous post shows.
  return <BlogPostView key={slug} slug={slug} />;
}

function BlogPostView({ slug }: { slug: string }) {
  const query = useGetBlogPostQuery(slug);
  const post = query.currentData;
  useCountPostView(slug, Boolean(post));

  if (query.isError) {
    if (httpStatus(query.error) === 404) return <NotFound />;
    return (
      <div className="container blog__body">
        <StatePage
          title="This post could not be loaded"
          icon="alert"
          tone="danger"
          testId="blog-post-error"
          actions={
            <>
              <Button variant="outline" onClick={() => void query.refetch()}>
                Try Again
              </Button>
              <Button to={BLOG_PATH} variant="ghost">
                Back to the blog
              </Button>
            </>
          }
        >
          <p className="state-page__text">Please try again in a moment.</p>
        </StatePage>
      </div>
    );
  }
  if (!post) return <LoadingScreen />;
  return <PostArticle post={post} />;
}

function PostArticle({ post }: { post: BlogPost }) {
  return (
    <div className="container blog-post">
      <Link to={BLOG_PATH} className="blog-post__back">
        <span aria-hidden="true">←</span> Back to the blog
      </Link>
      <article className="blog-post__article" data-testid="blog-post">
        <header className="blog-post__header">
          <Link to={blogListPath({ page: 1, category: post.category })} className="blog-chip blog-post__category">
            {post.category}
          </Link>
          <h1 className="blog-post__title">{post.title}</h1>
          <PostMeta post={post} withAuthor />
        </header>
        {post.featuredImage ? (
          <img className="blog-post__image" src={post.featuredImage} alt="" width={BLOG_IMAGE_SIZE.width} height={BLOG_IMAGE_SIZE.height} fetchPriority="high" />
        ) : null}
        {/* The only raw HTML of the page: the API renders the post's markdown and sanitizes the
            result on the server (no scripts, event handlers or javascript: links survive it). */}
        <div className="blog-post__content" dangerouslySetInnerHTML={{ __html: post.contentHtml }} />
        {post.tags.length > 0 ? (
          <ul className="blog-post__tags" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">#{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </article>
      {post.related.length > 0 ? (
        <section className="blog-related" aria-labelledby="blog-related-title">
          <h2 id="blog-related-title" className="blog-related__title">
            More in {post.category}
          </h2>
          <div className="blog-grid">
            {post.related.map((related) => (
              <BlogPostCard key={related.id} post={related} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
