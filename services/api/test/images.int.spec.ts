import { createRepositories } from '@bolo/db';
import { ERROR_CODES, ERROR_MESSAGES, IMAGE_VARIANT_JOB, imageVariantJobId } from '@bolo/contracts';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ItemImageService } from '../src/images/item-image.service';
import { createItem, createUser, CreatedUser, signedIn, subscriberSpec } from './support/fixtures';
import { png, pngHeaderClaiming } from './support/images';
import { request, startTestApp, TestApp } from './support/test-app';

describe('item images', () => {
  let t: TestApp;
  let images: ItemImageService;
  let owner: CreatedUser;
  let publishedId: number;
  let draftId: number;
  let bytes: Buffer;

  beforeAll(async () => {
    t = await startTestApp();
    images = t.app.get(ItemImageService);
    owner = await createUser(t.db);
    publishedId = await createItem(t.db, { name: 'Pictured item' });
    draftId = await createItem(t.db, { name: 'Pictured draft', status: 'draft', createdBy: owner.id });
    bytes = await png();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('ItemImageService.store', () => {
    it('stores the bytes with a sha256 checksum, points the item at them and queues the card job', async () => {
      const stored = await images.store(publishedId, bytes, 'image/png');
      const checksum = createHash('sha256').update(bytes).digest('hex');
      expect(stored).toEqual({ image: `/api/images/bolo-items/${publishedId}`, contentType: 'image/png', checksum });

      const repositories = createRepositories(t.db);
      expect((await repositories.items.findWithSaved(publishedId, 0))?.image).toBe(`/api/images/bolo-items/${publishedId}`);
      expect(await repositories.itemImages.metadata(publishedId)).toMatchObject({ checksum, contentType: 'image/png', cardReady: false, cardContentType: null });

      const job = await t.imagesQueue.getJob(imageVariantJobId('item', publishedId, checksum));
      expect(job?.name).toBe(IMAGE_VARIANT_JOB);
      expect(job?.data).toEqual({ owner: 'item', ownerId: publishedId, checksum });
      expect(job?.opts.attempts).toBe(5);
      expect(job?.opts.backoff).toEqual(expect.objectContaining({ type: 'exponential' }));
      expect(job?.id).not.toContain(':');
    });

    it('does not queue the same bytes twice while a job is pending', async () => {
      await images.store(publishedId, bytes, 'image/png');
      const counts = await t.imagesQueue.getJobCounts('waiting', 'delayed', 'active');
      expect(counts.waiting + counts.delayed + counts.active).toBe(1);
    });

    it('rejects bytes that are not JPEG/PNG/WebP/GIF', async () => {
      await expect(images.store(publishedId, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml')).rejects.toMatchObject({
        status: 400,
        response: { message: 'Only JPEG, PNG, WebP and GIF images are allowed' },
      });
    });

    it('rejects a declared type that the bytes contradict', async () => {
      await expect(images.store(publishedId, bytes, 'image/jpeg')).rejects.toMatchObject({
        status: 400,
        response: { message: 'Image content does not match its declared type' },
      });
    });

    it('rejects more than 5 MB with 413', async () => {
      const big = Buffer.concat([bytes, Buffer.alloc(5 * 1024 * 1024)]);
      await expect(images.store(publishedId, big, 'image/png')).rejects.toMatchObject({
        status: 413,
        response: { message: 'Image file too large' },
      });
    });

    it('rejects images with too many pixels', async () => {
      await expect(images.store(publishedId, pngHeaderClaiming(8_000, 6_000), 'image/png')).rejects.toMatchObject({
        status: 400,
        response: { message: expect.stringContaining('megapixels') },
      });
    });

    it('answers 404 for an unknown item', async () => {
      await expect(images.store(999_999, bytes, 'image/png')).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('GET /api/images/bolo-items/:id', () => {
    let member: Awaited<ReturnType<typeof signedIn>>;
    beforeAll(async () => {
      member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    });

    it('serves a published item’s image to a member with ETag and private cache headers', async () => {
      const res = await member.get(`/api/images/bolo-items/${publishedId}`).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      // Part of the paid item: no shared cache may keep it.
      expect(res.headers['cache-control']).toBe('private, max-age=3600');
      expect(res.headers.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
      expect(Buffer.compare(res.body as Buffer, bytes)).toBe(0);
    });

    it('refuses the original and the card to visitors (401) and to accounts without a subscription (403)', async () => {
      const free = await signedIn(t.server, await createUser(t.db, { subscriptionStatus: 'free', subscriptionPlan: 'none' }));
      for (const query of ['', '?size=card', '?size=original']) {
        const visitor = await request(t.server).get(`/api/images/bolo-items/${publishedId}${query}`);
        expect(visitor.status).toBe(401);
        expect(visitor.body).toEqual({ message: ERROR_MESSAGES.authRequired, code: ERROR_CODES.authRequired });
        const refused = await free.get(`/api/images/bolo-items/${publishedId}${query}`);
        expect(refused.status).toBe(403);
        expect(refused.body).toEqual({ message: ERROR_MESSAGES.subscriptionRequired, code: ERROR_CODES.subscriptionRequired });
        expect(refused.headers['content-type']).not.toMatch(/^image\//);
      }
    });

    it('still serves a lapsed member the picture of an item they saved (their saved list keeps working)', async () => {
      const lapsed = await createUser(t.db, { subscriptionStatus: 'free', subscriptionPlan: 'none' });
      await createRepositories(t.db).savedItems.add(lapsed.id, publishedId);
      const client = await signedIn(t.server, lapsed);
      expect((await client.get(`/api/images/bolo-items/${publishedId}?size=card`)).status).toBe(200);
    });

    it('answers 304 when the ETag matches', async () => {
      const first = await member.get(`/api/images/bolo-items/${publishedId}`);
      const res = await member.get(`/api/images/bolo-items/${publishedId}`).set('If-None-Match', first.headers.etag);
      expect(res.status).toBe(304);
      expect(res.headers.etag).toBe(first.headers.etag);
    });

    it('falls back to the original for size=card until the worker made the card, then serves the card', async () => {
      const before = await member.get(`/api/images/bolo-items/${publishedId}?size=card`);
      expect(before.status).toBe(200);
      expect(before.headers['content-type']).toBe('image/png');

      // What the worker writes when it has rendered the card.
      const card = await sharp(bytes).resize(4, 4).webp().toBuffer();
      const { checksum } = (await createRepositories(t.db).itemImages.metadata(publishedId))!;
      expect(await createRepositories(t.db).itemImages.saveCard(publishedId, checksum, { data: card, contentType: 'image/webp' })).toBe(true);
      const after = await member.get(`/api/images/bolo-items/${publishedId}?size=card`).buffer(true);
      expect(after.status).toBe(200);
      expect(after.headers['content-type']).toBe('image/webp');
      expect(after.headers['cache-control']).toBe('private, max-age=3600');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(Buffer.compare(after.body as Buffer, card)).toBe(0);

      const detail = await member.get(`/api/bolo-items/${publishedId}`);
      expect(detail.body.image).toBe(`/api/images/bolo-items/${publishedId}`);
      expect(detail.body.imageCard).toMatch(new RegExp(`^/api/images/bolo-items/${publishedId}\\?size=card`));
    });

    it('drops a stale card when the picture changes', async () => {
      const other = await png(20, 20);
      await images.store(publishedId, other, 'image/png');
      const res = await member.get(`/api/images/bolo-items/${publishedId}?size=card`).buffer(true);
      expect(res.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(res.body as Buffer, other)).toBe(0);
    });

    it('hides a draft’s image from visitors (401) and other members (404), shows it to its creator and admins', async () => {
      await images.store(draftId, bytes, 'image/png');
      expect((await request(t.server).get(`/api/images/bolo-items/${draftId}`)).status).toBe(401);
      const notFound = await member.get(`/api/images/bolo-items/${draftId}`);
      expect(notFound.status).toBe(404);
      // The message of an item without a picture: a draft cannot be told apart.
      expect(notFound.body.message).toBe('Image not found');

      const creator = await signedIn(t.server, owner);
      const own = await creator.get(`/api/images/bolo-items/${draftId}`);
      expect(own.status).toBe(200);
      expect(own.headers['cache-control']).toBe('private, max-age=3600');
      const admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
      expect((await admin.get(`/api/images/bolo-items/${draftId}`)).status).toBe(200);
    });

    it('answers 400 for a bad id and 404 for an item without a stored image', async () => {
      expect((await member.get('/api/images/bolo-items/abc')).status).toBe(400);
      expect((await member.get('/api/images/bolo-items/0')).status).toBe(400);
      expect((await member.get('/api/images/bolo-items/999999')).status).toBe(404);
      expect((await member.get('/api/images/bolo-items/2147483648')).status).toBe(404);
      expect((await member.get(`/api/images/bolo-items/${publishedId}?size=huge`)).status).toBe(400);
    });
  });
});
