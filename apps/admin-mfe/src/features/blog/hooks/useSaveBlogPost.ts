import { BLOG_MESSAGES } from '@bolo/contracts';
import { errorMessage, toast, useNavigate } from '@bolo/web';
import { ADMIN_PATHS } from '../../../shared/routing/paths';
import { useCreateAdminBlogPostMutation, useUpdateAdminBlogPostMutation } from '../api/blog-admin-api';
import { fieldOfServerMessage } from '../lib/blog-form';
import type { BlogField } from '../lib/blog-form';

export type SaveOutcome = { ok: true } | { ok: false; field?: BlogField; message: string };

/**
 * Creates a post (no id) or saves one: on success the list with the API's message; a refusal
 * about one field is returned for the form to show beside it, and every refusal is a toast.
 */
export function useSaveBlogPost(id: number | undefined) {
  const navigate = useNavigate();
  const [create, created] = useCreateAdminBlogPostMutation();
  const [update, updated] = useUpdateAdminBlogPostMutation();

  const save = async (body: FormData): Promise<SaveOutcome> => {
    try {
      const answer = await (id === undefined ? create(body) : update({ id, body })).unwrap();
      toast({ title: 'Success', description: answer.message || (id === undefined ? BLOG_MESSAGES.created : BLOG_MESSAGES.updated) });
      navigate(ADMIN_PATHS.blog);
      return { ok: true };
    } catch (error) {
      const message = errorMessage(error) ?? 'The post could not be saved. Please try again.';
      toast({ title: 'Post not saved', description: message, variant: 'destructive' });
      return { ok: false, field: fieldOfServerMessage(message), message };
    }
  };

  return { save, saving: created.isLoading || updated.isLoading };
}
