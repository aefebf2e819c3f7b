// The demo blog: a few published posts (and one draft) so that /blog, a post page, the
// sitemap and the back office's blog table have something real to show after `npm run seed`.
// Added by slug: a post that exists (edited or not) is never touched again.
import { readTimeMinutes } from '@bolo/contracts';
import type { BlogPostsRepository } from '@bolo/db';

interface DemoPost {
  title: string;
  slug: string;
  category: string;
  tags: string[];
  excerpt: string;
  metaDescription: string;
  status: 'draft' | 'published';
  content: string;
}

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    title: 'Ten Thrift Store Finds That Sell Fast on eBay',
    slug: 'ten-thrift-store-finds-that-sell-fast-on-ebay',
    category: 'Sourcing Tips',
    tags: ['ebay', 'thrift stores', 'sourcing'],
    excerpt: 'The categories our members flip fastest, what to check on the shelf, and the price you should not pay more than.',
    metaDescription: 'Ten thrift store finds that sell fast on eBay, what to check before you buy, and how much to pay for each.',
    status: 'published',
    content: `Most profitable flips share three things: a known brand, a working condition you can check in the aisle, and buyers who search for them by name.

## What to look for

1. **Vintage Pyrex and CorningWare**: patterns sell, chips do not.
2. **Film cameras**: check that the shutter fires and the lens is clear.
3. **Game consoles and cartridges**: test ports, look for original labels.
4. **Cast iron skillets**: flat bottoms, no cracks; rust cleans off.
5. **Designer belts and wallets**: check stitching and stamps.

## How much to pay

A simple rule: pay at most a third of the lowest recent sold price, so fees and shipping still leave a profit.

> Check the BOLO's sold range before you buy: it is the price buyers actually paid, not the asking price.

Happy hunting!`,
  },
  {
    title: 'How Platform Fees Change Your Profit',
    slug: 'how-platform-fees-change-your-profit',
    category: 'Selling',
    tags: ['fees', 'ebay', 'mercari', 'poshmark'],
    excerpt: 'A $40 sale is not $40 in your pocket. How to estimate what is left after each platform takes its share.',
    metaDescription: 'How eBay, Mercari and Poshmark fees change the profit of a flip, with a worked example for a $40 sale.',
    status: 'published',
    content: `Every marketplace takes a share of the sale, and some add a fixed fee per order.

## A worked example

Bought for **$8**, sold for **$40**:

- The sale price minus the purchase is $32 before fees.
- A platform taking about 13% plus a small per-order fee leaves roughly $26.
- Shipping you pay yourself comes off that too.

## What to do about it

- Compare platforms for each item: heavy items sell better locally.
- Price with the fee in mind, not after it.
- Keep your receipts: your profit is what the tax office sees too.`,
  },
  {
    title: 'Garage Sale Strategy for Resellers',
    slug: 'garage-sale-strategy-for-resellers',
    category: 'Sourcing Tips',
    tags: ['garage sales', 'sourcing'],
    excerpt: 'Arrive early, bundle, and ask the right question. A short guide to buying well at garage and estate sales.',
    metaDescription: 'A short guide for resellers: how to plan a garage sale route, bundle items and negotiate fair prices.',
    status: 'published',
    content: `Garage sales reward a plan.

## Before you go

- Map the sales the night before and start with the ones listing electronics, tools or toys.
- Bring small bills and a bag.

## At the sale

- Ask: *"Do you have any more of these?"* Sellers often keep boxes inside.
- Bundle several items for one price instead of haggling over each.

Check each find against the directory before you pay: a minute in the driveway saves a week of relisting.`,
  },
  {
    title: 'Spring Cleaning Finds (draft)',
    slug: 'spring-cleaning-finds',
    category: 'Seasonal',
    tags: ['seasonal'],
    excerpt: 'Notes for a post about what people give away in spring.',
    metaDescription: 'What people give away in spring and which of it resells.',
    status: 'draft',
    content: 'Work in progress: outdoor gear, kitchen appliances, kids\' toys.',
  },
];

export async function seedDemoPosts(posts: BlogPostsRepository, author: string): Promise<{ created: number; existing: number }> {
  const taken = await posts.takenSlugs(DEMO_POSTS.map((post) => post.slug));
  let created = 0;
  for (const post of DEMO_POSTS) {
    if (taken.has(post.slug)) continue;
    await posts.create({
      title: post.title,
      slug: post.slug,
      content: post.content,
      excerpt: post.excerpt,
      category: post.category,
      tags: post.tags,
      author,
      status: post.status,
      metaTitle: null,
      metaDescription: post.metaDescription,
      keywords: post.tags.join(', '),
      readTime: readTimeMinutes(post.content),
    });
    created += 1;
  }
  return { created, existing: DEMO_POSTS.length - created };
}
