import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@bolo/web';
import { usePreviewAdminBlogPostMutation } from '../api/blog-admin-api';

/** Pause in typing before the preview is asked for. */
export const PREVIEW_DEBOUNCE_MS = 400;

export interface MarkdownPreview {
  /** The server's sanitized HTML of the last markdown it rendered. */
  html: string;
  /** A newer version of the text is waiting for (or being) rendered. */
  pending: boolean;
  error: string | null;
}

/**
 * The editor's live preview: the markdown rendered by the API's own renderer (what the public
 * page will show), asked for after a pause in typing; an answer to older text never replaces a
 * newer one.
 */
export function useMarkdownPreview(markdown: string): MarkdownPreview {
  const [preview] = usePreviewAdminBlogPostMutation();
  const [state, setState] = useState<{ html: string; renderedFor: string | null; error: string | null }>({ html: '', renderedFor: null, error: null });
  const latest = useRef(markdown);
  latest.current = markdown;

  useEffect(() => {
    if (markdown.trim() === '') {
      setState({ html: '', renderedFor: markdown, error: null });
      return;
    }
    const timer = setTimeout(() => {
      preview(markdown)
        .unwrap()
        .then(
          ({ html }) => latest.current === markdown && setState({ html, renderedFor: markdown, error: null }),
          (error: unknown) =>
            latest.current === markdown && setState((current) => ({ ...current, renderedFor: markdown, error: errorMessage(error) ?? 'The preview could not be rendered.' })),
        );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [markdown, preview]);

  return { html: state.html, pending: state.renderedFor !== markdown, error: state.error };
}
