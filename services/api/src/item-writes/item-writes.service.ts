import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  ADMIN_MESSAGES,
  enqueue,
  isAdmin,
  ITEM_FORM_MESSAGES,
  ITEM_MESSAGES,
  itemImageFetchJob,
  itemPayloadSchema,
  MESSAGES,
  PROPOSAL_MESSAGES,
  proposalPayloadSchema,
  sendEmailJob,
  matchNewFindsJob,
  toStoredItemFields,
  type ItemDeleteResponse,
  type ItemFields,
  type ItemStatus,
  type ItemStatusResponse,
  type ItemWriteResponse,
} from '@bolo/contracts';
import { Database, ItemImagesRepository, itemImagePath, ItemsRepository, SavedItemsRepository } from '@bolo/db';
import { ITEM_FORM_IMAGE_POLICY, JobQueues, type InspectedImage } from '@bolo/server-kit';
import { randomBytes } from 'node:crypto';
import { ItemImageService } from '../images/item-image.service';
import { ItemsService } from '../items/items.service';
import { RateLimiter } from '../rate-limit/rate-limiter.service';
import type { UserRecord } from '../users/user-record';
import { toAdminItem } from './admin-item';
import { parseImageUrl } from './image-url';

/** What an item form sends besides its fields: a picture file, or an address to fetch one from. */
export interface ItemForm {
  body: unknown;
  /** The uploaded picture's bytes (multipart "image"). */
  file?: Buffer;
}

const REQUIRED = ['name', 'description', 'category'] as const;

/** How a form is checked: an admin's item, or a member's proposal (stricter fields, an uploaded picture only). */
interface FormRules {
  schema: typeof itemPayloadSchema | typeof proposalPayloadSchema;
  imageUrlAllowed: boolean;
}
const ADMIN_FORM: FormRules = { schema: itemPayloadSchema, imageUrlAllowed: true };
const PROPOSAL_FORM: FormRules = { schema: proposalPayloadSchema, imageUrlAllowed: false };

/**
 * The back office's item writes (admin-side §7) and members' proposals. Every input is checked
 * before anything is written (fields, then the picture), so a refused form leaves nothing behind;
 * every committed write retires cached directory pages, so members see it on their next request.
 */
@Injectable()
export class ItemWritesService {
  private readonly logger = new Logger(ItemWritesService.name);

  constructor(
    private readonly database: Database,
    private readonly itemsRepository: ItemsRepository,
    private readonly imagesRepository: ItemImagesRepository,
    private readonly images: ItemImageService,
    private readonly items: ItemsService,
    private readonly jobQueues: JobQueues,
    private readonly savedItems: SavedItemsRepository,
    private readonly limiter: RateLimiter,
  ) {}

  /**
   * A new item, always a draft until published, whatever status is sent. From a member it is a
   * proposal (admin-side §2, §5): held to the proposal rules, counted against the member's hourly
   * limit once valid, and saved to their list in the same transaction.
   */
  async create({ body, file }: ItemForm, user: UserRecord): Promise<ItemWriteResponse> {
    const proposal = !isAdmin(user);
    const { fields, image, imageUrl } = await this.checkForm(body, file, proposal ? PROPOSAL_FORM : ADMIN_FORM);
    if (proposal) await this.limiter.spendUserLimit('proposals', user);
    const id = await this.database.transaction(async (tx) => {
      const created = await this.itemsRepository.create({ ...toStoredItemFields(fields), status: 'draft', createdBy: user.id }, tx);
      if (image) await this.images.imageStore.save(created, image, tx);
      if (proposal) await this.savedItems.add(user.id, created, tx);
      return created;
    });
    return this.afterWrite(id, image, imageUrl, proposal ? ADMIN_MESSAGES.proposalAdded.description : MESSAGES.admin.itemCreated);
  }

  /** Replaces the fields; a new picture (file or address) replaces the old one, `removeImage` drops it. */
  async update(id: number, { body, file }: ItemForm): Promise<ItemWriteResponse> {
    const removeImage = parseFlag((body as Record<string, unknown> | undefined)?.removeImage);
    const { fields, image, imageUrl } = await this.checkForm(body, file, ADMIN_FORM, id);
    const found = await this.database.transaction(async (tx) => {
      if (!(await this.itemsRepository.update(id, { ...toStoredItemFields(fields), updated: new Date() }, tx))) return false;
      if (image) await this.images.imageStore.save(id, image, tx);
      else if (removeImage) {
        await this.itemsRepository.setImage(id, null, null, tx);
        await this.imagesRepository.delete(id, tx);
      }
      return true;
    });
    if (!found) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound });
    return this.afterWrite(id, image, imageUrl, MESSAGES.admin.itemUpdated);
  }

  /**
   * Publishes or unpublishes; `updated` moves, so a published item leads the directory. A
   * member's proposal going from draft to published e-mails its proposer.
   */
  async setStatus(id: number, status: ItemStatus): Promise<ItemStatusResponse> {
    const change = await this.itemsRepository.changeStatus(id, status, new Date());
    if (!change) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound });
    await this.items.catalogueChanged();
    if (status === 'published' && change.previous === 'draft' && change.creatorIsAdmin === false) await this.queueProposalPublished(id);
    if (status === 'published') await this.queueAlertMatching();
    return { id, status, message: status === 'published' ? MESSAGES.admin.itemPublished : MESSAGES.admin.itemUnpublished };
  }

  /** Deletes the item; its picture and saved-list entries go with it (ON DELETE CASCADE). */
  async delete(id: number): Promise<ItemDeleteResponse> {
    if (!(await this.itemsRepository.delete(id))) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound });
    await this.items.catalogueChanged();
    return { id, message: MESSAGES.admin.itemDeleted };
  }

  /** Fields, then picture: 400 (413 for a too large picture) before any write. */
  private async checkForm(body: unknown, file: Buffer | undefined, rules: FormRules, itemId?: number): Promise<{ fields: ItemFields; image?: InspectedImage; imageUrl?: string }> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BadRequestException({ message: MESSAGES.admin.invalidInput });
    const form = body as Record<string, unknown>;
    if (REQUIRED.some((field) => form[field] === undefined || form[field] === null)) {
      throw new BadRequestException({ message: MESSAGES.admin.missingRequiredFields });
    }
    const parsed = rules.schema.safeParse(form);
    if (!parsed.success) throw new BadRequestException({ message: parsed.error.issues[0]?.message ?? MESSAGES.admin.invalidInput });
    if (file) return { fields: parsed.data, image: await this.images.inspect(file, ITEM_FORM_IMAGE_POLICY) };
    if (!rules.imageUrlAllowed) {
      if (!isBlank(form.imageUrl)) throw new BadRequestException({ message: PROPOSAL_MESSAGES.imageUrlNotAllowed });
      return { fields: parsed.data };
    }
    // The edit dialog may send the picture the item already has: nothing to fetch then.
    const sameImage = itemId !== undefined && typeof form.imageUrl === 'string' && form.imageUrl.trim().split('?')[0] === itemImagePath(itemId);
    return { fields: parsed.data, imageUrl: sameImage ? undefined : parseImageUrl(form.imageUrl) };
  }

  private async afterWrite(id: number, image: InspectedImage | undefined, imageUrl: string | undefined, message: string): Promise<ItemWriteResponse> {
    if (image) await this.images.imageStore.queueCard(id, image.checksum);
    const imagePending = imageUrl !== undefined && (await this.queueFetch(id, imageUrl));
    await this.items.catalogueChanged();
    const row = await this.itemsRepository.findForAdmin(id);
    if (!row) throw new NotFoundException({ message: ITEM_MESSAGES.itemNotFound }); // deleted in between
    const item = toAdminItem(row);
    return { id, image: item.image, message, item, imagePending };
  }

  /**
   * Queues the proposer's e-mail (the worker reads the item and address when it sends). The job id
   * is the item's, so publishing it again while the job is kept sends nothing more. A queue that
   * is down is logged: the publication stands without its e-mail.
   */
  private async queueProposalPublished(itemId: number): Promise<void> {
    try {
      await enqueue(this.jobQueues.queue(sendEmailJob.queue), sendEmailJob, { template: 'proposal-published', itemId });
    } catch (error) {
      this.logger.error({ msg: 'could not queue the proposal-published e-mail', itemId, error: (error as Error).message });
    }
  }

  /**
   * Asks the worker to match new finds against the saved searches now rather than at its next
   * minute (issue 22); a request while one waits is the same run. A queue that is down is logged:
   * the scheduled run matches the find anyway.
   */
  private async queueAlertMatching(): Promise<void> {
    try {
      await enqueue(this.jobQueues.queue(matchNewFindsJob.queue), matchNewFindsJob, {});
    } catch (error) {
      this.logger.error({ msg: 'could not ask for alert matching', error: (error as Error).message });
    }
  }

  /** Queues the worker's fetch; false when the queue is down (the item is saved, without the picture). */
  private async queueFetch(itemId: number, url: string): Promise<boolean> {
    try {
      await enqueue(this.jobQueues.queue(itemImageFetchJob.queue), itemImageFetchJob, { itemId, url, requestId: randomBytes(12).toString('base64url') });
      return true;
    } catch (error) {
      this.logger.error({ msg: 'could not queue image fetch', itemId, error: (error as Error).message });
      return false;
    }
  }
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** removeImage as multipart text ('true'/'false') or JSON boolean. */
function parseFlag(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false || value === 'false') return false;
  if (value === true || value === 'true') return true;
  throw new BadRequestException({ message: ITEM_FORM_MESSAGES.removeImageInvalid });
}
