import {
  ADMIN_MESSAGES,
  enqueue,
  ERROR_CODES,
  ERROR_MESSAGES,
  jobIdOf,
  PROPOSAL_MESSAGES,
  PROPOSALS_PER_HOUR,
  sendEmailJob,
  type AdminItemsResponse,
  type BoloItem,
  type ItemWriteResponse,
  type SavedListResponse,
} from '@bolo/contracts';
import { createRepositories } from '@bolo/db';
import { JobQueues, startMailInbox, type RunningMailInbox } from '@bolo/server-kit';
import { createItem, createUser, signedIn, subscriberSpec, type CreatedUser } from './support/fixtures';
import { jpeg } from './support/images';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

// Member proposals (issue 17; admin-side §2 "/admin/add-bolo user-proposed", §5, §8): any signed-in
// user may propose an item; it is a draft of theirs on their saved list until an admin publishes
// it, and then the worker e-mails them.

const APP_URL = 'http://bolo.example.test';

type Agent = Awaited<ReturnType<typeof signedIn>>;

/** What the member form sends after its cleaning (admin-side §3): prices as text, lists as JSON text. */
const PROPOSAL = {
  name: 'Pyrex Mixing Bowls (set of 4)',
  description: 'Colourful vintage nesting bowls that resell quickly.',
  notes: 'Look for the primary colours set.',
  category: 'Home & Kitchen',
  subcategory: 'Glassware',
  buyPrice: '$2 - $8',
  soldRange: '$25 - $60',
  platforms: JSON.stringify(['eBay', 'Etsy']),
  source: JSON.stringify(['Thrift Stores', 'Retail Arbitrage']),
  condition: 'good',
  tags: '',
  updated: '2020-01-01T00:00:00.000Z',
};

describe('member proposals', () => {
  let t: TestApp;
  let adminUser: CreatedUser;
  let admin: Agent;

  const repositories = () => createRepositories(t.db);
  const emailQueue = () => t.app.get(JobQueues).queue(sendEmailJob.queue);
  const itemsOf = async (user: CreatedUser) => repositories().items.countCreatedBy(user.id);

  /** A multipart proposal (the member form's request), fields overridden by `fields`. */
  function propose(agent: Agent, fields: Record<string, string> = {}, picture?: { bytes: Buffer; filename: string; contentType: string }) {
    let req = agent.post('/api/bolo-items/create');
    for (const [key, value] of Object.entries({ ...PROPOSAL, ...fields })) req = req.field(key, value);
    if (picture) req = req.attach('image', picture.bytes, { filename: picture.filename, contentType: picture.contentType });
    return req;
  }

  async function member(spec = {}): Promise<{ user: CreatedUser; agent: Agent }> {
    const user = await createUser(t.db, spec);
    return { user, agent: await signedIn(t.server, user) };
  }

  beforeAll(async () => {
    t = await startTestApp({ APP_URL });
    adminUser = await createUser(t.db, { isAdmin: true });
    admin = await signedIn(t.server, adminUser);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /api/bolo-items/create from a member', () => {
    it('stores a draft created by the member, with its picture, on their saved list, and says so', async () => {
      const { user, agent } = await member(); // no subscription: any signed-in user may propose
      const bytes = await jpeg(64, 64);
      const res = await propose(agent, {}, { bytes, filename: 'bowls.png', contentType: 'image/jpeg' }); // the crop keeps the file name
      expect(res.status).toBe(201);
      const body = res.body as ItemWriteResponse;
      expect(body).toMatchObject({ message: ADMIN_MESSAGES.proposalAdded.description, image: `/api/images/bolo-items/${body.id}`, imagePending: false });
      expect(body.item).toMatchObject({
        status: 'draft',
        name: PROPOSAL.name,
        buyPrice: '$2 - $8',
        soldRange: '$25 - $60',
        platforms: ['eBay', 'Etsy'],
        source: ['Thrift Stores', 'Retail Arbitrage'],
        createdBy: { id: user.id, username: user.username, isAdmin: false },
      });
      expect(res.headers['cache-control']).toBe('no-store');

      const stored = await repositories().items.findForAdmin(body.id);
      expect(stored).toMatchObject({ status: 'draft', createdBy: user.id });
      expect(await repositories().itemImages.stored(body.id)).toMatchObject({ contentType: 'image/jpeg' });

      const saved = await agent.get('/api/saved-bolos');
      expect(saved.status).toBe(200);
      const list = saved.body as SavedListResponse;
      expect(list.items.map((item) => [item.id, item.status])).toEqual([[body.id, 'draft']]);

      // The proposer opens their draft, although they have no subscription.
      const own = await agent.get(`/api/bolo-items/${body.id}`);
      expect([own.status, (own.body as BoloItem).status]).toEqual([200, 'draft']);
    });

    it('ignores a status it is sent: a proposal is always a draft', async () => {
      const { agent } = await member(subscriberSpec());
      const res = await propose(agent, { status: 'published' });
      expect(res.status).toBe(201);
      expect((await repositories().items.findForAdmin(res.body.id))?.status).toBe('draft');
    });

    it('answers 401 to a visitor, storing nothing', async () => {
      const before = await repositories().items.countByStatus();
      const res = await request(t.server).post('/api/bolo-items/create').send({ ...PROPOSAL });
      expect([res.status, res.body.message]).toEqual([401, ERROR_MESSAGES.authRequired]);
      expect(await repositories().items.countByStatus()).toEqual(before);
    });

    it.each([
      ['a name with characters a proposal may not use', { name: 'Bowls <b>!' }, ADMIN_MESSAGES.nameInvalidCharacters],
      ['a name of two characters', { name: 'TV' }, ADMIN_MESSAGES.nameTooShort],
      ['a name over 200 characters', { name: 'x'.repeat(201) }, ADMIN_MESSAGES.nameTooLong],
      ['a description under 10 characters', { description: 'Bowls' }, ADMIN_MESSAGES.descriptionTooShort],
      ['a description over 2000 characters', { description: 'x'.repeat(2001) }, ADMIN_MESSAGES.descriptionTooLong],
      ['notes over 1000 characters', { notes: 'x'.repeat(1001) }, ADMIN_MESSAGES.notesTooLong],
      ['a script in the description', { description: 'Nice bowls <script>alert(1)</script>' }, ADMIN_MESSAGES.invalidContent],
      ['a javascript: address in the notes', { notes: 'see JavaScript:alert(1)' }, ADMIN_MESSAGES.invalidContent],
      ['no category', { category: '' }, ADMIN_MESSAGES.categoryRequired],
      ['a price above 100,000', { soldRange: '$25 - $100001' }, ADMIN_MESSAGES.priceUnrealistic],
      ['a minimum price of 0', { buyPrice: '$0 - $8' }, ADMIN_MESSAGES.minBuyPriceRequired],
      ['a buy range the wrong way round', { buyPrice: '$8 - $2' }, ADMIN_MESSAGES.buyRangeInvalid],
      ['a sold range over 100 times its minimum', { soldRange: '$25 - $2600' }, ADMIN_MESSAGES.priceRangeUnrealistic],
      ['a minimum sell price not above the maximum buy price', { soldRange: '$8 - $60' }, `${ADMIN_MESSAGES.invalidPricing.title}: ${ADMIN_MESSAGES.invalidPricing.description}`],
      ['no platform', { platforms: '[]' }, ADMIN_MESSAGES.platformRequired],
      ['no source', { source: '[]' }, ADMIN_MESSAGES.sourceRequired],
      ['more than 10 platforms', { platforms: JSON.stringify(Array.from({ length: 11 }, (_, i) => `Market ${i}`)) }, 'At most 10 platforms'],
    ])('answers 400 to %s with the spec message, storing nothing', async (_case, fields, message) => {
      const { user, agent } = await member();
      const res = await propose(agent, fields);
      expect([res.status, res.body.message]).toEqual([400, message]);
      expect(await itemsOf(user)).toBe(0);
      expect(((await agent.get('/api/saved-bolos')).body as SavedListResponse).items).toEqual([]);
    });

    it('refuses a picture that is not JPEG, PNG or WebP by its bytes, and an image URL, storing nothing', async () => {
      const { user, agent } = await member();
      const text = await propose(agent, {}, { bytes: Buffer.from('just some text, not a picture'), filename: 'photo.jpg', contentType: 'image/jpeg' });
      expect([text.status, text.body.message]).toEqual([400, ADMIN_MESSAGES.imageTypeNotAllowed]);
      const url = await propose(agent, { imageUrl: 'https://example.com/bowl.jpg' });
      expect([url.status, url.body.message]).toEqual([400, PROPOSAL_MESSAGES.imageUrlNotAllowed]);
      expect(await itemsOf(user)).toBe(0);
    });

    it('refuses a picture over 5 MB with 413, storing nothing', async () => {
      const { user, agent } = await member();
      const res = await propose(agent, {}, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff), filename: 'big.jpg', contentType: 'image/jpeg' });
      expect([res.status, res.body.message]).toEqual([413, ADMIN_MESSAGES.imageFileTooLarge]);
      expect(await itemsOf(user)).toBe(0);
    });

    it(`limits a member to ${PROPOSALS_PER_HOUR} proposals an hour, counting only valid ones; admins are not limited`, async () => {
      const { user, agent } = await member();
      expect((await propose(agent, { name: 'No' })).status).toBe(400); // refused: not counted
      for (let i = 0; i < PROPOSALS_PER_HOUR; i++) expect((await propose(agent, { name: `Pyrex bowl ${i}` })).status).toBe(201);
      const limited = await propose(agent, { name: 'Pyrex bowl one too many' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ message: PROPOSAL_MESSAGES.tooMany, code: ERROR_CODES.rateLimited });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
      expect(await itemsOf(user)).toBe(PROPOSALS_PER_HOUR);
      // Another member has a limit of their own.
      expect((await propose((await member()).agent)).status).toBe(201);
      for (let i = 0; i <= PROPOSALS_PER_HOUR; i++) expect((await admin.post('/api/bolo-items/create').send({ ...PROPOSAL, name: `Admin bowl ${i}` })).status).toBe(201);
    });
  });

  describe('who sees a proposal', () => {
    let id: number;
    beforeAll(async () => {
      id = (await propose((await member()).agent)).body.id;
    });

    it('another member, subscribed or not, gets 404 and cannot save it; it is not in the directory', async () => {
      for (const other of [await member(subscriberSpec()), await member()]) {
        const res = await other.agent.get(`/api/bolo-items/${id}`);
        expect([res.status, res.body.message]).toEqual([404, 'Item not found']);
        expect((await other.agent.post('/api/saved-bolos').send({ boloItemId: id })).status).toBe(404);
      }
      const directory = await (await member(subscriberSpec())).agent.get('/api/bolo-items').query({ search: 'Pyrex Mixing Bowls' });
      expect((directory.body as { items: BoloItem[] }).items.map((item) => item.id)).not.toContain(id);
    });

    it('an admin reads it and finds it under the Proposals filter with its proposer', async () => {
      expect((await admin.get(`/api/bolo-items/${id}`)).status).toBe(200);
      const adminOwn = await createItem(t.db, { name: 'Admin lamp', status: 'draft', createdBy: adminUser.id });
      const nobodys = await createItem(t.db, { name: 'Imported lamp', status: 'draft', createdBy: null });
      const res = await admin.get('/api/admin/bolo-items').query({ origin: 'proposals', limit: '100' });
      expect(res.status).toBe(200);
      const { items, pagination } = res.body as AdminItemsResponse;
      expect(items.map((item) => item.id)).toContain(id);
      expect(items.map((item) => item.id)).not.toContain(adminOwn);
      expect(items.map((item) => item.id)).not.toContain(nobodys);
      expect(items.every((item) => item.createdBy !== null && !item.createdBy.isAdmin)).toBe(true);
      expect(pagination.total).toBe(items.length);
      const all = (await admin.get('/api/admin/bolo-items').query({ limit: '100' })).body as AdminItemsResponse;
      expect(all.pagination.total).toBeGreaterThan(pagination.total);
      // Combined with the status filter: a draft proposal is not among the published ones.
      const published = (await admin.get('/api/admin/bolo-items').query({ origin: 'proposals', status: 'published' })).body as AdminItemsResponse;
      expect(published.items.map((item) => item.id)).not.toContain(id);
      expect((await admin.get('/api/admin/bolo-items').query({ origin: 'members' })).status).toBe(400);
    });
  });

  describe('publishing a proposal e-mails the proposer (real worker, MailDev)', () => {
    let inbox: RunningMailInbox;
    let worker: RunningWorker;
    const emailOf = (user: CreatedUser) => `${user.username.toLowerCase()}@example.test`;
    const publish = (id: number, status: 'published' | 'draft' = 'published') => admin.put(`/api/bolo-items/${id}/status`).send({ status });
    const jobState = (id: number) => emailQueue().getJobState(jobIdOf(sendEmailJob, { template: 'proposal-published', itemId: id }));

    async function settled(id: number): Promise<void> {
      await worker.waitFor('the e-mail job to complete', async () => (await jobState(id)) === 'completed');
    }

    beforeAll(async () => {
      // The real worker, compiled, consuming this app's queues and database (as password-reset.int.spec.ts runs it).
      inbox = await startMailInbox();
      worker = startWorker(t, { SMTP_URL: inbox.smtpUrl, APP_URL, LOG_LEVEL: 'info' });
    }, 180_000);
    afterAll(async () => {
      await worker?.stop();
      await inbox?.stop();
    });

    it('sends one e-mail naming the item and linking it, the first time only; the item is then in the directory', async () => {
      const { user, agent } = await member();
      const id = (await propose(agent)).body.id as number;
      expect((await publish(id)).status).toBe(200);
      const message = await inbox.waitForMessage((m) => m.to.some((r) => r.address === emailOf(user)), 30_000);
      expect(message.subject).toBe(`Your BOLO "${PROPOSAL.name}" is published`);
      expect(message.text).toContain(`${APP_URL}/bolo/${id}`);
      expect(message.html).toContain(`<a href="${APP_URL}/bolo/${id}">See your BOLO</a>`);
      await settled(id);

      // Unpublished and published again: nothing more is sent.
      expect((await publish(id, 'draft')).status).toBe(200);
      expect((await publish(id)).status).toBe(200);
      expect((await publish(id)).status).toBe(200); // already published: not a first publication either
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(await inbox.messagesTo(emailOf(user))).toHaveLength(1);

      const subscriber = await member(subscriberSpec());
      const directory = await subscriber.agent.get('/api/bolo-items').query({ search: 'Pyrex Mixing Bowls' });
      expect((directory.body as { items: BoloItem[] }).items.map((item) => item.id)).toContain(id);
    });

    it('queues no e-mail when an admin publishes their own item, and sends none for a proposal unpublished before the worker ran', async () => {
      const own = await createItem(t.db, { status: 'draft', createdBy: adminUser.id });
      expect((await publish(own)).status).toBe(200);
      expect(await jobState(own)).toBe('unknown');

      // The worker reads the item when it sends: one that is a draft again by then is not announced.
      const { user } = await member();
      const id = await createItem(t.db, { name: 'Quiet lamp', status: 'draft', createdBy: user.id });
      await enqueue(emailQueue(), sendEmailJob, { template: 'proposal-published', itemId: id });
      await settled(id);
      expect(await inbox.messagesTo(emailOf(user))).toHaveLength(0);
    });
  });
});
