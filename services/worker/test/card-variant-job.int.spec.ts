import { CARD_IMAGE_SIZE } from '@bolo/contracts';
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
    expect(await readCard(dataSource, itemId)).toMatchObject({ checksum: newChecksum, cardData: null, cardChecksum: null });
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
