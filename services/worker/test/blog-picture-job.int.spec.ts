import { createRepositories, type Repositories } from '@bolo/db';
import { IMAGE_VARIANT_JOB, imageVariantJobId } from '@bolo/contracts';
import { deleteRedisKeys, uniqueRedisPrefix, type JobQueues } from '@bolo/server-kit';
import { Logger } from '@nestjs/common';
import { Queue, UnrecoverableError, type Job } from 'bullmq';
import Redis from 'ioredis';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadWorkerConfig } from '../src/config/worker-config';
import { BlogImages } from '../src/images/blog-images';
import { ImagesProcessor } from '../src/images/images.processor';
import { createTestDatabase, REDIS_URL, sha256 } from './support';

// Blog pictures (issue 18) in the worker: the blog-image-fetch job and the image-variant job's
// 'blog' owner, against a real database, Redis and a local HTTP server.
describe('blog pictures', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let repositories: Repositories;
  let redis: Redis;
  let queue: Queue;
  let server: Server;
  let base: string;
  let picture: Buffer;
  const prefix = uniqueRedisPrefix();

  const processorFor = (allowPrivate: boolean) => {
    const blog = new BlogImages(repositories.blogPosts, { queue: () => queue } as unknown as JobQueues, { imageFetchTimeoutMs: 5000, imageFetchAllowPrivate: allowPrivate });
    return new ImagesProcessor(repositories.itemImages, repositories.comments, loadWorkerConfig({ NODE_ENV: 'test' }), undefined, blog);
  };
  const job = () => ({ timestamp: Date.now() }) as Job;
  let sequence = 0;
  const newPost = async () => {
    const result = await repositories.blogPosts.create({
      title: 'Thrift finds',
      slug: `thrift-finds-${++sequence}`,
      content: 'Pyrex.',
      excerpt: 'Finds.',
      category: 'Sourcing',
      tags: [],
      author: 'Admin',
      status: 'published',
      metaTitle: null,
      metaDescription: null,
      keywords: null,
      readTime: 1,
    });
    if (!('id' in result)) throw new Error('slug taken');
    return result.id;
  };

  beforeAll(async () => {
    Logger.overrideLogger(false); // refusals are logged as warnings, expected here
    db = await createTestDatabase();
    repositories = createRepositories(db.dataSource);
    redis = new Redis(REDIS_URL);
    queue = new Queue('images', { connection: { url: REDIS_URL }, prefix });
    picture = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c33' } }).png().toBuffer();
    server = createServer((req, res) => {
      if (req.url === '/cover.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      if (req.url === '/text.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await deleteRedisKeys(redis, `${prefix}*`);
    await redis?.quit();
    await db?.drop();
  });

  it('fetches a picture by address, stores it, queues its variant, and the variant job makes the 1200x630 WebP', async () => {
    const processor = processorFor(true);
    const postId = await newPost();
    const checksum = sha256(picture);
    await expect(processor.blogImageFetch({ postId, url: `${base}/cover.png`, requestId: 'req-000001' }, job())).resolves.toEqual({ outcome: 'stored', bytes: picture.length, checksum });

    const queued = await queue.getJob(imageVariantJobId('blog', postId, checksum));
    expect([queued?.name, queued?.data]).toEqual([IMAGE_VARIANT_JOB, { owner: 'blog', ownerId: postId, checksum }]);
    await expect(processor.imageVariant({ owner: 'blog', ownerId: postId, checksum })).resolves.toMatchObject({ outcome: 'created' });
    await expect(processor.imageVariant({ owner: 'blog', ownerId: postId, checksum })).resolves.toEqual({ outcome: 'already-current' });

    const stored = await repositories.blogPosts.storedImage(postId);
    expect(stored).toMatchObject({ contentType: 'image/png', checksum, variantContentType: 'image/webp', variantChecksum: checksum, failedAt: null });
    expect(await sharp(stored!.variantData!).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    expect(await repositories.blogPosts.pictureMetadata(postId)).toEqual({ status: 'published', checksum, contentType: 'image/webp' });
  });

  it('refuses what is not a picture and private addresses at once, and answers post-gone for a deleted post', async () => {
    const postId = await newPost();
    await expect(processorFor(true).blogImageFetch({ postId, url: `${base}/text.png`, requestId: 'req-000002' }, job())).rejects.toThrow(UnrecoverableError);
    await expect(processorFor(false).blogImageFetch({ postId, url: `${base}/cover.png`, requestId: 'req-000003' }, job())).rejects.toThrow(UnrecoverableError);
    expect(await repositories.blogPosts.storedImage(postId)).toBeNull();

    await repositories.blogPosts.delete(postId);
    await expect(processorFor(true).blogImageFetch({ postId, url: `${base}/cover.png`, requestId: 'req-000004' }, job())).resolves.toEqual({ outcome: 'post-gone' });
  });

  it('gives up on bytes that never convert: the post shows no picture, and a new picture clears the failure', async () => {
    const postId = await newPost();
    const broken = (await sharp({ create: { width: 800, height: 800, channels: 3, background: '#c93' } }).jpeg().toBuffer()).subarray(0, 300);
    await repositories.blogPosts.saveImage(postId, { data: broken, contentType: 'image/jpeg', checksum: sha256(broken) });
    await expect(processorFor(true).imageVariant({ owner: 'blog', ownerId: postId, checksum: sha256(broken) })).rejects.toThrow(UnrecoverableError);
    expect((await repositories.blogPosts.storedImage(postId))?.failedAt).toBeInstanceOf(Date);
    expect((await repositories.blogPosts.findById(postId))?.imageState).toBe('failed');

    await repositories.blogPosts.saveImage(postId, { data: picture, contentType: 'image/png', checksum: sha256(picture) });
    expect((await repositories.blogPosts.findById(postId))?.imageState).toBe('pending');
  });
});
