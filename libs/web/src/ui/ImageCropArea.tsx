// The cropper itself, loaded only when a crop dialog opens (react-advanced-cropper and its
// stylesheet stay out of every app's first load; see ImageCropDialog).
import type { RefObject } from 'react';
import { Cropper, RectangleStencil } from 'react-advanced-cropper';
import type { CropperRef, CropperState } from 'react-advanced-cropper';
import 'react-advanced-cropper/dist/style.css';
import { CROP_ASPECT_RATIO, CROP_INITIAL_WIDTH } from './image-crop';

export interface ImageCropAreaProps {
  src: string;
  cropperRef: RefObject<CropperRef | null>;
  /** Called whenever the crop area appears, changes or goes away. */
  onCropChange: (hasCrop: boolean) => void;
}

/** Initial crop (admin-side §9): a square 80% of the visible width (never taller than the image), centred. */
function defaultSize({ imageSize, visibleArea }: CropperState) {
  const area = visibleArea ?? imageSize;
  const side = Math.min(area.width * CROP_INITIAL_WIDTH, area.height);
  return { width: side, height: side };
}

export default function ImageCropArea({ src, cropperRef, onCropChange }: ImageCropAreaProps) {
  const report = (cropper: CropperRef) => onCropChange(Boolean(cropper.getCoordinates()));
  return (
    <Cropper
      ref={cropperRef}
      src={src}
      className="image-crop__cropper"
      stencilComponent={RectangleStencil}
      stencilProps={{ aspectRatio: CROP_ASPECT_RATIO, grid: true }}
      defaultSize={defaultSize}
      onReady={report}
      onChange={report}
      onError={() => onCropChange(false)}
    />
  );
}
