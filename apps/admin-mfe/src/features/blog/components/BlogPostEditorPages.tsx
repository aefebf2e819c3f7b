import { Alert, Button, Result, Spin } from 'antd';
import { BLOG_MESSAGES } from '@bolo/contracts';
import { errorMessage, httpStatus, usePageTitle, useParams } from '@bolo/web';
import { ButtonLink } from '../../../shared/layout/ButtonLink';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useGetAdminBlogPostQuery } from '../api/blog-admin-api';
import { BlogPostForm } from './BlogPostForm';
import './blog-admin.css';

const BACK = { to: ADMIN_PATHS.blog, label: 'Back to Blog Posts' };

/** /admin/blog/create (issue 18). */
export function CreateBlogPostPage() {
  usePageTitle('New Blog Post');
  return (
    <div className="admin-page admin-blog">
      <PageHeader title="New Blog Post" back={BACK} />
      <BlogPostForm />
    </div>
  );
}

/** A post id in an address: a whole number from 1, or null. */
function parsePostId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) && Number(raw) <= Number.MAX_SAFE_INTEGER ? Number(raw) : null;
}

/** /admin/blog/edit/:id (issue 18): the stored post in the editor. */
export function EditBlogPostPage() {
  usePageTitle('Edit Blog Post');
  const id = parsePostId(useParams().id);
  const post = useGetAdminBlogPostQuery(id ?? 0, { skip: id === null, refetchOnMountOrArgChange: true });

  let content;
  if (id === null || httpStatus(post.error) === 404 || httpStatus(post.error) === 400) {
    content = (
      <Result
        status="404"
        title={id === null ? BLOG_MESSAGES.invalidId : BLOG_MESSAGES.notFound}
        extra={
          <ButtonLink to={ADMIN_PATHS.blog} type="primary">
            Back to Blog Posts
          </ButtonLink>
        }
      />
    );
  } else if (post.error) {
    content = (
      <Alert
        type="error"
        showIcon
        title="Failed to load the post"
        description={errorMessage(post.error) ?? 'The server could not be reached.'}
        action={
          <Button size="small" onClick={() => void post.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else if (!post.currentData || post.isFetching) {
    content = (
      <div className="admin-blog__loading">
        <Spin size="large" aria-label="Loading the post" />
      </div>
    );
  } else {
    content = <BlogPostForm key={post.currentData.id} post={post.currentData} />;
  }

  return (
    <div className="admin-page admin-blog">
      <PageHeader title={post.currentData ? `Edit: ${post.currentData.title}` : 'Edit Blog Post'} back={BACK} />
      {content}
    </div>
  );
}
