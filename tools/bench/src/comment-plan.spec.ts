import { COMMENT_MAX_LENGTH, COMMENT_POSTS_PER_10_MINUTES, containsLink } from '@bolo/contracts';
import { LONG_EDGE_PX, pictureSpecs } from './comment-pictures';
import { postPlan, threadPlan } from './comment-plan';

describe('comment benchmark plans', () => {
  const plan = threadPlan({ comments: 500, members: 100, pictures: 200, warmupPictures: 4, seed: 1 });

  it('spreads 500 comments over every member, a few of them prolific', () => {
    expect(plan).toHaveLength(500);
    const perAuthor = new Map<number, number>();
    for (const c of plan) perAuthor.set(c.author, (perAuthor.get(c.author) ?? 0) + 1);
    expect(perAuthor.size).toBe(100);
    expect(Math.max(...perAuthor.values())).toBeGreaterThan(5);
  });

  it('puts each measured picture on one comment, plus the warm-up ones', () => {
    const measured = plan.filter((c) => c.picture !== null && !c.warmup).map((c) => c.picture);
    expect(new Set(measured).size).toBe(200);
    expect(plan.filter((c) => c.warmup)).toHaveLength(4);
  });

  it('votes and reports come from distinct members other than the author; some comments get enough reports to hide', () => {
    for (const c of plan) {
      expect(new Set(c.votes.map((v) => v.member)).size).toBe(c.votes.length);
      expect(new Set(c.reports.map((r) => r.member)).size).toBe(c.reports.length);
      expect(c.votes.some((v) => v.member === c.author) || c.reports.some((r) => r.member === c.author)).toBe(false);
    }
    expect(plan.filter((c) => c.votes.length > 0).length).toBeGreaterThan(250);
    expect(plan.filter((c) => c.reports.length >= 3).length).toBeGreaterThan(0);
    expect(plan.filter((c) => c.reports.length > 0).length).toBeLessThan(75);
  });

  it('writes texts the API accepts from a member: at most 1000 characters, no link', () => {
    for (const c of plan) {
      expect(c.content.length).toBeLessThanOrEqual(COMMENT_MAX_LENGTH);
      expect(containsLink(c.content)).toBe(false);
    }
  });

  it('is the same for the same seed', () => {
    expect(threadPlan({ comments: 500, members: 100, pictures: 200, warmupPictures: 4, seed: 1 })).toEqual(plan);
    expect(pictureSpecs(50, 7)).toEqual(pictureSpecs(50, 7));
  });

  it('keeps every poster within the posting limit, or says how many members are needed', () => {
    const posts = postPlan({ posts: 200, posters: 25, pictures: 200, seed: 1 });
    const perPoster = new Map<number, number>();
    for (const p of posts) perPoster.set(p.poster, (perPoster.get(p.poster) ?? 0) + 1);
    expect(Math.max(...perPoster.values())).toBeLessThanOrEqual(COMMENT_POSTS_PER_10_MINUTES);
    expect(() => postPlan({ posts: 200, posters: 19, pictures: 200, seed: 1 })).toThrow('use at least 20 members');
  });

  it('describes varied pictures: 800-4000 px long edges, JPEG, PNG and WebP, EXIF on some', () => {
    const specs = pictureSpecs(200, 1);
    const edges = specs.map((s) => Math.max(s.width, s.height));
    expect(Math.min(...edges)).toBeGreaterThanOrEqual(LONG_EDGE_PX.min);
    expect(Math.max(...edges)).toBeLessThanOrEqual(LONG_EDGE_PX.max);
    expect(specs.filter((s) => s.format === 'jpeg')).toHaveLength(100);
    expect(specs.filter((s) => s.format === 'png')).toHaveLength(50);
    expect(specs.filter((s) => s.format === 'webp')).toHaveLength(50);
    expect(specs.filter((s) => s.exif).length).toBeGreaterThan(50);
    expect(specs.filter((s) => s.orientation !== null).length).toBeGreaterThan(10);
    expect(specs.filter((s) => s.format === 'png' && s.exif)).toHaveLength(0);
  });
});
