import { CARD_IMAGE_SIZE, ITEM_TEASER_VARIANT } from '@bolo/contracts';
import { Logger } from '@nestjs/common';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { ImagesProcessor } from '../src/images/images.processor';
import { CommentsRepository, createRepositories, ItemImagesRepository } from '@bolo/db';
import { createTestDatabase, insertItemWithImage, readCard, replaceImage, smallJpeg } from './support';

// The handler against a real database: repeated and out-of-order jobs must never regress a card.
describe('image-variant job, item cards', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let processor: ImagesProcessor;
  let repository: ItemImagesRepository;

  beforeAll(async () => {
    Logger.overrideLogger(false); // the rejected-image warning is expected here
    db = await createTestDatabase();
    dataSource = db.dataSource;
    repository = new ItemImagesRepository(dataSource);
    processor = new ImagesProcessor(repository, new CommentsRepository(dataSource), loadWorkerConfig({ NODE_ENV: 'test' }));
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('writes a WebP card of the card size once; running the same job again changes nothing', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg');

    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum })).resolves.toMatchObject({ outcome: 'created' });
    const first = await readCard(dataSource, itemId);
    expect(first).toMatchObject({ cardChecksum: checksum, cardContentType: 'image/webp' });
    expect(await sharp(first.cardData!).metadata()).toMatchObject({ format: 'webp', ...CARD_IMAGE_SIZE });

    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum })).resolves.toEqual({ outcome: 'already-current' });
    const second = await readCard(dataSource, itemId);
    // Same row version (xmin): the second run did not even write the same bytes again.
    expect(second.rowVersion).toBe(first.rowVersion);
    expect(second.cardData!.equals(first.cardData!)).toBe(true);
  });

  it('writes the public teaser beside the card: teaser-size WebP, blurred by the server', async () => {
    const photo = await smallJpeg('#c33');
    const { itemId, checksum } = await insertItemWithImage(dataSource, photo, 'image/jpeg');
    await processor.imageVariant({ owner: 'item', ownerId: itemId, checksum });

    const row = await readCard(dataSource, itemId);
    expect(row).toMatchObject({ teaserChecksum: checksum, teaserContentType: 'image/webp' });
    const teaser = await sharp(row.teaserData!).metadata();
    expect(teaser).toMatchObject({ format: 'webp', width: ITEM_TEASER_VARIANT.width, height: ITEM_TEASER_VARIANT.height });
    expect(teaser.width! * 10).toBeLessThan((await sharp(photo).metadata()).width!);
    expect(row.teaserData!.length).toBeLessThan(row.cardData!.length);
  });

  it('blurs the teaser: a sharp edge in the original comes out soft', async () => {
    // Half black, half white: shrunk alone the teaser would keep a hard edge; blurred it has grey steps.
    const edge = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .composite([{ input: { create: { width: 200, height: 400, channels: 3, background: '#fff' } }, left: 200, top: 0 }])
      .png()
      .toBuffer();
    const { itemId, checksum } = await insertItemWithImage(dataSource, edge, 'image/png');
    await processor.imageVariant({ owner: 'item', ownerId: itemId, checksum });
    const { data, info } = await sharp((await readCard(dataSource, itemId)).teaserData!).greyscale().raw().toBuffer({ resolveWithObject: true });
    const row = Array.from(data.subarray((info.height >> 1) * info.width * info.channels, ((info.height >> 1) + 1) * info.width * info.channels));
    const midTones = row.filter((value) => value > 40 && value < 215).length;
    expect(midTones).toBeGreaterThanOrEqual(4);
  });

  it('a picture whose card was made before teasers existed gets its teaser from the same job', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, await smallJpeg('#3c3'), 'image/jpeg');
    expect(await repository.saveCard(itemId, checksum, { data: Buffer.from('old card'), contentType: 'image/webp' })).toBe(true);
    expect(await repository.missingCards([itemId])).toEqual([{ itemId, checksum }]);

    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum })).resolves.toMatchObject({ outcome: 'created' });
    expect(await readCard(dataSource, itemId)).toMatchObject({ cardChecksum: checksum, teaserChecksum: checksum });
    expect(await repository.missingCards([itemId])).toEqual([]);
  });

  it('a job for an older image never overwrites the card of a newer one', async () => {
    const { itemId, checksum: oldChecksum } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg');
    const newChecksum = await replaceImage(dataSource, itemId, await smallJpeg('#33c'));

    // The newer image's job runs first, then the stale one arrives late (retry, slow queue).
    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum: newChecksum })).resolves.toMatchObject({ outcome: 'created' });
    const fresh = await readCard(dataSource, itemId);
    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum: oldChecksum })).resolves.toEqual({ outcome: 'superseded', current: newChecksum });

    const after = await readCard(dataSource, itemId);
    expect(after.cardChecksum).toBe(newChecksum);
    expect(after.rowVersion).toBe(fresh.rowVersion);
  });

  it('a stale job that runs before the newer one leaves the card empty for it', async () => {
    const { itemId, checksum: oldChecksum } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg');
    const newChecksum = await replaceImage(dataSource, itemId, await smallJpeg('#3c3'));

    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum: oldChecksum })).resolves.toMatchObject({ outcome: 'superseded' });
    expect((await readCard(dataSource, itemId)).cardChecksum).toBeNull();
    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum: newChecksum })).resolves.toMatchObject({ outcome: 'created' });
  });

  it('the write is guarded: a card made from an image replaced mid-conversion is discarded', async () => {
    const { itemId, checksum: oldChecksum } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg');
    const newChecksum = await replaceImage(dataSource, itemId, await smallJpeg('#333'));

    const written = await repository.saveCard(itemId, oldChecksum, { data: Buffer.from('stale'), contentType: 'image/webp' });
    expect(written).toBe(false);
    const stale = { data: Buffer.from('stale'), contentType: 'image/webp' };
    expect(await repository.saveVariants(itemId, oldChecksum, stale, stale)).toBe(false);
    expect(await readCard(dataSource, itemId)).toMatchObject({ checksum: newChecksum, cardData: null, cardChecksum: null, teaserData: null, teaserChecksum: null });
  });

  it('an item whose image was deleted is simply done', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg');
    expect(await createRepositories(dataSource).items.delete(itemId)).toBe(true);
    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum })).resolves.toEqual({ outcome: 'image-gone' });
  });

  it('rejects bytes that are not an image without retrying', async () => {
    const { itemId, checksum } = await insertItemWithImage(dataSource, Buffer.from('<html>not an image</html>'), 'image/jpeg');
    await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum })).rejects.toMatchObject({ name: 'UnrecoverableError' });
    expect((await readCard(dataSource, itemId)).cardData).toBeNull();
  });
});
