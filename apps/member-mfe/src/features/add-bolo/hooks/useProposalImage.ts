import { ADMIN_MESSAGES, IMAGE_SIGNATURE_BYTES, proposalImageRefusal } from '@bolo/contracts';
import { useCroppedImage } from '@bolo/web';
import type { CroppedImage, ImageMessage } from '@bolo/web';

/** The first bytes of a file, where image formats keep their signature. */
function leadingBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SIGNATURE_BYTES));
  });
}

async function refusalOf(file: File): Promise<ImageMessage | null> {
  return proposalImageRefusal(file, await leadingBytes(file));
}

/**
 * The proposal form's picture (admin-side §5 "Image pick checks"): size, type and an extension
 * that matches what the bytes are, in that order, each with its toast; then the crop dialog. The
 * server checks the bytes again: these checks only spare a member a refused upload.
 */
export function useProposalImage(): CroppedImage {
  return useCroppedImage({
    tooLarge: ADMIN_MESSAGES.fileTooLarge,
    invalidType: ADMIN_MESSAGES.invalidFileType,
    // The type is judged with the extension, after the size (the spec's order).
    isAllowedType: () => true,
    check: refusalOf,
  });
}
