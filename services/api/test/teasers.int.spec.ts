import { CARD_IMAGE_SIZE, ITEM_TEASER_VARIANT, type PreviewItem } from '@bolo/contracts';
import { createRepositories, itemImagePath } from '@bolo/db';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ItemImageService } from '../src/images/item-image.service';
import { createItem, createUser, signedIn, subscriberSpec } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

/** A detailed picture (thin stripes and text-like dots): a blur visibly takes its detail away. */
async function detailedPicture(hue: string): Promise<Buffer> {
  const stripes = Array.from({ length: 100 }, (_, i) => `<rect x="${i * 8}" y="0" width="4" height="600" fill="${hue}"/>`).join('');
  const dots = Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 37) % 800}" cy="${(i * 53) % 600}" r="6" fill="#000"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#fff"/>${stripes}${dots}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

// The real worker makes each item picture's teaser; visitors get only that, members the rest.
describe('teaser pictures', () => {
  let t: TestApp;
  let worker: RunningWorker;
  let uploadedId: number;
  let olderId: number;
  let draftId: number;
  let sharingId: number;
  let externalId: number;
  let original: Buffer;

  const repositories = () => createRepositories(t.db);
  const teaserReady = (id: number) => async () => {
    const row = await repositories().itemImages.stored(id);
    return row !== null && row.teaserChecksum === row.checksum && row.cardChecksum === row.checksum;
  };
  const preview = async (): Promise<PreviewItem[]> => {
    const res = await request(t.server).get('/api/bolo-items/preview');
    expect(res.status).toBe(200);
    return (res.body as { items: PreviewItem[] }).items;
  };

  beforeAll(async () => {
    t = await startTestApp();
    original = await detailedPicture('#1e3a8a');

    // A picture stored before teasers existed: its card is made, no job is queued for it.
    olderId = await createItem(t.db, { name: 'Older pictured find', updated: new Date(Date.now() - 60_000) });
    const older = await detailedPicture('#b91c1c');
    const olderChecksum = createHash('sha256').update(older).digest('hex');
    await repositories().items.setImage(olderId, itemImagePath(olderId), 'image/png');
    await repositories().itemImages.saveOriginal(olderId, { data: older, contentType: 'image/png', checksum: olderChecksum });
    await repositories().itemImages.saveCard(olderId, olderChecksum, { data: await sharp(older).resize(48, 48).webp().toBuffer(), contentType: 'image/webp' });

    // An upload as the API stores it (the variant job is queued).
    uploadedId = await createItem(t.db, { name: 'Vintage Pyrex mixing bowl' });
    await t.app.get(ItemImageService).store(uploadedId, original, 'image/png');
    draftId = await createItem(t.db, { name: 'Draft pictured find', status: 'draft' });
    await t.app.get(ItemImageService).store(draftId, original, 'image/png');
    // Showing another item's stored picture (the bench's synthetic items), and an external address.
    sharingId = await createItem(t.db, { name: 'Sharing find', image: itemImagePath(uploadedId), updated: new Date(Date.now() - 120_000) });
    externalId = await createItem(t.db, { name: 'External find', image: 'https://example.test/find.jpg', updated: new Date(Date.now() - 180_000) });

    worker = startWorker(t, { LOG_LEVEL: 'info' });
    await worker.ready();
    for (const id of [uploadedId, olderId, draftId]) await worker.waitFor(`the teaser of item ${id}`, teaserReady(id), { intervalMs: 100 });
  }, 180_000);

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('the worker makes a tiny blurred WebP teaser beside the card, also for pictures stored before teasers', async () => {
    for (const id of [uploadedId, olderId]) {
      const row = (await repositories().itemImages.stored(id))!;
      expect(row.teaserContentType).toBe('image/webp');
      expect(await sharp(row.teaserData!).metadata()).toMatchObject({ format: 'webp', width: ITEM_TEASER_VARIANT.width, height: ITEM_TEASER_VARIANT.height });
      expect(await sharp(row.cardData!).metadata()).toMatchObject({ format: 'webp', ...CARD_IMAGE_SIZE });
    }
  });

  it('the preview gives visitors only teaser addresses, and a teaser is small and blurred', async () => {
    const items = await preview();
    expect(items.map((item) => item.id)).toEqual([uploadedId, olderId, sharingId, externalId]); // newest first; the draft is not listed
    for (const item of items.slice(0, 2)) expect(item.image).toMatch(new RegExp(`^/api/images/bolo-items/${item.id}/teaser\\?v=[0-9a-f]{16}$`));
    expect(items[2].image).toBe(items[0].image); // the teaser of the picture it shows
    expect(items[3].image).toBeNull(); // no teaser can be made of an external picture
    // No address of the sharp picture anywhere in the answer.
    expect(JSON.stringify(items)).not.toMatch(/bolo-items\/\d+(\?size|")/);

    const res = await request(t.server).get(items[0].image!).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    const teaser = res.body as Buffer;
    const meta = await sharp(teaser).metadata();
    const source = await sharp(original).metadata();
    expect(meta.width).toBe(ITEM_TEASER_VARIANT.width);
    expect(meta.width! * 10).toBeLessThanOrEqual(source.width!);
    expect(teaser.length * 20).toBeLessThan(original.length);
    // Blurred on the server: less detail than the same picture merely shrunk to the teaser's size.
    const shrunk = await sharp(original).resize(meta.width!, meta.height!, { fit: 'cover' }).webp({ quality: 90 }).toBuffer();
    expect((await sharp(teaser).stats()).sharpness).toBeLessThan((await sharp(shrunk).stats()).sharpness / 2);
  });

  it('answers 304 to a teaser revalidation and 404 for a draft’s teaser or a picture without one', async () => {
    const first = await request(t.server).get(`/api/images/bolo-items/${uploadedId}/teaser`);
    expect((await request(t.server).get(`/api/images/bolo-items/${uploadedId}/teaser`).set('If-None-Match', first.headers.etag)).status).toBe(304);
    expect((await request(t.server).get(`/api/images/bolo-items/${draftId}/teaser`)).status).toBe(404);
    const bare = await createItem(t.db, { name: 'Unpictured find' });
    expect((await request(t.server).get(`/api/images/bolo-items/${bare}/teaser`)).status).toBe(404);
  });

  it('the original and the card answer 401 to a visitor, 403 to a free account and 200 to a member', async () => {
    const free = await signedIn(t.server, await createUser(t.db, { subscriptionStatus: 'free', subscriptionPlan: 'none' }));
    const member = await signedIn(t.server, await createUser(t.db, subscriberSpec()));
    for (const address of [`/api/images/bolo-items/${uploadedId}`, `/api/images/bolo-items/${uploadedId}?size=card`]) {
      expect((await request(t.server).get(address)).status).toBe(401);
      expect((await free.get(address)).status).toBe(403);
      const served = await member.get(address).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['cache-control']).toBe('private, max-age=3600');
    }
    const card = await member.get(`/api/images/bolo-items/${uploadedId}?size=card`).buffer(true);
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject(CARD_IMAGE_SIZE);
  });

  it('a new picture replaces the teaser: the preview points at the new version', async () => {
    const before = (await preview()).find((item) => item.id === uploadedId)!.image;
    await t.app.get(ItemImageService).store(uploadedId, await detailedPicture('#15803d'), 'image/png');
    await worker.waitFor('the new teaser', teaserReady(uploadedId), { intervalMs: 100 });
    const after = (await preview()).find((item) => item.id === uploadedId)!.image;
    expect(after).not.toBe(before);
  });
});
