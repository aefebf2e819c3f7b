import { COMMENT_MAX_LENGTH, COMMENT_POSTS_PER_10_MINUTES, COMMENT_POSTS_PER_DAY, containsLink } from '@bolo/contracts';
import { seededRandom } from './diverse';

/**
 * What the comment benchmark seeds and posts, decided from a seed before anything is stored
 * (pure, so tools/bench/src/comment-plan.spec.ts checks it): a thread of comments by many
 * members, a few of them prolific, some with pictures, votes on most, reports on a few (and
 * enough on some to hide them), and the posts spread over members within the posting limits.
 */

export interface PlannedVote {
  member: number;
  type: 'up' | 'down';
}

export interface PlannedComment {
  /** Index into the members. */
  author: number;
  content: string;
  /** Index into the pictures, or null for a text-only comment. */
  picture: number | null;
  /** A picture converted before measuring (the worker's and the bare loop's warm-up). */
  warmup: boolean;
  votes: PlannedVote[];
  /** Reporting members, each once; `reportsToHide` of them hide the comment. */
  reports: Array<{ member: number; reason: string | undefined }>;
}

export interface ThreadPlanOptions {
  comments: number;
  members: number;
  /** Pictures measured (each on one comment). */
  pictures: number;
  /** Further comments carrying the first pictures again, converted as a warm-up. */
  warmupPictures: number;
  seed: number;
}

const OPENINGS = [
  'Found one of these at a church sale last weekend.',
  'Paid $4 at Goodwill, sold on eBay for $38 within two days.',
  'Check the bottom stamp before you buy: the reproductions have no mark.',
  'Mine had a small chip on the rim and still sold for $25.',
  'These go fast on Mercari if you list them with the lid.',
  'Estate sales near me price these at $15 now, still worth it.',
  'Great find. Watch out for dishwasher haze, buyers ask about it.',
  'I bundle these with the matching bowls and get more per piece.',
  'Sold three this month, all to collectors in Canada.',
  'Thanks for posting this, I walked past two of them yesterday.',
];
const MIDDLES = [
  'The complete set is what buyers want; singles sit for weeks.',
  'Photograph it in daylight, the colours look off under store lights.',
  'Shipping is the hard part, double box it with plenty of paper.',
  'Prices dropped a little since the holidays but they still move.',
  'Look for the original sticker, it adds ten dollars easily.',
  'Facebook Marketplace buyers haggle, eBay buyers pay the asking price.',
  'The newer versions are lighter and the colour is flatter.',
  'I keep a list of the patterns that sold so I do not overpay.',
  'Condition matters more than age for this one.',
  'Ask the store if they have more in the back, they often do.',
];
const FIRST_NAMES = ['Ava', 'Ben', 'Carla', 'Dev', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jamal', 'Kate', 'Luis', 'Mina', 'Noah', 'Olga', 'Priya', 'Quinn', 'Rosa', 'Sam', 'Tariq'];
const LAST_NAMES = ['Adams', 'Brooks', 'Chen', 'Diaz', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ito', 'Jones', 'Kim', 'Lopez', 'Moreau', 'Novak', 'Okafor'];
const REASONS = ['Spam', 'Off-topic', 'Rude to another member', undefined, undefined];

/** A member's first and last name (the thread shows them). */
export const memberName = (index: number) => ({ firstName: FIRST_NAMES[index % FIRST_NAMES.length], lastName: LAST_NAMES[Math.floor(index / FIRST_NAMES.length) % LAST_NAMES.length] });

/** One to six sentences, 40 to ~600 characters, never a link. */
export function commentText(rand: () => number): string {
  const sentences = [OPENINGS[Math.floor(rand() * OPENINGS.length)]];
  const more = Math.floor(rand() * rand() * 6);
  for (let k = 0; k < more; k += 1) sentences.push(MIDDLES[Math.floor(rand() * MIDDLES.length)]);
  const text = sentences.join(' ').slice(0, COMMENT_MAX_LENGTH);
  if (containsLink(text)) throw new Error('a benchmark comment must hold no link');
  return text;
}

/** `count` distinct members other than `except`, chosen at random. */
function distinctMembers(rand: () => number, members: number, count: number, except: number): number[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, members - 1);
  while (chosen.size < wanted) {
    const member = Math.floor(rand() * members);
    if (member !== except) chosen.add(member);
  }
  return [...chosen];
}

/** The thread, oldest comment first. */
export function threadPlan(options: ThreadPlanOptions): PlannedComment[] {
  const { comments, members, pictures, warmupPictures, seed } = options;
  const pictured = pictures + warmupPictures;
  if (pictured > comments) throw new Error(`${pictured} pictures do not fit on ${comments} comments`);
  if (members < 4) throw new Error('the thread needs at least 4 members (reports by 3 others hide a comment)');
  const rand = seededRandom(seed * 31 + 7);

  // Every member comments at least once (when there are enough comments); the rest go mostly to a
  // few prolific members (the square skews towards low indices), then the order is shuffled.
  const authors: number[] = [];
  for (let i = 0; i < comments; i += 1) authors.push(i < members ? i : Math.floor(rand() * rand() * members));
  for (let i = authors.length - 1; i > 0; i -= 1) {
    const j = Math.floor(rand() * (i + 1));
    [authors[i], authors[j]] = [authors[j], authors[i]];
  }

  // Pictures spread evenly over the thread; the warm-up ones first (the oldest comments).
  const pictureAt = new Map<number, { picture: number; warmup: boolean }>();
  for (let k = 0; k < pictured; k += 1) {
    const position = Math.floor(((k + 0.5) * comments) / pictured);
    const warmup = k < warmupPictures;
    pictureAt.set(position, { picture: warmup ? k % Math.max(1, pictures) : k - warmupPictures, warmup });
  }

  return authors.map((author, position) => {
    const votes = distinctMembers(rand, members, Math.floor(rand() ** 3 * 30), author).map((member) => ({ member, type: rand() < 0.8 ? ('up' as const) : ('down' as const) }));
    const draw = rand();
    // 1 in 100 reported by three members (hidden), 5 in 100 by one or two.
    const reportCount = draw < 0.01 ? 3 : draw < 0.06 ? 1 + Math.floor(rand() * 2) : 0;
    const reports = distinctMembers(rand, members, reportCount, author).map((member) => ({ member, reason: REASONS[Math.floor(rand() * REASONS.length)] }));
    const picture = pictureAt.get(position);
    return { author, content: commentText(rand), picture: picture?.picture ?? null, warmup: picture?.warmup ?? false, votes, reports };
  });
}

export interface PostPlanOptions {
  posts: number;
  posters: number;
  pictures: number;
  seed: number;
}

export interface PlannedPost {
  /** Index into the posting members (post i is by member i mod posters). */
  poster: number;
  picture: number;
  content: string;
}

/** Every post carries a picture; each member posts at most the per-account limits allow. */
export function postPlan({ posts, posters, pictures, seed }: PostPlanOptions): PlannedPost[] {
  const perPoster = Math.ceil(posts / posters);
  if (perPoster > Math.min(COMMENT_POSTS_PER_10_MINUTES, COMMENT_POSTS_PER_DAY)) {
    throw new Error(
      `${posts} posts over ${posters} members is ${perPoster} each, above the API's ${COMMENT_POSTS_PER_10_MINUTES} per 10 minutes: use at least ${Math.ceil(posts / COMMENT_POSTS_PER_10_MINUTES)} members`,
    );
  }
  if (pictures < 1) throw new Error('posting needs at least one picture');
  const rand = seededRandom(seed * 131 + 3);
  return Array.from({ length: posts }, (_, i) => ({ poster: i % posters, picture: i % pictures, content: commentText(rand) }));
}
