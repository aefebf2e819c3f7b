// The blog (issue 18): the back office's writes and their rules, who may call them, the public
// list, post, sitemap and view counts, the sanitized HTML, and featured pictures made by the real
// worker. One app for the file; the worker runs only for the pictures block at the end.
import {
  BLOG_MESSAGES as M,
  BLOG_PAGE_SIZE,
  BLOG_VIEW_WINDOW_SECONDS,
  DIRECTORY_MESSAGES,
  ERROR_CODES,
  type AdminBlogListResponse,
  type AdminBlogPost,
  type AdminBlogWriteResponse,
  type BlogListResponse,
  type BlogPost,
  type BlogPostWriteInput,
  type BlogSitemapResponse,
} from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createUser, signedIn, type CreatedUser } from './support/fixtures';
import { png } from './support/images';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

type Agent = Awaited<ReturnType<typeof signedIn>>;

const unique = (base: string) => `${base} ${randomBytes(3).toString('hex')}`;

const POST: BlogPostWriteInput = {
  title: 'Ten thrift store finds that sell',
  content: '# Finds\n\nPyrex bowls, **cast iron** pans and [vintage lamps](https://example.com/lamps).',
  excerpt: 'What to look for on your next trip.',
  category: 'Sourcing',
  tags: ['thrift', 'pyrex'],
};

describe('blog', () => {
  let t: TestApp;
  let adminUser: CreatedUser;
  let admin: Agent;
  let member: Agent;

  const create = (body: Record<string, unknown>) => admin.post('/api/admin/blog').send({ ...POST, ...body });
  const created = async (body: Record<string, unknown>): Promise<AdminBlogPost> => {
    const res = await create(body);
    if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as AdminBlogWriteResponse).post;
  };
  const publicList = async (query = '') => (await request(t.server).get(`/api/blog/posts${query}`).expect(200)).body as BlogListResponse;
  const publicPost = async (slug: string) => (await request(t.server).get(`/api/blog/posts/${slug}`).expect(200)).body as BlogPost;
  const storedPosts = async () => (await createRepositories(t.db).blogPosts.adminPage({ status: 'all', limit: 1, offset: 0 })).total;

  beforeAll(async () => {
    t = await startTestApp();
    adminUser = await createUser(t.db, { isAdmin: true });
    admin = await signedIn(t.server, adminUser);
    member = await signedIn(t.server, await createUser(t.db, { subscriptionStatus: 'active', subscriptionPlan: 'monthly' }));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  describe('back office writes', () => {
    it('creates, reads, edits and deletes a post, with the server computing slug, author, read time and dates', async () => {
      const title = unique('Estate sale tips & tricks');
      const res = await create({ title, status: 'draft', tags: 'estate, tips , estate', content: 'word '.repeat(450) });
      expect(res.status).toBe(201);
      const draft = (res.body as AdminBlogWriteResponse).post;
      expect(res.body).toMatchObject({ id: draft.id, message: M.created });
      expect(draft).toMatchObject({
        title,
        slug: `estate-sale-tips-and-tricks-${title.slice(-6)}`,
        status: 'draft',
        author: adminUser.username, // no name on the account: the username
        tags: ['estate', 'tips'],
        readTime: 3,
        views: 0,
        publishedAt: null,
        featuredImage: null,
        imagePending: false,
        metaTitle: null,
      });
      expect((await admin.get(`/api/admin/blog/${draft.id}`).expect(200)).body).toEqual(draft);

      // The first publication sets publishedAt; a later edit keeps it and moves updatedAt. A blank slug keeps the post's.
      const published = (await admin.put(`/api/admin/blog/${draft.id}`).send({ ...POST, title, slug: '', status: 'published', author: 'Guest Writer', metaTitle: 'Estate sales' }).expect(200))
        .body as AdminBlogWriteResponse;
      expect(published).toMatchObject({ message: M.updated, post: { slug: draft.slug, status: 'published', author: 'Guest Writer', metaTitle: 'Estate sales', readTime: 1 } });
      expect(published.post.publishedAt).not.toBeNull();
      const edited = (await admin.put(`/api/admin/blog/${draft.id}`).send({ ...POST, title, slug: 'estate-sale-tips' }).expect(200)).body as AdminBlogWriteResponse;
      expect(edited.post).toMatchObject({ slug: 'estate-sale-tips', publishedAt: published.post.publishedAt });
      expect(new Date(edited.post.updatedAt).getTime()).toBeGreaterThan(new Date(published.post.updatedAt).getTime());

      expect((await admin.delete(`/api/admin/blog/${draft.id}`).expect(200)).body).toEqual({ id: draft.id, message: M.deleted });
      for (const call of [admin.get(`/api/admin/blog/${draft.id}`), admin.delete(`/api/admin/blog/${draft.id}`), admin.put(`/api/admin/blog/${draft.id}`).send(POST)]) {
        expect(await call.then((r) => [r.status, r.body.message])).toEqual([404, M.notFound]);
      }
      expect((await admin.get('/api/admin/blog/abc')).status).toBe(400);
    });

    it('numbers a generated slug that is taken, and refuses a given slug that is taken (409)', async () => {
      const title = unique('Garage sale haul');
      const first = await created({ title });
      const second = await created({ title });
      expect(second.slug).toBe(`${first.slug}-2`);

      const before = await storedPosts();
      expect(await create({ title: 'Another post', slug: first.slug }).then((r) => [r.status, r.body.message])).toEqual([409, M.slugTaken]);
      expect(await admin.put(`/api/admin/blog/${second.id}`).send({ ...POST, slug: first.slug }).then((r) => [r.status, r.body.message])).toEqual([409, M.slugTaken]);
      expect(await storedPosts()).toBe(before);
      expect((await admin.get(`/api/admin/blog/${second.id}`).expect(200)).body.slug).toBe(second.slug);
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['a short title', { title: 'ab' }, M.titleTooShort],
      ['a missing title', { title: undefined }, M.titleRequired],
      ['a bad slug', { slug: 'Not A Slug' }, M.slugInvalid],
      ['a title with nothing to make a slug from', { title: '!!! ???' }, M.slugFromTitleImpossible],
      ['blank content', { content: '   ' }, M.contentRequired],
      ['content past 100,000 characters', { content: 'x'.repeat(100_001) }, M.contentTooLong],
      ['a missing excerpt', { excerpt: '' }, M.excerptRequired],
      ['a long excerpt', { excerpt: 'x'.repeat(501) }, M.excerptTooLong],
      ['a missing category', { category: undefined }, M.categoryRequired],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) }, M.tooManyTags],
      ['a 41-character tag', { tags: ['x'.repeat(41)] }, M.tagTooLong],
      ['a long meta title', { metaTitle: 'x'.repeat(71) }, M.metaTitleTooLong],
      ['a long meta description', { metaDescription: 'x'.repeat(161) }, M.metaDescriptionTooLong],
      ['long keywords', { keywords: 'x'.repeat(256) }, M.keywordsTooLong],
      ['an unknown status', { status: 'archived' }, M.statusInvalid],
      ['a javascript: picture address', { imageUrl: 'javascript:alert(1)' }, M.imageUrlInvalid],
      ['a private picture address', { imageUrl: 'http://127.0.0.1/a.png' }, M.imageUrlPrivate],
    ])('refuses %s with 400 and its message, storing nothing', async (_case, body, message) => {
      const before = await storedPosts();
      expect(await create({ title: unique('Valid title'), ...body }).then((r) => [r.status, r.body.message])).toEqual([400, message]);
      expect(await storedPosts()).toBe(before);
    });

    it('takes the form as multipart (tags as comma-separated or JSON list text) and a 100,000-character post as JSON', async () => {
      const title = unique('Multipart post');
      const form = await admin
        .post('/api/admin/blog')
        .field('title', title)
        .field('content', POST.content as string)
        .field('excerpt', 'From a form')
        .field('category', 'Sourcing')
        .field('tags', '["flea", "markets"]')
        .field('status', 'draft');
      expect([form.status, form.body.post?.tags, form.body.post?.status]).toEqual([201, ['flea', 'markets'], 'draft']);

      const long = await create({ title: unique('Long read'), content: `${'word '.repeat(19_999)}ok`, tags: 'a, b' });
      expect([long.status, long.body.post?.readTime, long.body.post?.tags]).toEqual([201, 100, ['a', 'b']]);
    });

    it('previews markdown with the public renderer', async () => {
      const res = await admin.post('/api/admin/blog/preview').send({ content: '## Hi\n\n<script>alert(1)</script>\n\n[x](https://example.com)' }).expect(200);
      expect(res.body).toEqual({ html: '<h2>Hi</h2>\n\n<p><a href="https://example.com" rel="noopener nofollow">x</a></p>\n' });
      expect((await admin.post('/api/admin/blog/preview').send({ content: '' }).expect(200)).body).toEqual({ html: '' });
    });

    it('lists posts for the table, last change first, filtered by status and search', async () => {
      const marker = randomBytes(4).toString('hex');
      const draft = await created({ title: `Filter draft ${marker}`, status: 'draft' });
      const live = await created({ title: `Filter live ${marker}` });
      const list = async (query: string) => (await admin.get(`/api/admin/blog?search=${marker}${query}`).expect(200)).body as AdminBlogListResponse;
      expect((await list('')).posts.map((p) => p.id)).toEqual([live.id, draft.id]);
      expect((await list('&status=draft')).posts.map((p) => p.id)).toEqual([draft.id]);
      const page = await list('&status=published&limit=1');
      expect(page).toMatchObject({ pagination: { page: 1, total: 1, totalPages: 1, hasMore: false } });
      expect(page.posts[0]).toMatchObject({ id: live.id, status: 'published', category: 'Sourcing', views: 0 });
      expect(page.posts[0]).not.toHaveProperty('content');
      expect(await admin.get('/api/admin/blog?status=archived').then((r) => [r.status, r.body.message])).toEqual([400, M.statusFilterInvalid]);
    });

    it('is for admins only: visitors get 401, members 403', async () => {
      const id = (await created({ title: unique('Guarded') })).id;
      const calls: Array<[string, (agent: ReturnType<typeof request.agent>) => ReturnType<Agent['get']>]> = [
        ['list', (a) => a.get('/api/admin/blog')],
        ['read', (a) => a.get(`/api/admin/blog/${id}`)],
        ['create', (a) => a.post('/api/admin/blog').send(POST)],
        ['edit', (a) => a.put(`/api/admin/blog/${id}`).send(POST)],
        ['delete', (a) => a.delete(`/api/admin/blog/${id}`)],
        ['preview', (a) => a.post('/api/admin/blog/preview').send({ content: 'x' })],
      ];
      for (const [name, call] of calls) {
        const visitor = await call(request.agent(t.server));
        const asMember = await call(member);
        expect([name, visitor.status, visitor.body.code, asMember.status, asMember.body.code]).toEqual([name, 401, ERROR_CODES.authRequired, 403, ERROR_CODES.adminRequired]);
      }
      expect((await admin.get(`/api/admin/blog/${id}`)).status).toBe(200);
    });
  });

  describe('public blog', () => {
    const category = `Cat ${randomBytes(3).toString('hex')}`;
    let posts: AdminBlogPost[];
    let draft: AdminBlogPost;

    beforeAll(async () => {
      posts = [];
      for (let i = 0; i < BLOG_PAGE_SIZE + 2; i++) posts.push(await created({ title: unique(`Listed post ${i}`), category }));
      draft = await created({ title: unique('Secret draft'), category, status: 'draft' });
    });

    it('lists published posts newest first, by category, with pagination and category counts, never drafts', async () => {
      const newestFirst = [...posts].reverse().map((p) => p.id);
      const first = await publicList(`?category=${encodeURIComponent(category)}`);
      expect(first.posts.map((p) => p.id)).toEqual(newestFirst.slice(0, BLOG_PAGE_SIZE));
      expect(first.pagination).toEqual({ page: 1, total: BLOG_PAGE_SIZE + 2, totalPages: 2, hasMore: true });
      expect(first.categories).toContainEqual({ name: category, count: BLOG_PAGE_SIZE + 2 });
      expect(first.posts[0]).toEqual({
        id: posts.at(-1)!.id,
        title: posts.at(-1)!.title,
        slug: posts.at(-1)!.slug,
        excerpt: POST.excerpt,
        category,
        tags: ['thrift', 'pyrex'],
        author: adminUser.username,
        publishedAt: posts.at(-1)!.publishedAt,
        updatedAt: posts.at(-1)!.updatedAt,
        readTime: 1,
        views: 0,
        featuredImage: null,
      });

      const second = await publicList(`?category=${encodeURIComponent(category)}&page=2`);
      expect(second.posts.map((p) => p.id)).toEqual(newestFirst.slice(BLOG_PAGE_SIZE));
      expect(second.pagination).toEqual({ page: 2, total: BLOG_PAGE_SIZE + 2, totalPages: 2, hasMore: false });

      const all = await publicList();
      expect(all.posts.map((p) => p.id)).not.toContain(draft.id);
      expect(all.posts.map((p) => p.id).slice(0, 2)).toEqual(newestFirst.slice(0, 2));
      expect((await publicList('?category=nothing-here')).posts).toEqual([]);
      expect(await request(t.server).get('/api/blog/posts?page=0').then((r) => [r.status, r.body.message])).toEqual([400, DIRECTORY_MESSAGES.pageInvalid]);
    });

    it('answers a post with its HTML and related posts; drafts and unknown slugs are 404; the sitemap lists published posts', async () => {
      const post = await publicPost(posts[3].slug);
      expect(post).toMatchObject({ id: posts[3].id, slug: posts[3].slug, metaTitle: null, keywords: null });
      expect(post.contentHtml).toBe(
        '<h1>Finds</h1>\n<p>Pyrex bowls, <strong>cast iron</strong> pans and <a href="https://example.com/lamps" rel="noopener nofollow">vintage lamps</a>.</p>\n',
      );
      expect(post).not.toHaveProperty('content');
      // Up to three others of the category, newest first.
      expect(post.related.map((p) => p.id)).toEqual([...posts].reverse().map((p) => p.id).slice(0, 3));

      for (const slug of [draft.slug, 'no-such-post', 'Not%20A%20Slug', 'x'.repeat(300)]) {
        expect(await request(t.server).get(`/api/blog/posts/${slug}`).then((r) => [slug, r.status, r.body.message])).toEqual([slug, 404, M.notFound]);
      }
      // Unpublishing hides it again.
      await admin.put(`/api/admin/blog/${posts[0].id}`).send({ ...POST, title: posts[0].title, category, status: 'draft' }).expect(200);
      expect((await request(t.server).get(`/api/blog/posts/${posts[0].slug}`)).status).toBe(404);

      const sitemap = (await request(t.server).get('/api/blog/sitemap').expect(200)).body as BlogSitemapResponse;
      const slugs = sitemap.posts.map((p) => p.slug);
      expect(slugs).toContain(posts[3].slug);
      expect(slugs).not.toContain(draft.slug);
      expect(slugs).not.toContain(posts[0].slug);
      expect(sitemap.posts.find((p) => p.slug === posts[3].slug)).toEqual({ slug: posts[3].slug, updatedAt: posts[3].updatedAt });
    });

    it('answers public routes cacheable, without a cookie even to a signed-in member', async () => {
      for (const path of ['/api/blog/posts', `/api/blog/posts/${posts[5].slug}`, '/api/blog/sitemap']) {
        const res = await member.get(path).expect(200);
        expect([path, res.headers['cache-control'], res.headers['set-cookie']]).toEqual([path, expect.stringMatching(/^public, max-age=\d+$/), undefined]);
      }
    });

    it('counts a view once per visitor per day: signed-in member by account, visitor by address and browser', async () => {
      const { slug, id } = posts[6];
      const viewsOf = async () => (await publicPost(slug)).views;
      const view = (agent: ReturnType<typeof request.agent>, userAgent = 'Browser A') => agent.post(`/api/blog/posts/${slug}/views`).set('User-Agent', userAgent);

      const visitor = request.agent(t.server);
      for (let i = 0; i < 3; i++) expect((await view(visitor)).status).toBe(204);
      expect(await viewsOf()).toBe(1);
      await view(request.agent(t.server)).expect(204); // same address and browser: the same visitor
      expect(await viewsOf()).toBe(1);
      await view(request.agent(t.server), 'Browser B').expect(204);
      expect(await viewsOf()).toBe(2);
      await view(member, 'Browser A').expect(204);
      await view(member, 'Browser C').expect(204); // the account, whatever the browser
      expect(await viewsOf()).toBe(3);

      const keys = await t.redis.keys(`${t.redisKeyPrefix}blog-view:${id}:*`);
      expect(keys).toHaveLength(3);
      const ttl = await t.redis.ttl(keys[0]);
      expect(ttl).toBeGreaterThan(BLOG_VIEW_WINDOW_SECONDS - 60);
      expect(ttl).toBeLessThanOrEqual(BLOG_VIEW_WINDOW_SECONDS);
      expect(keys.join()).not.toContain('127.0.0.1');

      for (const target of [draft.slug, 'no-such-post']) {
        const res = await request(t.server).post(`/api/blog/posts/${target}/views`);
        expect([target, res.status, res.body.message]).toEqual([target, 404, M.notFound]);
      }
      expect((await admin.get(`/api/admin/blog/${draft.id}`).expect(200)).body.views).toBe(0);
    });

    it('never serves script, javascript: links or event handlers in contentHtml', async () => {
      const hostile = [
        '<script>alert(1)</script>',
        '[x](javascript:alert(1))',
        '<a href="javascript:alert(1)">y</a>',
        '<img src=x onerror=alert(1)>',
        '<iframe src="https://evil.test"></iframe>',
        '<p style="color:red" onclick="alert(1)">styled</p>',
        '![pic](https://example.com/pic.png)',
      ].join('\n\n');
      const post = await created({ title: unique('Hostile markdown'), content: hostile });
      const html = (await publicPost(post.slug)).contentHtml;
      expect(html).not.toMatch(/<script|<iframe|onerror|onclick|style=|href="javascript:|src="javascript:/i);
      expect(html).toContain('<img src="https://example.com/pic.png" alt="pic" />');
      expect(html).toContain('<p>styled</p>');
      // The admin gets the markdown as written.
      expect((await admin.get(`/api/admin/blog/${post.id}`).expect(200)).body.content).toBe(hostile);
    });
  });

  describe('featured pictures', () => {
    let worker: RunningWorker;

    it('queues a fetch for a picture address (the worker downloads it) and refuses bad files before storing anything', async () => {
      const url = 'https://images.example.com/lamp.png';
      const res = await create({ title: unique('Picture by address'), imageUrl: url });
      expect([res.status, res.body.post?.imagePending, res.body.post?.featuredImage]).toEqual([201, true, null]);
      const jobs = (await t.imagesQueue.getJobs(['waiting', 'delayed', 'prioritized'])).filter((job) => job?.name === 'blog-image-fetch' && job.data.postId === res.body.id);
      expect(jobs.map((job) => job.data.url)).toEqual([url]);
      await Promise.all(jobs.map((job) => job.remove())); // no network here: the worker below must not try it

      const before = await storedPosts();
      const upload = async (bytes: Buffer, filename: string, contentType: string) =>
        admin.post('/api/admin/blog').field('title', unique('Bad picture')).field('content', 'x').field('excerpt', 'x').field('category', 'x').attach('image', bytes, { filename, contentType });
      expect(await upload(Buffer.from('not a picture'), 'a.png', 'image/png').then((r) => [r.status, r.body.message])).toEqual([400, M.imageTypeNotAllowed]);
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } }).gif().toBuffer();
      expect(await upload(gif, 'a.gif', 'image/gif').then((r) => [r.status, r.body.message])).toEqual([400, M.imageTypeNotAllowed]);
      expect(await upload(Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]), 'big.png', 'image/png').then((r) => [r.status, r.body.message])).toEqual([413, M.imageTooLarge]);
      expect(await storedPosts()).toBe(before);
    });

    it('makes an uploaded picture 1200x630 WebP in the worker, served publicly at a versioned address; a draft picture only to admins', async () => {
      worker = startWorker(t, { LOG_LEVEL: 'info' });
      try {
        const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#36c' } }).jpeg().withExif({ IFD0: { Make: 'Canon' } }).toBuffer();
        const res = await admin
          .post('/api/admin/blog')
          .field('title', unique('With a picture'))
          .field('content', 'A post with a picture.')
          .field('excerpt', 'Picture post')
          .field('category', 'Pictures')
          .field('status', 'draft')
          .attach('image', photo, { filename: 'photo.jpg', contentType: 'image/jpeg' });
        expect(res.status).toBe(201);
        const id = (res.body as AdminBlogWriteResponse).id;
        expect((res.body as AdminBlogWriteResponse).post.imagePending || (res.body as AdminBlogWriteResponse).post.featuredImage !== null).toBe(true);

        const ready = await worker.waitFor('the 1200x630 picture', async () => {
          const post = (await admin.get(`/api/admin/blog/${id}`).expect(200)).body as AdminBlogPost;
          return post.featuredImage ? post : null;
        }, { intervalMs: 100 });
        expect(ready.imagePending).toBe(false);
        expect(ready.featuredImage).toMatch(new RegExp(`^/api/images/blog/${id}\\?v=[0-9a-f]{16}$`));

        // A draft's picture: admins only.
        const asAdmin = await admin.get(ready.featuredImage!).buffer(true).expect(200);
        expect([asAdmin.headers['content-type'], asAdmin.headers['cache-control']]).toEqual(['image/webp', 'private, no-cache']);
        const meta = await sharp(asAdmin.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1200, 630, undefined]);
        expect((await request(t.server).get(ready.featuredImage!)).status).toBe(404);
        expect((await member.get(ready.featuredImage!)).status).toBe(404);

        // Published: public, cached for a year at its versioned address, never with a cookie.
        const published = (await admin.put(`/api/admin/blog/${id}`).send({ ...POST, title: ready.title, status: 'published' }).expect(200)).body as AdminBlogWriteResponse;
        expect(published.post.featuredImage).toBe(ready.featuredImage);
        const served = await member.get(ready.featuredImage!).buffer(true).expect(200);
        expect([served.headers['cache-control'], served.headers['set-cookie']]).toEqual(['public, max-age=31536000, immutable', undefined]);
        expect((await request(t.server).get(ready.featuredImage!).set('If-None-Match', served.headers.etag)).status).toBe(304);
        expect((await publicPost(ready.slug)).featuredImage).toBe(ready.featuredImage);
        expect((await request(t.server).get(`/api/images/blog/${id}?v=old`)).headers['cache-control']).toBe('public, max-age=300');

        // Removing it: no picture any more.
        const removed = (await admin.put(`/api/admin/blog/${id}`).send({ ...POST, title: ready.title, removeImage: true }).expect(200)).body as AdminBlogWriteResponse;
        expect(removed.post).toMatchObject({ featuredImage: null, imagePending: false });
        expect((await request(t.server).get(ready.featuredImage!)).status).toBe(404);
      } finally {
        await worker.stop();
      }
    }, 120_000);
  });
});
