// The post form of spec member-side §2/§4/§5: the text with its live counter, the link warning
// for non-admins, the optional picture, and Post (disabled while the text is empty or a post runs).
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES, containsLink, isAdmin } from '@bolo/contracts';
import { Button, IMAGE_MAX_BYTES, errorMessage, httpStatus, isAuthRequired, toast, useAuth } from '@bolo/web';
import { usePostCommentMutation } from '../api/comments-api';

type Message = { title: string; description: string };

const fail = (message: Message) => toast({ ...message, variant: 'destructive' });

/** Why a chosen file cannot be posted, or null. */
function refusalOf(file: File): Message | null {
  if (!file.type.startsWith('image/')) return COMMENT_MESSAGES.invalidFile;
  if (file.size > IMAGE_MAX_BYTES) return COMMENT_MESSAGES.fileTooLarge;
  return null;
}

export function CommentForm({ boloItemId, onPosted }: { boloItemId: number; onPosted: () => void }) {
  const { user } = useAuth();
  const mayLink = isAdmin(user);
  const [content, setContent] = useState('');
  const [image, setImage] = useState<{ file: File; previewUrl: string } | null>(null);
  const [postComment, { isLoading: sending }] = usePostCommentMutation();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const ids = { text: useId(), counter: useId(), warning: useId(), file: useId(), hint: useId() };

  const trimmed = content.trim();
  const hasLink = !mayLink && containsLink(content);

  const clearFileInput = () => {
    if (fileRef.current) fileRef.current.value = '';
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      fail(refusal);
      clearFileInput();
      return;
    }
    setImage({ file, previewUrl: URL.createObjectURL(file) });
  };

  // The form is in the server's HTML: what was typed or chosen before the app started is kept
  // at hydration instead of being reset to the empty initial state. Once, at mount.
  useLayoutEffect(() => {
    const typed = textRef.current?.value ?? '';
    if (typed) setContent(typed.slice(0, COMMENT_MAX_LENGTH));
    choose(fileRef.current?.files?.[0]);
  }, []);

  // A preview's object URL is released when it is replaced and on unmount.
  useEffect(() => () => void (image && URL.revokeObjectURL(image.previewUrl)), [image]);

  const removeImage = () => {
    setImage(null);
    clearFileInput();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed || sending) return;
    if (!user) return fail(COMMENT_MESSAGES.loginRequiredToPost);
    if (hasLink) return fail(COMMENT_MESSAGES.linksNotAllowed);
    try {
      await postComment({ boloItemId, content: trimmed, image: image?.file ?? null }).unwrap();
      setContent('');
      removeImage();
      toast(COMMENT_MESSAGES.added);
      onPosted();
    } catch (error) {
      if (isAuthRequired(error)) fail(COMMENT_MESSAGES.loginRequiredToPost);
      // The server refuses a non-admin's link too (its wording is the same toast's).
      else if (httpStatus(error) === 400 && containsLink(trimmed)) fail(COMMENT_MESSAGES.linksNotAllowed);
      else fail({ title: COMMENT_MESSAGES.postFailed.title, description: errorMessage(error) ?? COMMENT_MESSAGES.postFailed.description });
    }
  };

  return (
    <form className="comment-form" method="post" onSubmit={(event) => void submit(event)} noValidate aria-label="Post a comment">
      <div className="field">
        <label className="field__label" htmlFor={ids.text}>
          Your comment
        </label>
        <textarea
          ref={textRef}
          id={ids.text}
          name="content"
          className="textarea comment-form__text"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          placeholder="Share a sourcing tip, a price you saw or a question about this item…"
          value={content}
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => setContent(event.target.value)}
          aria-invalid={hasLink || undefined}
          aria-describedby={hasLink ? `${ids.counter} ${ids.warning}` : ids.counter}
        />
        <div className="comment-form__meta">
          <span id={ids.counter} className="comment-form__counter" data-testid="comment-counter">
            {COMMENT_MESSAGES.characterCount(content.length)}
          </span>
        </div>
        {hasLink ? (
          <p id={ids.warning} className="form-error" role="alert">
            {COMMENT_MESSAGES.linksWarning}
          </p>
        ) : null}
      </div>
      <div className="comment-form__picture">
        <label className="field__label" htmlFor={ids.file}>
          Add a picture
        </label>
        <input
          ref={fileRef}
          id={ids.file}
          name="image"
          type="file"
          accept="image/*"
          disabled={sending}
          aria-describedby={ids.hint}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <span id={ids.hint} className="comment-form__hint">
          {COMMENT_MESSAGES.imageHint}
        </span>
        {image ? (
          <div className="comment-form__preview">
            <img src={image.previewUrl} alt="Picture to post" width={90} height={90} />
            <Button variant="outline" size="sm" onClick={removeImage} disabled={sending}>
              Remove picture
            </Button>
          </div>
        ) : null}
      </div>
      <div className="comment-form__actions">
        <Button type="submit" disabled={!trimmed || sending} aria-busy={sending || undefined}>
          {sending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
