import { catalogueVersionKey, createRepositories, itemImagePath, type Repositories } from '@bolo/db';
import { IMAGE_VARIANT_JOB, imageVariantJobId } from '@bolo/contracts';
import { deleteRedisKeys, uniqueRedisPrefix } from '@bolo/server-kit';
import { Logger } from '@nestjs/common';
import { Queue, type Job } from 'bullmq';
import Redis from 'ioredis';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadWorkerConfig } from '../src/config/worker-config';
import { ImageFetchError } from '../src/images/image-fetch-error';
import { ImagesProcessor } from '../src/images/images.processor';
import { ItemImageFetcher } from '../src/images/item-image-fetcher';
import { createTestDatabase, REDIS_URL, sha256 } from './support';

// The item-image-fetch job against a real database, Redis and a local HTTP server.
describe('item-image-fetch job', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let repositories: Repositories;
  let redis: Redis;
  let queue: Queue;
  let server: Server;
  let base: string;
  let picture: Buffer;
  const prefix = uniqueRedisPrefix();
  const redisKeyPrefix = `${prefix}:`;
  const requests: string[] = [];
  const slowResponses = new Set<import('node:http').ServerResponse>();

  /** A fetcher (and the processor that maps its refusals) with the given settings. */
  function setUp(settings: { allowPrivate: boolean; timeoutMs?: number }) {
    const fetcher = new ItemImageFetcher(repositories, queue, redis, {
      redisKeyPrefix,
      imageFetchTimeoutMs: settings.timeoutMs ?? 5000,
      imageFetchAllowPrivate: settings.allowPrivate,
    });
    const processor = new ImagesProcessor(repositories.itemImages, repositories.comments, loadWorkerConfig({ NODE_ENV: 'test' }), fetcher);
    return { fetcher, processor };
  }

  const job = (timestamp = Date.now()) => ({ timestamp }) as Job;
  const newItem = () =>
    repositories.items.create({
      name: 'Vintage Pyrex Bowl',
      description: 'Colourful nesting bowls.',
      category: 'Home & Kitchen',
      subcategory: 'Glassware',
      status: 'draft',
      buyPrice: '$2 - $8',
      soldRange: '$25 - $60',
      platforms: ['eBay'],
      source: ['Thrift Stores'],
      createdBy: null,
    });
  const catalogueVersion = async () => Number((await redis.get(catalogueVersionKey(redisKeyPrefix))) ?? 0);

  beforeAll(async () => {
    Logger.overrideLogger(false); // refusals are logged as warnings, expected here
    db = await createTestDatabase();
    repositories = createRepositories(db.dataSource);
    redis = new Redis(REDIS_URL);
    queue = new Queue('images', { connection: { url: REDIS_URL }, prefix });
    picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).png().toBuffer();

    server = createServer((req, res) => {
      requests.push(req.url ?? '');
      const [path, query] = (req.url ?? '').split('?');
      if (path === '/bowl.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      // Content is judged by its bytes: an image/png header does not make text a picture.
      if (path === '/text.png') return res.writeHead(200, { 'content-type': 'image/png' }).end('<html>not a picture</html>');
      if (path === '/animation.gif') {
        return void sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer().then((gif) => res.writeHead(200).end(gif));
      }
      if (path === '/declared-huge') return res.writeHead(200, { 'content-length': String(6 * 1024 * 1024) }).end();
      if (path === '/streamed-huge') {
        // Chunked, no length: the worker must count and cut off itself.
        res.writeHead(200, { 'content-type': 'image/png' });
        res.write(picture);
        const chunk = Buffer.alloc(256 * 1024);
        let sent = 0;
        const pump = () => {
          while (sent < 8 * 1024 * 1024 && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        return pump();
      }
      if (path === '/slow') {
        slowResponses.add(res);
        res.writeHead(200, { 'content-type': 'image/png' });
        return void res.write(picture.subarray(0, 10)); // then nothing
      }
      if (path === '/missing.png') return res.writeHead(404).end();
      if (path === '/redirect-to') return res.writeHead(307, { location: new URLSearchParams(query).get('to') ?? '/' }).end();
      if (path === '/redirect') return res.writeHead(302, { location: '/bowl.png' }).end();
      if (path === '/loop') return res.writeHead(302, { location: `/loop?n=${Number(query?.split('=')[1] ?? 0) + 1}` }).end();
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    for (const res of slowResponses) res.destroy();
    await new Promise((resolve) => server?.close(resolve));
    await queue?.obliterate({ force: true }).catch(() => undefined);
    await queue?.close();
    await deleteRedisKeys(redis, `${prefix}*`);
    await redis?.quit();
    await db?.drop();
  });

  describe('allowed to reach the local test server', () => {
    it('stores the picture, points the item at it, queues its card and retires cached directory pages', async () => {
      const { processor } = setUp({ allowPrivate: true });
      const itemId = await newItem();
      const before = await catalogueVersion();

      await expect(processor.itemImageFetch({ itemId, url: `${base}/bowl.png`, requestId: 'req-000001' }, job())).resolves.toEqual({
        outcome: 'stored',
        bytes: picture.length,
        checksum: sha256(picture),
      });

      const stored = await repositories.itemImages.stored(itemId);
      expect(stored).toMatchObject({ contentType: 'image/png', checksum: sha256(picture) });
      expect(Buffer.compare(stored!.data, picture)).toBe(0);
      expect((await repositories.items.findForAdmin(itemId))?.image).toBe(itemImagePath(itemId));
      const card = await queue.getJob(imageVariantJobId('item', itemId, sha256(picture)));
      expect(card?.name).toBe(IMAGE_VARIANT_JOB);
      expect(card?.data).toEqual({ owner: 'item', ownerId: itemId, checksum: sha256(picture) });
      expect(await catalogueVersion()).toBe(before + 1);

      // And the card job it queued then makes the card.
      await expect(processor.imageVariant({ owner: 'item', ownerId: itemId, checksum: sha256(picture) })).resolves.toMatchObject({ outcome: 'created' });
    });

    it('follows a redirect', async () => {
      const { processor } = setUp({ allowPrivate: true });
      const itemId = await newItem();
      await expect(processor.itemImageFetch({ itemId, url: `${base}/redirect`, requestId: 'req-000002' }, job())).resolves.toMatchObject({ outcome: 'stored' });
    });

    it('resolves every hop itself and connects to the address it vetted (no second DNS lookup)', async () => {
      const names: string[] = [];
      const fetcher = new ItemImageFetcher(
        repositories,
        queue,
        redis,
        { redisKeyPrefix, imageFetchTimeoutMs: 5000, imageFetchAllowPrivate: true },
        // Names no DNS server knows: the fetch can only succeed by connecting to what this answered.
        { resolve: async (hostname) => (names.push(hostname), [{ address: '127.0.0.1', family: 4 }]) },
      );
      const port = (server.address() as AddressInfo).port;
      const itemId = await newItem();
      const next = encodeURIComponent(`http://second.invalid:${port}/bowl.png`);
      await expect(fetcher.fetchAndStore({ itemId, url: `http://first.invalid:${port}/redirect-to?to=${next}`, requestId: 'req-000008' }, Date.now())).resolves.toMatchObject({
        outcome: 'stored',
      });
      expect(names).toEqual(['first.invalid', 'second.invalid']);
    });

    it.each([
      ['content that is not an image, whatever its header says', '/text.png', 'Only JPEG, PNG, and WebP images are allowed'],
      ['a GIF', '/animation.gif', 'Only JPEG, PNG, and WebP images are allowed'],
      ['a body declared over 5 MB', '/declared-huge', 'larger than 5242880 bytes'],
      ['a body streamed past 5 MB', '/streamed-huge', 'larger than 5242880 bytes'],
      ['a missing picture', '/missing.png', 'answered HTTP 404'],
      ['more than 3 redirects', '/loop', 'more than 3 redirects'],
      ['a scheme other than http(s)', 'ftp://127.0.0.1/a.png', 'only http and https'],
    ])('refuses %s without retrying, storing nothing', async (_case, path, reason) => {
      const { processor } = setUp({ allowPrivate: true });
      const itemId = await newItem();
      const before = await catalogueVersion();
      const url = path.includes('://') ? path : `${base}${path}`;
      await expect(processor.itemImageFetch({ itemId, url, requestId: 'req-000003' }, job())).rejects.toMatchObject({
        name: 'UnrecoverableError',
        message: expect.stringContaining(reason),
      });
      expect(await repositories.itemImages.stored(itemId)).toBeNull();
      expect((await repositories.items.findForAdmin(itemId))?.image).toBeNull();
      expect(await catalogueVersion()).toBe(before);
    });

    it('gives up at the timeout and lets the job retry', async () => {
      const { processor } = setUp({ allowPrivate: true, timeoutMs: 300 });
      const itemId = await newItem();
      const started = Date.now();
      const failure = await processor.itemImageFetch({ itemId, url: `${base}/slow`, requestId: 'req-000004' }, job()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImageFetchError);
      expect(failure).toMatchObject({ retryable: true, message: 'timed out after 300 ms' });
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await repositories.itemImages.stored(itemId)).toBeNull();
    });

    it('does not overwrite a picture uploaded after the job was queued', async () => {
      const { fetcher } = setUp({ allowPrivate: true });
      const itemId = await newItem();
      const queuedAt = Date.now() - 60_000;
      const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#33c' } }).jpeg().toBuffer();
      await repositories.itemImages.saveOriginal(itemId, { data: other, contentType: 'image/jpeg', checksum: sha256(other) });
      await expect(fetcher.fetchAndStore({ itemId, url: `${base}/bowl.png`, requestId: 'req-000005' }, queuedAt)).resolves.toEqual({ outcome: 'superseded' });
      expect((await repositories.itemImages.stored(itemId))?.checksum).toBe(sha256(other));
    });

    it('is done for an item deleted meanwhile, without fetching', async () => {
      const { fetcher } = setUp({ allowPrivate: true });
      const itemId = await newItem();
      await repositories.items.delete(itemId);
      const seen = requests.length;
      await expect(fetcher.fetchAndStore({ itemId, url: `${base}/bowl.png`, requestId: 'req-000006' }, Date.now())).resolves.toEqual({ outcome: 'item-gone' });
      expect(requests.length).toBe(seen);
    });
  });

  describe('as in production (private addresses refused)', () => {
    it.each(['127.0.0.1', 'localhost', '[::1]'])('refuses %s before connecting, storing nothing', async (host) => {
      const { processor } = setUp({ allowPrivate: false });
      const itemId = await newItem();
      const seen = requests.length;
      const url = `http://${host}:${(server.address() as AddressInfo).port}/bowl.png`;
      await expect(processor.itemImageFetch({ itemId, url, requestId: 'req-000007' }, job())).rejects.toMatchObject({
        name: 'UnrecoverableError',
        message: expect.stringContaining('private'),
      });
      expect(requests.length).toBe(seen);
      expect(await repositories.itemImages.stored(itemId)).toBeNull();
    });

  });

  it('refuses the allow-private switch in production', () => {
    expect(() => loadWorkerConfig({ NODE_ENV: 'production', WORKER_IMAGE_FETCH_ALLOW_PRIVATE: 'true' })).toThrow(/WORKER_IMAGE_FETCH_ALLOW_PRIVATE is for tests only/);
    expect(loadWorkerConfig({ NODE_ENV: 'test' })).toMatchObject({ imageFetchTimeoutMs: 10_000, imageFetchAllowPrivate: false });
  });
});
