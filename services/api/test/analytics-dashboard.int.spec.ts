import { ERROR_CODES, pageViewRollupJob, type AnalyticsDashboardResponse } from '@bolo/contracts';
import { createRepositories, type DatedPageView } from '@bolo/db';
import { JobQueues } from '@bolo/server-kit';
import { createUser, signedIn } from './support/fixtures';
import { request, startTestApp, type TestApp } from './support/test-app';
import { startWorker, type RunningWorker } from './support/worker';

const DAY_MS = 86_400_000;
/** The worker rolls up everything before the start of the UTC day 3 days ago, so rolled-up days fall inside the dashboard's 30. */
const RETENTION_DAYS = 3;

/** Noon (UTC) of the day `daysAgo` before today, and that day as 'YYYY-MM-DD'. */
const todayStart = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;
const noon = (daysAgo: number) => new Date(todayStart() - daysAgo * DAY_MS + 12 * 3_600_000);
const dayOf = (daysAgo: number) => new Date(todayStart() - daysAgo * DAY_MS).toISOString().slice(0, 10);

const views = (count: number, daysAgo: number, path: string, referrer: string | null): DatedPageView[] =>
  Array.from({ length: count }, () => ({ path, referrer, userId: null, createdAt: noon(daysAgo) }));

describe('analytics dashboard (GET /api/admin/analytics) and the page-view rollup', () => {
  let t: TestApp;
  let worker: RunningWorker;
  let repositories: ReturnType<typeof createRepositories>;
  let admin: ReturnType<typeof request.agent>;

  const dashboard = async (): Promise<AnalyticsDashboardResponse> => {
    const res = await admin.get('/api/admin/analytics');
    expect(res.status).toBe(200);
    return res.body as AnalyticsDashboardResponse;
  };
  const rollUp = (runId: string) => t.app.get(JobQueues).runAndWait(pageViewRollupJob, { runId }, 30_000);

  beforeAll(async () => {
    // Close to midnight UTC the days would shift under the test: wait for the new day.
    const toMidnight = todayStart() + DAY_MS - Date.now();
    if (toMidnight < 30_000) await new Promise((resolve) => setTimeout(resolve, toMidnight + 1000));

    t = await startTestApp({ APP_URL: 'https://www.bolo.example.test' });
    repositories = createRepositories(t.db);
    worker = startWorker(t, { PAGE_VIEW_RETENTION_DAYS: String(RETENTION_DAYS), LOG_LEVEL: 'info' });
    admin = await signedIn(t.server, await createUser(t.db, { isAdmin: true }));
    await repositories.pageViews.recordMany([
      // today
      ...views(3, 0, '/pricing', 'https://www.Google.com/search?q=bolo'),
      ...views(1, 0, '/', 'http://localhost:4200/pricing'), // in-app navigation: the site itself
      ...views(1, 0, '/', null),
      // two days ago: eleven pages, each from a site of its own
      ...Array.from({ length: 11 }, (_, i) => views(1, 2, `/bolo/${i + 1}`, `https://site-${i + 1}.example/page`)).flat(),
      ...views(1, 2, '/landing', 'https://bolo.example.test/'), // the public origin without www. is the site too
      // rolled up by the worker (before the retention), still inside the 30 days
      ...views(2, 5, '/directory', 'https://facebook.com/groups/resellers'),
      ...views(1, 29, '/blog', 'https://news.ycombinator.com/'),
      // outside the 30 days
      ...views(4, 30, '/old', 'https://outside.example/'),
      ...views(12_000, 60, '/bulk', null),
      ...views(3, 100, '/ancient', 'https://www.google.com/'),
    ]);
    await worker.ready(); // it has put the daily schedule in place
  }, 180_000);

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('is for admins only: 401 signed out, 403 for members', async () => {
    const visitor = await request(t.server).get('/api/admin/analytics');
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe(ERROR_CODES.authRequired);
    const member = await (await signedIn(t.server, await createUser(t.db, { subscriptionStatus: 'active', subscriptionPlan: 'monthly' }))).get('/api/admin/analytics');
    expect(member.status).toBe(403);
    expect(member.body.code).toBe(ERROR_CODES.adminRequired);
  });

  const EXPECTED_DAYS = Array.from({ length: 30 }, (_, i) => {
    const daysAgo = 29 - i;
    return { day: dayOf(daysAgo), views: { 0: 5, 2: 12, 5: 2, 29: 1 }[daysAgo] ?? 0 };
  });
  const EXPECTED: AnalyticsDashboardResponse = {
    days: EXPECTED_DAYS,
    topPages: [
      { path: '/pricing', views: 3 },
      { path: '/', views: 2 },
      { path: '/directory', views: 2 },
      { path: '/blog', views: 1 },
      { path: '/bolo/1', views: 1 },
      { path: '/bolo/10', views: 1 },
      { path: '/bolo/11', views: 1 },
      { path: '/bolo/2', views: 1 },
      { path: '/bolo/3', views: 1 },
      { path: '/bolo/4', views: 1 },
    ],
    topReferrers: [
      { referrer: 'www.google.com', views: 3 },
      { referrer: 'facebook.com', views: 2 },
      { referrer: 'news.ycombinator.com', views: 1 },
      { referrer: 'site-1.example', views: 1 },
      { referrer: 'site-10.example', views: 1 },
      { referrer: 'site-11.example', views: 1 },
      { referrer: 'site-2.example', views: 1 },
      { referrer: 'site-3.example', views: 1 },
      { referrer: 'site-4.example', views: 1 },
      { referrer: 'site-5.example', views: 1 },
    ],
    totalViews: 20,
  };

  it('counts the last 30 UTC days with zeros filled, the top 10 pages and the top 10 other sites', async () => {
    const res = await admin.get('/api/admin/analytics');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toEqual(EXPECTED);
  });

  it('rolls old views into daily counts through the worker, in batches; the numbers stay the same, and a second run changes nothing', async () => {
    const scheduler = await t.app.get(JobQueues).queue(pageViewRollupJob.queue).getJobScheduler('page-view-rollup-daily');
    expect(scheduler).toMatchObject({ name: pageViewRollupJob.name, pattern: '17 3 * * *', tz: 'UTC' });

    const first = await rollUp('first');
    expect(first).toMatchObject({ cutoff: new Date(todayStart() - RETENTION_DAYS * DAY_MS).toISOString(), rows: 12_010, batches: 3 });
    expect(await repositories.pageViews.countBefore(new Date(todayStart() - RETENTION_DAYS * DAY_MS))).toBe(0);
    const rollups = await repositories.pageViews.listRollups();
    expect(rollups).toEqual([
      { day: dayOf(100), path: '/ancient', referrer: 'www.google.com', views: 3 },
      { day: dayOf(60), path: '/bulk', referrer: '', views: 12_000 },
      { day: dayOf(30), path: '/old', referrer: 'outside.example', views: 4 },
      { day: dayOf(29), path: '/blog', referrer: 'news.ycombinator.com', views: 1 },
      { day: dayOf(5), path: '/directory', referrer: 'facebook.com', views: 2 },
    ]);
    expect((await repositories.pageViews.list()).length).toBe(5 + 12); // today's and two days ago stay raw
    expect(await dashboard()).toEqual(EXPECTED);

    expect(await rollUp('second')).toMatchObject({ rows: 0, groups: 0, batches: 0 });
    expect(await repositories.pageViews.listRollups()).toEqual(rollups);
    expect(await dashboard()).toEqual(EXPECTED);
  });

  it('adds views rolled up later to the day they belong to', async () => {
    await repositories.pageViews.recordMany(views(2, 5, '/directory', 'https://facebook.com/'));
    expect(await rollUp('third')).toMatchObject({ rows: 2, groups: 1, batches: 1 });
    expect((await repositories.pageViews.listRollups()).find((r) => r.day === dayOf(5))).toEqual({ day: dayOf(5), path: '/directory', referrer: 'facebook.com', views: 4 });
    const after = await dashboard();
    expect(after.totalViews).toBe(22);
    expect(after.days.find((d) => d.day === dayOf(5))).toEqual({ day: dayOf(5), views: 4 });
  });
});
