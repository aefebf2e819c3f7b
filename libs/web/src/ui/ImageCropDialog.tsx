// The image crop dialog of admin-side §2/§4/§9, shared by the back office and the member
// proposal form (plain DOM, no antd). The cropper is loaded when the dialog first opens.
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { CropperRef } from 'react-advanced-cropper';
import { Spinner } from './Spinner';
import { CROP_JPEG_QUALITY, CROP_ROTATE, CROP_SCALE, nudgeFor } from './image-crop';
import './image-crop.css';

const ImageCropArea = lazy(() => import('./ImageCropArea'));

export interface ImageCropDialogProps {
  open: boolean;
  /** Address of the chosen image (an object URL). */
  src: string | null;
  /** The chosen file's name: the cropped JPEG keeps it. */
  fileName: string;
  /** The cropped JPEG and an object URL to preview it; the dialog closes itself afterwards. */
  onApply: (file: File, previewUrl: string) => void;
  onCancel: () => void;
}

/** A canvas as a JPEG file (quality 0.9) named like the original. */
export function canvasToJpegFile(canvas: HTMLCanvasElement, fileName: string): Promise<File | null> {
  return new Promise((resolve) => {
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], fileName, { type: 'image/jpeg' }) : null),
      'image/jpeg',
      CROP_JPEG_QUALITY,
    );
  });
}

export function ImageCropDialog({ open, src, fileName, onApply, onCancel }: ImageCropDialogProps) {
  if (!open || !src) return null;
  // Keyed by the image so each new file starts from the initial crop, scale and rotation.
  return createPortal(<CropDialogBody key={src} src={src} fileName={fileName} onApply={onApply} onCancel={onCancel} />, document.body);
}

function CropDialogBody({ src, fileName, onApply, onCancel }: { src: string; fileName: string; onApply: ImageCropDialogProps['onApply']; onCancel: () => void }) {
  const titleId = useId();
  const cropperRef = useRef<CropperRef | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const [hasCrop, setHasCrop] = useState(false);
  const [scale, setScale] = useState<number>(CROP_SCALE.initial);
  const [rotate, setRotate] = useState<number>(CROP_ROTATE.initial);
  const [applying, setApplying] = useState(false);

  useEffect(() => {
    dialogRef.current?.focus();
  }, []);

  const changeScale = (next: number) => {
    // The cropper zooms relatively: apply the ratio between the new and the current value.
    cropperRef.current?.zoomImage(next / scale);
    setScale(next);
  };

  const changeRotate = (next: number) => {
    cropperRef.current?.rotateImage(next - rotate);
    setRotate(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Keys handled here never reach a dialog this one was opened from (React events cross portals).
    if (event.key === 'Escape') {
      event.stopPropagation();
      event.preventDefault();
      onCancel();
      return;
    }
    const target = event.target as HTMLElement;
    if (target instanceof HTMLInputElement && target.type === 'range') return; // the sliders use the arrows
    const nudge = nudgeFor(event);
    if (!nudge || !cropperRef.current) return;
    event.preventDefault();
    event.stopPropagation();
    cropperRef.current.moveCoordinates(nudge);
    cropperRef.current.moveCoordinatesEnd();
  };

  const apply = async () => {
    const canvas = cropperRef.current?.getCanvas();
    if (!canvas) return;
    setApplying(true);
    const file = await canvasToJpegFile(canvas, fileName);
    setApplying(false);
    if (!file) return;
    onApply(file, URL.createObjectURL(file));
  };

  return (
    <div className="image-crop__backdrop" onMouseDown={(event) => event.target === event.currentTarget && onCancel()}>
      <div
        ref={dialogRef}
        className="image-crop"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="image-crop__title">
          Crop Image
        </h2>
        <p className="image-crop__text">
          Drag the corners to adjust the crop area. The image will be cropped to a square. Use the arrow keys to move it (Shift: 10 px,
          Ctrl or Cmd: 100 px).
        </p>
        <div className="image-crop__area" data-testid="image-crop-area">
          <Suspense fallback={<Spinner label="Loading image" />}>
            <ImageCropArea src={src} cropperRef={cropperRef} onCropChange={setHasCrop} />
          </Suspense>
        </div>
        <div className="image-crop__controls">
          <RangeControl label="Scale" range={CROP_SCALE} value={scale} shown={`${scale.toFixed(1)}x`} onChange={changeScale} />
          <RangeControl label="Rotate" range={CROP_ROTATE} value={rotate} shown={`${rotate}°`} onChange={changeRotate} />
        </div>
        <div className="image-crop__actions">
          <button type="button" className="btn btn--outline btn--md" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn--primary btn--md" disabled={!hasCrop || applying} onClick={() => void apply()}>
            Apply Crop
          </button>
        </div>
      </div>
    </div>
  );
}

/** One labelled slider of the dialog with its current value. */
function RangeControl({ label, range, value, shown, onChange }: { label: string; range: { min: number; max: number; step: number }; value: number; shown: string; onChange: (next: number) => void }) {
  const id = useId();
  return (
    <div className="image-crop__control">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="range" min={range.min} max={range.max} step={range.step} value={value} onChange={(event) => onChange(Number(event.target.value))} />
      <output htmlFor={id}>{shown}</output>
    </div>
  );
}
