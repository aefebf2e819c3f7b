import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { AutoComplete, Button, Card, Form, Input, Radio, Typography } from 'antd';
import { BLOG_LIMITS, slugify } from '@bolo/contracts';
import type { AdminBlogPost } from '@bolo/contracts';
import { useNavigate } from '@bolo/web';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useGetBlogCategoryNamesQuery } from '../api/blog-admin-api';
import { useMarkdownPreview } from '../hooks/useMarkdownPreview';
import { useSaveBlogPost } from '../hooks/useSaveBlogPost';
import { EMPTY_BLOG_FORM, blogFormData, blogFormValuesOf, checkBlogForm } from '../lib/blog-form';
import type { BlogFieldErrors, BlogFormValues } from '../lib/blog-form';
import { FeaturedImageField } from './FeaturedImageField';

/** A labelled field with its message (antd Form.Item without a form store). */
function Field({ id, label, error, required, extra, children }: { id?: string; label: ReactNode; error?: string; required?: boolean; extra?: ReactNode; children: ReactNode }) {
  return (
    <Form.Item label={label} htmlFor={id} required={required} validateStatus={error ? 'error' : undefined} help={error} extra={extra} className="blog-form__field">
      {children}
    </Form.Item>
  );
}

const counter = (max: number) => ({ show: true, max });

/**
 * The post editor of /admin/blog/create and /admin/blog/edit/:id (issue 18). A new post's slug
 * follows its title until the slug is typed in (an existing post keeps its address). Checked
 * with the API's own schema before anything is sent.
 */
export function BlogPostForm({ post }: { post?: AdminBlogPost }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<BlogFormValues>(() => (post ? blogFormValuesOf(post) : EMPTY_BLOG_FORM));
  const [slugTouched, setSlugTouched] = useState(post !== undefined);
  const [errors, setErrors] = useState<BlogFieldErrors>({});
  const [image, setImage] = useState<{ file: File | null; removed: boolean }>({ file: null, removed: false });
  const { save, saving } = useSaveBlogPost(post?.id);
  const preview = useMarkdownPreview(values.content);
  const categories = useGetBlogCategoryNamesQuery();

  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const setTitle = (title: string) => {
    setValues((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
    if (errors.title || (!slugTouched && errors.slug)) setErrors((current) => ({ ...current, title: undefined, slug: slugTouched ? current.slug : undefined }));
  };

  const setSlug = (slug: string) => {
    // Emptied: it follows the title again (a new post), or keeps the stored one (blank on an edit).
    setSlugTouched(post !== undefined || slug !== '');
    set('slug', slug);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkBlogForm(values, { file: image.file, remove: image.removed });
    if (!checked.ok) {
      setErrors((current) => ({ ...checked.errors, image: current.image }));
      return;
    }
    setErrors({});
    const outcome = await save(blogFormData(checked.post, { file: image.file, remove: image.removed }));
    if (!outcome.ok && outcome.field) setErrors({ [outcome.field]: outcome.message });
  };

  const categoryOptions = (categories.data ?? [])
    .filter((name) => name.toLowerCase().includes(values.category.trim().toLowerCase()))
    .map((name) => ({ value: name }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={post ? 'Edit blog post' : 'New blog post'} className="blog-form">
      <Form layout="vertical" component="div" disabled={saving}>
        <div className="blog-form__columns">
          <Card className="blog-form__main">
            <Field id="blog-title" label="Title" required error={errors.title}>
              <Input id="blog-title" value={values.title} onChange={(e) => setTitle(e.target.value)} count={counter(BLOG_LIMITS.titleMax)} />
            </Field>
            <Field id="blog-slug" label="Slug" error={errors.slug} extra={post ? 'Changing it changes the post’s address.' : 'Made from the title until you edit it.'}>
              <Input id="blog-slug" prefix="/blog/" value={values.slug} onChange={(e) => setSlug(e.target.value)} spellCheck={false} />
            </Field>
            <Field id="blog-content" label="Content (Markdown)" required error={errors.content}>
              <div className="blog-editor">
                <Input.TextArea
                  id="blog-content"
                  className="blog-editor__source"
                  value={values.content}
                  onChange={(e) => set('content', e.target.value)}
                  autoSize={{ minRows: 16, maxRows: 40 }}
                  spellCheck
                />
                <section className="blog-editor__preview" aria-labelledby="blog-preview-title" aria-busy={preview.pending}>
                  <Typography.Text strong id="blog-preview-title" className="blog-editor__preview-title">
                    Preview {preview.pending && values.content.trim() ? <Typography.Text type="secondary">(updating…)</Typography.Text> : null}
                  </Typography.Text>
                  {preview.error ? <Typography.Text type="danger">{preview.error}</Typography.Text> : null}
                  {preview.html ? (
                    // Rendered and sanitized by the API (the public post's renderer), never by this page.
                    <div className="blog-editor__html" data-testid="blog-preview" dangerouslySetInnerHTML={{ __html: preview.html }} />
                  ) : (
                    <Typography.Text type="secondary">The rendered post appears here as you write.</Typography.Text>
                  )}
                </section>
              </div>
            </Field>
            <Field id="blog-excerpt" label="Excerpt" required error={errors.excerpt} extra="The summary on the blog's cards and the default search description.">
              <Input.TextArea id="blog-excerpt" rows={3} value={values.excerpt} onChange={(e) => set('excerpt', e.target.value)} count={counter(BLOG_LIMITS.excerptMax)} />
            </Field>
          </Card>

          <div className="blog-form__side">
            <Card title="Publishing" size="small">
              <Field label="Status" error={errors.status}>
                <Radio.Group
                  aria-label="Status"
                  value={values.status}
                  onChange={(e) => set('status', e.target.value)}
                  options={[
                    { value: 'published', label: 'Published' },
                    { value: 'draft', label: 'Draft' },
                  ]}
                />
              </Field>
              <Field id="blog-category" label="Category" required error={errors.category}>
                <AutoComplete id="blog-category" value={values.category} options={categoryOptions} onChange={(value: string) => set('category', value)} placeholder="e.g. Sourcing" />
              </Field>
              <Field id="blog-tags" label="Tags" error={errors.tags} extra={`Comma-separated, up to ${BLOG_LIMITS.tagsMax}.`}>
                <Input id="blog-tags" value={values.tags} onChange={(e) => set('tags', e.target.value)} placeholder="thrift, ebay" />
              </Field>
              <Field id="blog-author" label="Author" error={errors.author} extra="Blank: your name.">
                <Input id="blog-author" value={values.author} onChange={(e) => set('author', e.target.value)} />
              </Field>
            </Card>

            <Card title="Featured image" size="small">
              <FeaturedImageField
                current={post?.featuredImage ?? null}
                pending={post?.imagePending ?? false}
                file={image.file}
                removed={image.removed}
                imageUrl={values.imageUrl}
                disabled={saving}
                onChange={(change) => {
                  setImage((current) => ({ file: change.file !== undefined ? change.file : current.file, removed: change.removed ?? current.removed }));
                  if (change.imageUrl !== undefined) setValues((current) => ({ ...current, imageUrl: change.imageUrl ?? '' }));
                  if (change.error !== undefined) setErrors((current) => ({ ...current, image: change.error ?? undefined }));
                }}
              />
              {errors.image ? (
                <Typography.Text type="danger" role="alert" className="blog-form__image-error">
                  {errors.image}
                </Typography.Text>
              ) : null}
            </Card>

            <Card title="Search engines" size="small">
              <Field id="blog-meta-title" label="SEO title" error={errors.metaTitle} extra="Blank: the title.">
                <Input id="blog-meta-title" value={values.metaTitle} onChange={(e) => set('metaTitle', e.target.value)} count={counter(BLOG_LIMITS.metaTitleMax)} />
              </Field>
              <Field id="blog-meta-description" label="SEO description" error={errors.metaDescription} extra="Blank: the excerpt.">
                <Input.TextArea
                  id="blog-meta-description"
                  rows={3}
                  value={values.metaDescription}
                  onChange={(e) => set('metaDescription', e.target.value)}
                  count={counter(BLOG_LIMITS.metaDescriptionMax)}
                />
              </Field>
              <Field id="blog-keywords" label="Keywords" error={errors.keywords}>
                <Input id="blog-keywords" value={values.keywords} onChange={(e) => set('keywords', e.target.value)} count={counter(BLOG_LIMITS.keywordsMax)} />
              </Field>
            </Card>
          </div>
        </div>

        <div className="blog-form__actions">
          <Button onClick={() => navigate(ADMIN_PATHS.blog)} disabled={saving}>
            Cancel
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
            {post ? (saving ? 'Saving...' : 'Save Changes') : saving ? 'Creating...' : 'Create Post'}
          </Button>
        </div>
      </Form>
    </form>
  );
}
