// Member proposals (admin-side §2 "/admin/add-bolo user-proposed", §5 "User-proposed form"):
// the cleaning the form does before sending and the checks on a chosen picture. The server
// validates the same fields with `proposalPayloadSchema`; the cleaning is a courtesy, not a defence.
import { ADMIN_MESSAGES } from '../admin/messages';
import { IMAGE_MAX_BYTES } from '../images/constants';
import { detectImageType } from '../images/image-type';
import type { StoredImageType } from '../images/image-type';
import { roundToCents } from '../items/money';
import { ITEM_LIMITS, type ItemFields } from './item-schema';

/** Proposals one account may send in an hour (the API's per-user limit). */
export const PROPOSALS_PER_HOUR = 10;

export const PROPOSAL_MESSAGES = {
  /** 429 of POST /api/bolo-items/create past PROPOSALS_PER_HOUR. */
  tooMany: `You can propose up to ${PROPOSALS_PER_HOUR} BOLOs an hour. Please try again later.`,
  /** Proposals carry an uploaded picture only; fetching addresses is for the back office. */
  imageUrlNotAllowed: 'Please upload a picture instead of giving an image URL.',
  /** The mark of a proposal not yet published, on the proposer's saved list. */
  pendingReview: 'Pending review',
} as const;

// '<', '>', "'" and '"' (admin-side §5: "text fields are stripped of < > ' \" characters").
const STRIPPED = /[<>'"]/g;
const strip = (text: string) => text.replace(STRIPPED, '');
const clampPrice = (price: number) => roundToCents(Math.min(ITEM_LIMITS.priceMax, Math.max(ITEM_LIMITS.priceMin, price)));

/**
 * What the proposal form sends once its fields passed validation (admin-side §5 "Before
 * sending"): text without < > ' ", prices clamped to 0.01-100,000, lists cut to 10. The
 * category is one of the fixed names already.
 */
export function cleanProposalFields(fields: ItemFields): ItemFields {
  return {
    ...fields,
    name: strip(fields.name),
    description: strip(fields.description),
    notes: fields.notes === null ? null : strip(fields.notes),
    subcategory: fields.subcategory === null ? null : strip(fields.subcategory),
    buyPriceMin: clampPrice(fields.buyPriceMin),
    buyPriceMax: clampPrice(fields.buyPriceMax),
    sellPriceMin: clampPrice(fields.sellPriceMin),
    sellPriceMax: clampPrice(fields.sellPriceMax),
    platforms: fields.platforms.slice(0, ITEM_LIMITS.listMax),
    source: fields.source.slice(0, ITEM_LIMITS.listMax),
  };
}

/** The picture types a proposal accepts, and the file extensions each may carry. */
export const PROPOSAL_IMAGE_EXTENSIONS: Readonly<Partial<Record<StoredImageType, readonly string[]>>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

/** The `accept` attribute of the proposal form's file input. */
export const PROPOSAL_IMAGE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

/** How many leading bytes `proposalImageRefusal` needs to recognise the content. */
export const IMAGE_SIGNATURE_BYTES = 16;

const normaliseType = (type: string) => (type === 'image/jpg' || type === 'image/pjpeg' ? 'image/jpeg' : type.toLowerCase());

/** The declared type is one a proposal accepts (JPEG, PNG, WebP). */
export function isProposalImageType(type: string): boolean {
  return normaliseType(type) in PROPOSAL_IMAGE_EXTENSIONS;
}

export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * Why a chosen picture is refused, or null (admin-side §5 "Image pick checks"), in the spec's
 * order: size, type (declared, and the content's own signature), then the extension, which must
 * be one of jpg, jpeg, png, webp and name the type the bytes really are.
 */
export function proposalImageRefusal(file: ChosenFile, leadingBytes: Uint8Array): { title: string; description: string } | null {
  if (file.size > IMAGE_MAX_BYTES) return ADMIN_MESSAGES.fileTooLarge;
  const content = detectImageType(leadingBytes);
  if (!isProposalImageType(file.type) || content === null || !(content in PROPOSAL_IMAGE_EXTENSIONS)) return ADMIN_MESSAGES.invalidFileType;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!(PROPOSAL_IMAGE_EXTENSIONS[content] ?? []).includes(extension)) return ADMIN_MESSAGES.invalidFileExtension;
  return null;
}
