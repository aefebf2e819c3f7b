import { useEffect, useId, useMemo, useRef } from 'react';
import type { ChangeEvent } from 'react';
import { Alert, Button, Input, Typography } from 'antd';
import { BLOG_IMAGE_SIZE } from '@bolo/contracts';
import { FEATURED_IMAGE_TYPES, featuredImageRefusal } from '../lib/featured-image';

export interface FeaturedImageFieldProps {
  /** The post's stored picture (an edit), if it has one. */
  current: string | null;
  /** A picture was sent and the worker is still preparing it. */
  pending: boolean;
  file: File | null;
  removed: boolean;
  imageUrl: string;
  onChange: (change: { file?: File | null; removed?: boolean; imageUrl?: string; error?: string | null }) => void;
  disabled?: boolean;
}

/** The featured picture: the current one, a new file (JPEG, PNG or WebP up to 5 MB) or an address, and Remove. */
export function FeaturedImageField({ current, pending, file, removed, imageUrl, onChange, disabled }: FeaturedImageFieldProps) {
  const inputId = useId();
  const urlId = useId();
  const input = useRef<HTMLInputElement>(null);
  const chosenUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const shown = chosenUrl ?? (removed ? null : current);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const refusal = featuredImageRefusal(chosen);
    if (refusal) {
      event.target.value = '';
      onChange({ error: refusal });
      return;
    }
    onChange({ file: chosen, removed: false, imageUrl: '', error: null });
  };

  const remove = () => {
    if (input.current) input.current.value = '';
    onChange({ file: null, removed: current !== null, imageUrl: '', error: null });
  };

  return (
    <div className="blog-image-field">
      {shown ? (
        <figure className="blog-image-field__preview">
          <img src={shown} alt={chosenUrl ? 'New featured image' : 'Current featured image'} width={BLOG_IMAGE_SIZE.width} height={BLOG_IMAGE_SIZE.height} />
          <figcaption>
            <Typography.Text type="secondary">{chosenUrl ? `New: ${file?.name}` : 'Current image'}</Typography.Text>
          </figcaption>
        </figure>
      ) : null}
      {pending && !file && !removed ? <Alert type="info" showIcon title="The picture is being prepared; it appears once it is ready." className="blog-image-field__pending" /> : null}
      <label htmlFor={inputId} className="blog-image-field__label">
        {shown || pending ? 'Replace featured image' : 'Featured image'}
      </label>
      <input id={inputId} ref={input} type="file" accept={FEATURED_IMAGE_TYPES.join(',')} onChange={choose} disabled={disabled} />
      <Typography.Text type="secondary" className="blog-image-field__hint">
        JPEG, PNG or WebP up to 5 MB; shown at {BLOG_IMAGE_SIZE.width}x{BLOG_IMAGE_SIZE.height} (cropped to fill).
      </Typography.Text>
      {shown || (pending && !removed) ? (
        <Button size="small" onClick={remove} disabled={disabled} className="blog-image-field__remove">
          Remove image
        </Button>
      ) : null}
      <label htmlFor={urlId} className="blog-image-field__label">
        Or an image address (optional)
      </label>
      <Input
        id={urlId}
        type="url"
        value={imageUrl}
        placeholder="https://example.com/picture.jpg"
        disabled={disabled || file !== null}
        onChange={(event) => onChange({ imageUrl: event.target.value, removed: false, error: null })}
      />
    </div>
  );
}
