// The public blog's pages (issue 18): what the shell's server loads for the first HTML (the
// same queries the pages' hooks ask), the head a search engine and a link preview read, and
// every published post's address in sitemap.xml.
import { lazy } from 'react';
import { blogPostPath, isBlogSlug } from '@bolo/contracts';
import type { BlogPost, BlogSitemapResponse } from '@bolo/contracts';
import { SERVER_QUERY, SITE_NAME, httpStatus } from '@bolo/web';
import type { PageDefinition, PageHead } from '@bolo/web';
import { blogApi } from './api/blog-api';
import { blogListArgs, blogListPath } from './lib/blog-list-query';

const BlogListPage = lazy(() => import('./components/BlogListPage'));
const BlogPostPage = lazy(() => import('./components/BlogPostPage'));

const BLOG_DESCRIPTION = 'Reselling tips from BOLO Directory: where to source, what sells on eBay, Mercari and Poshmark, and how to price your finds.';

export const blogPages: PageDefinition[] = [
  {
    path: '/blog',
    page: BlogListPage,
    data: ({ url }) => [blogApi.endpoints.getBlogPosts.initiate(blogListArgs(url.searchParams), SERVER_QUERY)],
    head: ({ url }) => {
      const args = blogListArgs(url.searchParams);
      const title = args.category ? `${args.category} articles` : 'Blog';
      // Each category and page is its own listing, so each is its own canonical address.
      return { title: args.page > 1 ? `${title} (page ${args.page})` : title, description: BLOG_DESCRIPTION, canonical: blogListPath(args) };
    },
    sitemap: true,
  },
  {
    path: '/blog/:slug',
    page: BlogPostPage,
    data: ({ params }) => (isBlogSlug(params.slug) ? [blogApi.endpoints.getBlogPost.initiate(params.slug, SERVER_QUERY)] : []),
    head: ({ params, state }): PageHead => {
      const slug = params.slug ?? '';
      const result = isBlogSlug(slug) ? blogApi.endpoints.getBlogPost.select(slug)(state) : null;
      if (result?.data) return postHead(result.data);
      if (!result || httpStatus(result.error) === 404) return { title: 'Page Not Found' };
      return { title: 'Blog' };
    },
    // Every published post (drafts are not in the API's list).
    sitemap: async ({ getJson }) => {
      const { posts } = await getJson<BlogSitemapResponse>('/blog/sitemap');
      return posts.map((post) => ({ path: blogPostPath(post.slug), lastModified: post.updatedAt }));
    },
  },
];

function postHead(post: BlogPost): PageHead {
  const title = post.metaTitle || post.title;
  const description = post.metaDescription || post.excerpt;
  const path = blogPostPath(post.slug);
  return {
    title,
    description,
    canonical: path,
    type: 'article',
    image: post.featuredImage ?? undefined,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        // Site-relative: the head does not know the site's public origin (the page's URL resolves them).
        url: path,
        mainEntityOfPage: { '@type': 'WebPage', '@id': path },
        ...(post.featuredImage ? { image: [post.featuredImage] } : {}),
        ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: SITE_NAME },
        articleSection: post.category,
        ...(post.keywords || post.tags.length > 0 ? { keywords: post.keywords || post.tags.join(', ') } : {}),
        timeRequired: `PT${post.readTime}M`,
      },
    ],
  };
}
