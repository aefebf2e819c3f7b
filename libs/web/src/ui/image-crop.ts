// Crop constants of admin-side §9, shared by the dialog and the cropper.
export const CROP_ASPECT_RATIO = 1;
/** The initial crop's share of the image width. */
export const CROP_INITIAL_WIDTH = 0.8;
export const CROP_JPEG_QUALITY = 0.9;
export const CROP_SCALE = { min: 0.5, max: 2, step: 0.1, initial: 1 } as const;
export const CROP_ROTATE = { min: -180, max: 180, step: 1, initial: 0 } as const;
/** Arrow-key nudges, in pixels: plain, with shift, with ctrl or cmd. */
export const CROP_NUDGE = { plain: 1, shift: 10, ctrl: 100 } as const;
/** Largest preview height of a chosen image, in pixels. */
export const IMAGE_PREVIEW_MAX_HEIGHT = 500;
/** Largest image a form accepts (admin-side §9). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** The nudge of an arrow key press, or null for any other key. */
export function nudgeFor(event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): { left: number; top: number } | null {
  const step = event.ctrlKey || event.metaKey ? CROP_NUDGE.ctrl : event.shiftKey ? CROP_NUDGE.shift : CROP_NUDGE.plain;
  switch (event.key) {
    case 'ArrowLeft':
      return { left: -step, top: 0 };
    case 'ArrowRight':
      return { left: step, top: 0 };
    case 'ArrowUp':
      return { left: 0, top: -step };
    case 'ArrowDown':
      return { left: 0, top: step };
    default:
      return null;
  }
}
