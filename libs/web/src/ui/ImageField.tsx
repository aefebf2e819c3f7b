// The image field flow of admin-side §4, shared by the back office and the member proposal
// form: choosing a file checks it, clears the image URL and opens the crop dialog; Apply Crop
// stores the cropped JPEG and shows a preview; Cancel closes the dialog and clears the file
// input; Remove clears image, preview and URL. The wording of the checks is the caller's
// (the admin and member forms word them differently).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, RefObject } from 'react';
import { toast } from '../toast/toast';
import { ImageCropDialog } from './ImageCropDialog';
import type { ImageCropDialogProps } from './ImageCropDialog';
import { IMAGE_MAX_BYTES, IMAGE_PREVIEW_MAX_HEIGHT } from './image-crop';

/** A refusal, shown as a destructive toast. */
export interface ImageMessage {
  title: string;
  description?: string;
}

export interface UseCroppedImageOptions {
  /** Shown when the file is not an allowed image. */
  invalidType: ImageMessage;
  /** Shown when the file is larger than `maxBytes`. */
  tooLarge: ImageMessage;
  /** Default 5 MB. */
  maxBytes?: number;
  /** Default: any image/* type. */
  isAllowedType?: (file: File) => boolean;
  /**
   * A further check (e.g. the file extension, or the content's own signature read from the
   * file); returns the refusal or null, at once or once the file has been read.
   */
  check?: (file: File) => ImageMessage | null | Promise<ImageMessage | null>;
  /** The stored picture of an item being edited. */
  initialPreview?: string | null;
}

export interface CroppedImage {
  /** The cropped JPEG to upload, if one was chosen. */
  file: File | null;
  /** What the preview shows: the cropped file, else the initial picture (until removed). */
  previewUrl: string | null;
  /** The optional image address typed by the user. */
  imageUrl: string;
  setImageUrl: (url: string) => void;
  /** True once the initial picture was removed (and no new one chosen). */
  removed: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  onFileChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Clears image, preview and URL. */
  remove: () => void;
  /** Back to the initial state (another item opened in the same form). */
  reset: (initialPreview?: string | null) => void;
  /** Props for <ImageCropDialog />. */
  crop: ImageCropDialogProps;
}

const isImage = (file: File) => file.type.startsWith('image/');

export function useCroppedImage(options: UseCroppedImageOptions): CroppedImage {
  const { invalidType, tooLarge, maxBytes = IMAGE_MAX_BYTES, isAllowedType = isImage, check, initialPreview = null } = options;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [croppedUrl, setCroppedUrl] = useState<string | null>(null);
  const [initial, setInitial] = useState<string | null>(initialPreview);
  const [removed, setRemoved] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const [source, setSource] = useState<{ src: string; name: string } | null>(null);

  // Object URLs are released when replaced and on unmount.
  useEffect(() => () => void (croppedUrl && URL.revokeObjectURL(croppedUrl)), [croppedUrl]);
  useEffect(() => () => void (source && URL.revokeObjectURL(source.src)), [source]);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const onFileChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const input = event.target;
      const chosen = input.files?.[0];
      if (!chosen) return;
      const decide = (refusal: ImageMessage | null) => {
        if (refusal) {
          toast({ title: refusal.title, description: refusal.description, variant: 'destructive' });
          input.value = '';
          return;
        }
        setImageUrl('');
        setSource({ src: URL.createObjectURL(chosen), name: chosen.name });
      };
      const refusal = !isAllowedType(chosen) ? invalidType : chosen.size > maxBytes ? tooLarge : (check?.(chosen) ?? null);
      if (refusal instanceof Promise) void refusal.then(decide, () => decide(invalidType));
      else decide(refusal);
    },
    [check, invalidType, isAllowedType, maxBytes, tooLarge],
  );

  const onApply = useCallback((cropped: File, previewUrl: string) => {
    setFile(cropped);
    setCroppedUrl(previewUrl);
    setRemoved(false);
    setSource(null);
  }, []);

  const onCancel = useCallback(() => {
    setSource(null);
    clearInput();
  }, []);

  const remove = useCallback(() => {
    setFile(null);
    setCroppedUrl(null);
    setImageUrl('');
    if (initial) setRemoved(true);
    clearInput();
  }, [initial]);

  const reset = useCallback((next: string | null = null) => {
    setFile(null);
    setCroppedUrl(null);
    setImageUrl('');
    setSource(null);
    setInitial(next);
    setRemoved(false);
    clearInput();
  }, []);

  return {
    file,
    previewUrl: croppedUrl ?? (removed ? null : initial),
    imageUrl,
    setImageUrl,
    removed: removed && !file,
    inputRef,
    onFileChange,
    remove,
    reset,
    crop: { open: source !== null, src: source?.src ?? null, fileName: source?.name ?? 'image.jpg', onApply, onCancel },
  };
}

export interface ImageFieldProps {
  image: CroppedImage;
  /** Label of the file input. */
  label?: string;
  /** Line under the file input, e.g. 'PNG, JPG, GIF up to 5MB'. */
  hint?: string;
  /** With a label, an optional image URL box is shown under the file input. */
  urlLabel?: string;
  urlPlaceholder?: string;
  accept?: string;
  disabled?: boolean;
}

/** File input, hint, preview (at most 500 px high) with Remove, optional URL box and the crop dialog. */
export function ImageField({ image, label = 'Product Image', hint, urlLabel, urlPlaceholder = 'https://example.com/image.jpg', accept = 'image/*', disabled }: ImageFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const urlId = useId();
  return (
    <div className="image-field">
      <label htmlFor={inputId} className="image-field__label">
        {label}
      </label>
      <input
        id={inputId}
        ref={image.inputRef}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={hint ? hintId : undefined}
        onChange={image.onFileChange}
      />
      {hint ? (
        <span id={hintId} className="image-field__hint">
          {hint}
        </span>
      ) : null}
      {image.previewUrl ? (
        <div className="image-field__preview">
          <img src={image.previewUrl} alt="Image preview" style={{ maxHeight: IMAGE_PREVIEW_MAX_HEIGHT }} />
          <button type="button" className="btn btn--outline btn--sm" onClick={image.remove} disabled={disabled}>
            Remove
          </button>
        </div>
      ) : null}
      {urlLabel ? (
        <div className="image-field__url">
          <label htmlFor={urlId}>{urlLabel}</label>
          <input
            id={urlId}
            type="url"
            value={image.imageUrl}
            placeholder={urlPlaceholder}
            disabled={disabled}
            onChange={(event) => image.setImageUrl(event.target.value)}
          />
        </div>
      ) : null}
      <ImageCropDialog {...image.crop} />
    </div>
  );
}
