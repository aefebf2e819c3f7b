import EditOutlined from '@ant-design/icons/EditOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Card, Flex } from 'antd';
import { Link, Spinner } from '@bolo/web';
import { ButtonLink } from '../../../shared/layout/ButtonLink';
import { ADMIN_PATHS, editBlogPostPath } from '../../../shared/routing/paths';
import { useGetAdminBlogPostsQuery } from '../api/blog-admin-api';
import { BlogStatusTag } from './BlogStatusTag';
import './blog-admin.css';

/** Posts the dashboard shows. */
export const DASHBOARD_BLOG_POSTS = 5;

/** The dashboard's blog block (admin-side §2 "blog management"): the latest posts and the ways in. */
export function LatestPostsCard() {
  const posts = useGetAdminBlogPostsQuery({ page: 1, limit: DASHBOARD_BLOG_POSTS });
  const total = posts.data?.pagination.total;
  return (
    <Card
      title="Blog"
      data-testid="dashboard-blog"
      extra={
        <Link to={ADMIN_PATHS.blog}>
          Manage posts{typeof total === 'number' ? ` (${total})` : ''}
        </Link>
      }
      actions={[
        <ButtonLink key="create" to={ADMIN_PATHS.createBlogPost} type="link" icon={<PlusOutlined />}>
          New post
        </ButtonLink>,
        <ButtonLink key="public" to={ADMIN_PATHS.publicBlog} type="link" icon={<EyeOutlined />}>
          View blog
        </ButtonLink>,
      ]}
    >
      {posts.isError ? (
        <Alert type="warning" showIcon title="The latest posts could not be loaded." />
      ) : (
        <ul className="dashboard-blog__list" aria-busy={posts.isLoading}>
          {(posts.data?.posts ?? []).map((post) => (
            <li key={post.id} className="dashboard-blog__row">
              <Link to={editBlogPostPath(post.id)} className="dashboard-blog__title">
                <EditOutlined aria-hidden /> {post.title}
              </Link>
              <Flex gap="small" align="center" className="dashboard-blog__facts">
                <BlogStatusTag status={post.status} />
                <span className="dashboard-blog__views">{post.views === 1 ? '1 view' : `${post.views.toLocaleString('en-US')} views`}</span>
              </Flex>
            </li>
          ))}
          {posts.data && posts.data.posts.length === 0 ? <li className="dashboard-blog__empty">No posts yet</li> : null}
          {posts.isLoading ? (
            <li className="dashboard-blog__empty">
              {/* The site's spinner (already loaded with the shell), not antd's Spin. */}
              <Spinner size={14} /> Loading posts…
            </li>
          ) : null}
        </ul>
      )}
    </Card>
  );
}
