import { useCallback, useEffect, useMemo, useState } from 'react';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Flex, Input, Modal, Segmented, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ADMIN_BLOG_PAGE_SIZE, BLOG_MESSAGES, FILTER_DEBOUNCE_MS, blogPostPath } from '@bolo/contracts';
import type { AdminBlogListItem, AdminBlogStatusFilter } from '@bolo/contracts';
import { Link, errorMessage, httpStatus, toast, usePageTitle, useSearchParams } from '@bolo/web';
import { ButtonLink } from '../../../shared/layout/ButtonLink';
import { PageHeader } from '../../../shared/layout/PageHeader';
import { ADMIN_PATHS, editBlogPostPath } from '../../../shared/routing/paths';
import { useDeleteAdminBlogPostMutation, useGetAdminBlogPostsQuery } from '../api/blog-admin-api';
import { BLOG_STATUS_OPTIONS, adminBlogListArgs, formatAdminDate, readBlogListFilters, writeBlogListFilters } from '../lib/blog-list-filters';
import type { BlogListFilters } from '../lib/blog-list-filters';
import { BlogStatusTag } from './BlogStatusTag';
import './blog-admin.css';
import { TableScroll } from '../../../shared/components/TableScroll';

/** /admin/blog (issue 18): every post, searchable and filtered by status; edit, view and delete. */
export function BlogPostsPage() {
  usePageTitle('Blog Posts');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readBlogListFilters(params), [params]);
  const update = useCallback(
    (change: Partial<BlogListFilters>) => setParams((current) => writeBlogListFilters({ ...readBlogListFilters(current), page: 1, ...change }, current), { replace: true }),
    [setParams],
  );

  // The search box follows the address, and writes to it after a pause in typing.
  const [searchText, setSearchText] = useState(filters.search);
  useEffect(() => setSearchText(filters.search), [filters.search]);
  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => update({ search: searchText }), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, filters.search, update]);

  const list = useGetAdminBlogPostsQuery(adminBlogListArgs(filters), { refetchOnMountOrArgChange: true });
  const [deletePost, deleteState] = useDeleteAdminBlogPostMutation();
  const [deleting, setDeleting] = useState<AdminBlogListItem | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const answer = await deletePost(deleting.id).unwrap();
      toast({ title: 'Success', description: answer.message || BLOG_MESSAGES.deleted });
      setDeleting(null);
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error) ?? 'The post could not be deleted.', variant: 'destructive' });
    }
  };

  const columns: TableColumnsType<AdminBlogListItem> = [
    {
      title: 'Title',
      key: 'title',
      render: (_, post) => (
        <div className="admin-blog__title-cell">
          <Link to={editBlogPostPath(post.id)}>{post.title}</Link>
          <Typography.Text type="secondary" className="admin-blog__slug">
            /blog/{post.slug}
          </Typography.Text>
        </div>
      ),
    },
    { title: 'Status', dataIndex: 'status', key: 'status', render: (status: AdminBlogListItem['status']) => <BlogStatusTag status={status} /> },
    { title: 'Category', dataIndex: 'category', key: 'category', responsive: ['md'] },
    { title: 'Views', dataIndex: 'views', key: 'views', align: 'right', render: (views: number) => views.toLocaleString('en-US') },
    { title: 'Published', dataIndex: 'publishedAt', key: 'publishedAt', responsive: ['sm'], render: (publishedAt: string | null) => formatAdminDate(publishedAt) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, post) => (
        <Flex gap="small" wrap>
          <ButtonLink to={editBlogPostPath(post.id)} size="small" aria-label={`Edit ${post.title}`}>
            Edit
          </ButtonLink>
          {post.status === 'published' ? (
            <ButtonLink to={blogPostPath(post.slug)} size="small" icon={<EyeOutlined />} aria-label={`View ${post.title} on the blog`}>
              View
            </ButtonLink>
          ) : null}
          <Button size="small" danger onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
            Delete
          </Button>
        </Flex>
      ),
    },
  ];

  const status = httpStatus(list.error);
  const total = list.data?.pagination.total ?? 0;

  return (
    <div className="admin-page admin-blog">
      <PageHeader
        title="Blog Posts"
        back={{ to: ADMIN_PATHS.dashboard, label: 'Back to Dashboard' }}
        extra={
          <>
            <ButtonLink to={ADMIN_PATHS.createBlogPost} type="primary" icon={<PlusOutlined />}>
              New Post
            </ButtonLink>
            <ButtonLink to={ADMIN_PATHS.publicBlog} icon={<EyeOutlined />}>
              View Blog
            </ButtonLink>
          </>
        }
      />
      <div className="admin-blog__toolbar" role="search">
        <Segmented<AdminBlogStatusFilter>
          aria-label="Status"
          options={BLOG_STATUS_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
          value={filters.status}
          onChange={(value) => update({ status: value })}
        />
        <Input.Search
          aria-label="Search posts"
          placeholder="Search title, slug, category or author..."
          allowClear
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          onSearch={(value) => update({ search: value })}
          className="admin-blog__search"
        />
      </div>
      {list.error ? (
        <Alert
          type="error"
          showIcon
          title="Failed to load blog posts"
          description={status === null ? 'The server could not be reached.' : `HTTP ${status}: ${errorMessage(list.error) ?? 'Request failed'}`}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              Retry
            </Button>
          }
        />
      ) : null}
      <TableScroll label="Blog posts" testId="admin-blog-posts">
        <Table<AdminBlogListItem>
          rowKey="id"
          columns={columns}
          dataSource={list.error ? [] : (list.data?.posts ?? [])}
          loading={list.isFetching}
          locale={{ emptyText: filters.search || filters.status !== 'all' ? 'No posts match these filters' : 'No blog posts yet' }}
          pagination={{
            current: filters.page,
            pageSize: ADMIN_BLOG_PAGE_SIZE,
            total,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: (page) => update({ page }),
          }}
        />
      </TableScroll>
      <Modal
        open={deleting !== null}
        title="Delete this post?"
        okText="Delete"
        okButtonProps={{ danger: true, loading: deleteState.isLoading }}
        onOk={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          “{deleting?.title}” will be removed from the blog with its picture. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
