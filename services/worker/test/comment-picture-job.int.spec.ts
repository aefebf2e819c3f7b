import { COMMENT_IMAGE_SIZE_PX, parseJobPayload } from '@bolo/contracts';
import { CommentsRepository, createRepositories, ItemImagesRepository } from '@bolo/db';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { loadWorkerConfig } from '../src/config/worker-config';
import { ImagesProcessor } from '../src/images/images.processor';
import { createTestDatabase, insertItemWithImage, sha256, smallJpeg, uniqueSuffix } from './support';

/** A phone photo as it leaves the camera: EXIF with the camera and GPS position, XMP, an ICC profile. */
async function cameraPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
    .jpeg()
    .withIccProfile('p3')
    .withExif({ IFD0: { Make: 'Canon', Model: 'EOS 5D' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Someone"/></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

/** What BullMQ hands a handler on attempt `attempt` of `attempts`. */
const attemptOf = (attempt: number, attempts = 5) => ({ attemptsMade: attempt - 1, opts: { attempts } }) as unknown as Job;

// The same image-variant job as item cards, with owner 'comment': a 180x180 picture beside the original.
describe('image-variant job, comment pictures', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataSource: DataSource;
  let comments: CommentsRepository;
  let processor: ImagesProcessor;
  let itemId: number;
  let authorId: number;

  async function commentWithPicture(bytes: Buffer): Promise<{ commentId: number; checksum: string }> {
    const checksum = sha256(bytes);
    const commentId = await comments.create({ boloItemId: itemId, userId: authorId, content: 'Found two at the flea market', image: { data: bytes, contentType: 'image/jpeg', checksum } });
    if (commentId === null) throw new Error('the item is gone');
    return { commentId, checksum };
  }

  beforeAll(async () => {
    Logger.overrideLogger(false); // the given-up warnings are expected here
    db = await createTestDatabase();
    dataSource = db.dataSource;
    comments = new CommentsRepository(dataSource);
    processor = new ImagesProcessor(new ItemImagesRepository(dataSource), comments, loadWorkerConfig({ NODE_ENV: 'test', WORKER_MAX_INPUT_PIXELS: '4000000' }));
    ({ itemId } = await insertItemWithImage(dataSource, await smallJpeg('#c33'), 'image/jpeg'));
    const created = await createRepositories(dataSource).users.create({
      username: `author${uniqueSuffix()}`,
      passwordHash: 'not-a-real-hash',
      email: `author-${uniqueSuffix()}@example.test`,
      firstName: 'Ann',
      lastName: 'Author',
      isAdmin: false,
      subscriptionStatus: 'active',
      subscriptionPlan: 'monthly',
      subscriptionEndDate: null,
      createdAt: new Date(),
    });
    if (!('user' in created)) throw new Error('could not create the author');
    authorId = created.user.id;
  });

  afterAll(async () => {
    await db?.drop();
  });

  it('takes the comment owner in its payload; the size follows from the owner', () => {
    expect(parseJobPayload('image-variant', { owner: 'comment', ownerId: 5, checksum: 'a'.repeat(64), size: 4000 })).toEqual({ owner: 'comment', ownerId: 5, checksum: 'a'.repeat(64) });
  });

  it('makes an exact 180x180 WebP with no EXIF, GPS, XMP or ICC, keeps the original private beside it, and does it once', async () => {
    const photo = await cameraPhoto();
    const { commentId, checksum } = await commentWithPicture(photo);
    expect((await comments.findForReader(commentId, authorId))?.imageState).toBe('pending');

    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).resolves.toMatchObject({ outcome: 'created' });
    const stored = await comments.storedImage(commentId);
    expect(stored).toMatchObject({ checksum, variantChecksum: checksum, variantContentType: 'image/webp', failedAt: null });
    expect(Buffer.compare(stored!.data, photo)).toBe(0);
    const meta = await sharp(stored!.variantData!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: COMMENT_IMAGE_SIZE_PX, height: COMMENT_IMAGE_SIZE_PX });
    expect([meta.exif, meta.xmp, meta.icc, meta.iptc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored!.variantData!.includes(Buffer.from('Canon'))).toBe(false);
    expect((await comments.findForReader(commentId, authorId))?.imageState).toBe('ready');

    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).resolves.toEqual({ outcome: 'already-current' });
  });

  it('gives up on bytes that are not a picture at once: the comment stays, without a picture or a placeholder', async () => {
    const { commentId, checksum } = await commentWithPicture(Buffer.from('<html>not an image</html>'));
    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).rejects.toMatchObject({ name: 'UnrecoverableError' });
    expect(await comments.storedImage(commentId)).toMatchObject({ variantData: null, failedAt: expect.any(Date), failure: expect.stringContaining('not a JPEG, PNG, WebP or GIF') });
    expect(await comments.findForReader(commentId, authorId)).toMatchObject({ id: commentId, content: 'Found two at the flea market', imageState: 'failed' });
  });

  it('refuses a picture above WORKER_MAX_INPUT_PIXELS without decoding it (decompression bombs)', async () => {
    const big = await sharp({ create: { width: 2500, height: 2000, channels: 3, background: '#000' } }).png().toBuffer();
    const { commentId, checksum } = await commentWithPicture(big);
    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).rejects.toThrow(/pixel limit/);
    expect((await comments.findForReader(commentId, authorId))?.imageState).toBe('failed');
  });

  it('keeps a comment pending while a passing failure is retried, and gives up after the last attempt', async () => {
    class FlakyComments extends CommentsRepository {
      override saveVariant(): Promise<boolean> {
        return Promise.reject(new Error('connection reset'));
      }
    }
    const flaky = new ImagesProcessor(new ItemImagesRepository(dataSource), new FlakyComments(dataSource), loadWorkerConfig({ NODE_ENV: 'test' }));
    const { commentId, checksum } = await commentWithPicture(await smallJpeg('#36c'));

    await expect(flaky.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).rejects.toThrow('connection reset');
    expect((await comments.findForReader(commentId, authorId))?.imageState).toBe('pending');
    await expect(flaky.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(5))).rejects.toThrow('connection reset');
    expect(await comments.storedImage(commentId)).toMatchObject({ failedAt: expect.any(Date), failure: 'connection reset' });

    // A retry from the queue dashboard that succeeds brings the picture back.
    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).resolves.toMatchObject({ outcome: 'created' });
    expect(await comments.storedImage(commentId)).toMatchObject({ failedAt: null, failure: null, variantChecksum: checksum });
  });

  it('a deleted comment (its picture dropped) is simply done', async () => {
    const { commentId, checksum } = await commentWithPicture(await smallJpeg('#c3c'));
    expect(await comments.softDelete(commentId, authorId)).toBe(true);
    await expect(processor.imageVariant({ owner: 'comment', ownerId: commentId, checksum }, attemptOf(1))).resolves.toEqual({ outcome: 'image-gone' });
  });
});
