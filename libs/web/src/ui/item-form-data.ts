// The multipart body of an item write (admin-side §7), shared by the back office's forms and the
// member proposal form: the picture file, or else a trimmed image address, then every field with
// lists as JSON text.
import type { SentItemPayload } from '@bolo/contracts';

/** The picture that goes with a write: a cropped file, or else an address (admins only). */
export interface ItemImageChoice {
  file: File | null;
  imageUrl?: string;
}

export function itemFormData(payload: SentItemPayload, image: ItemImageChoice, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  const url = (image.imageUrl ?? '').trim();
  if (image.file) form.append('image', image.file, image.file.name);
  else if (url) form.append('imageUrl', url);
  for (const [key, value] of Object.entries(payload)) {
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value ?? ''));
  }
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  return form;
}
