// The help center's articles, kept as content in the repository. Answers are paragraphs in a
// small markdown-like form: "[words](/path)" is a link to a page of the site (see RichText).
// Figures come from the shared constants, so an answer never disagrees with the pricing page.
import { COMMENT_MAX_LENGTH, PLANS, SUPPORT_RESPONSE_HOURS, formatUsdCents } from '@bolo/contracts';

export interface HelpArticle {
  /** The article's anchor on the page (/help-center#cancel-subscription). */
  id: string;
  topic: HelpTopic;
  question: string;
  answer: readonly string[];
  /** Words people search with that the answer may not use. */
  keywords?: readonly string[];
}

export const HELP_TOPICS = ['Plans and billing', 'Using the directory', 'Contributing', 'Your account'] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

const { monthly, annual } = PLANS;
const savedPerYear = (annual.compareAtCents ?? annual.priceCents) - annual.priceCents;

export const HELP_ARTICLES: readonly HelpArticle[] = [
  {
    id: 'plans-and-prices',
    topic: 'Plans and billing',
    question: 'What plans are there and what do they cost?',
    answer: [
      `There are two plans with the same full access to the directory. Monthly costs ${formatUsdCents(monthly.priceCents)}/month. Annual costs ${formatUsdCents(annual.priceCents)}/year, which works out to ${formatUsdCents(annual.perMonthCents)}/month and saves ${formatUsdCents(savedPerYear)} a year compared with paying monthly.`,
      'Compare them on the [pricing page](/pricing). Payments are taken by our card payment provider; we never see or store your card number.',
    ],
    keywords: ['price', 'cost', 'subscription', 'monthly', 'annual', 'yearly', 'payment', 'card'],
  },
  {
    id: 'billing-dates',
    topic: 'Plans and billing',
    question: 'When am I charged?',
    answer: [
      'Plans are billed in advance: the monthly plan at the start of each month of membership, the annual plan once a year. Your next billing date is shown under Subscription Details on your [profile page](/profile).',
      'If our prices ever change, we announce it at least 30 days before the new price applies to you. The full rules are in the [Terms of Service](/terms-of-service).',
    ],
    keywords: ['billing', 'renewal', 'renew', 'invoice', 'charge', 'price change'],
  },
  {
    id: 'switch-plan',
    topic: 'Plans and billing',
    question: 'Can I switch between monthly and annual?',
    answer: [
      'Yes, from Subscription Details on your [profile page](/profile). Upgrading to annual takes effect at once, and what is left of your current month is credited. Switching to monthly takes effect at the end of your current annual period.',
    ],
    keywords: ['upgrade', 'downgrade', 'change plan'],
  },
  {
    id: 'cancel-subscription',
    topic: 'Plans and billing',
    question: 'How do I cancel my subscription?',
    answer: [
      'Open your [profile page](/profile) and choose Cancel under Subscription Details. You will not be charged again.',
      'Cancelling takes effect at the end of the billing period you have paid for: your access to the directory continues until then.',
    ],
    keywords: ['cancel', 'stop', 'end membership', 'unsubscribe'],
  },
  {
    id: 'refunds',
    topic: 'Plans and billing',
    question: 'Can I get a refund?',
    answer: [
      'New members are covered by our 30-day money-back guarantee: if BOLO Directory is not for you, [contact us](/contact) within 30 days of your first payment.',
      'Other refund requests are handled case by case. Tell us what happened through the [contact page](/contact) and we will look at your account.',
    ],
    keywords: ['refund', 'money back', 'guarantee', 'charged'],
  },
  {
    id: 'new-bolos',
    topic: 'Using the directory',
    question: 'How often are new BOLOs added?',
    answer: ['New BOLOs are added multiple times per week, so there is always something new to look out for on your next sourcing trip.'],
    keywords: ['updates', 'weekly', 'new items', 'fresh'],
  },
  {
    id: 'save-items',
    topic: 'Using the directory',
    question: 'How do I save BOLOs for later?',
    answer: [
      'Open any item from the [directory](/directory) and press Save to My BOLOs. Your saved items are listed under [My BOLOs](/my-bolos), where you can search them, filter them by category and remove the ones you no longer need.',
    ],
    keywords: ['save', 'favourite', 'favorite', 'bookmark', 'my bolos', 'list'],
  },
  {
    id: 'read-a-bolo',
    topic: 'Using the directory',
    question: 'What does a BOLO tell me?',
    answer: [
      'BOLO stands for "Be On the Look Out". Each one names the item and its category, what it typically costs secondhand (buy price), what it recently sold for (sold range), the platforms where it sells and sourcing notes and tips. The Potential Profit panel works out the margin for you.',
    ],
    keywords: ['buy price', 'sold range', 'profit', 'roi', 'platforms'],
  },
  {
    id: 'propose-a-bolo',
    topic: 'Contributing',
    question: 'How do I propose a BOLO?',
    answer: [
      'Signed in, open [Add BOLO](/add-bolo) and describe the find: its name, description, category, the buy and sell price ranges, where it sells and where you sourced it, with a photo if you have one.',
      'Your BOLO is added to your saved list straight away and is reviewed before approval. Once approved it is published in the directory for every member. Suggestions are always welcome.',
    ],
    keywords: ['add', 'submit', 'suggest', 'contribute', 'review', 'approval'],
  },
  {
    id: 'comments',
    topic: 'Contributing',
    question: 'How do comments work?',
    answer: [
      `Members can comment on any item page to share where they found it or what it sold for: up to ${COMMENT_MAX_LENGTH} characters, with an optional photo. Vote comments up or down to show which are most useful; you can delete your own comments at any time.`,
    ],
    keywords: ['comment', 'vote', 'upvote', 'downvote', 'community', 'photo'],
  },
  {
    id: 'report-comment',
    topic: 'Contributing',
    question: 'How do I report a comment?',
    answer: [
      'Choose Report on the comment. Our moderators review every reported comment and remove those that break the [Terms of Service](/terms-of-service).',
    ],
    keywords: ['report', 'abuse', 'spam', 'moderation', 'inappropriate'],
  },
  {
    id: 'forgot-password',
    topic: 'Your account',
    question: 'I forgot my password. How do I get back in?',
    answer: [
      'On the [Sign In](/login) page choose Forgot password?, or go straight to [reset your password](/forgot-password), and enter the e-mail address of your account.',
      'We e-mail you a link. Open it to choose a new password, then sign in with it. If the e-mail does not arrive within a few minutes, check your spam folder or ask for a new link.',
    ],
    keywords: ['password', 'reset', 'login', 'sign in', 'locked out', 'forgot'],
  },
  {
    id: 'account-details',
    topic: 'Your account',
    question: 'How do I change my name, e-mail or password?',
    answer: [
      'Your [profile page](/profile) has a Personal Information card where you can edit your first name, last name and e-mail address, and a Change Password card. Your username cannot be changed.',
    ],
    keywords: ['account', 'email', 'e-mail', 'name', 'username', 'profile', 'password'],
  },
  {
    id: 'your-data',
    topic: 'Your account',
    question: 'Can I see, export or delete my data?',
    answer: [
      'Yes. You can access and update your details on your [profile page](/profile) at any time, and ask us to export or delete your data through the [contact page](/contact). See the [Privacy Policy](/privacy) for everything we keep and why.',
    ],
    keywords: ['privacy', 'delete account', 'export', 'gdpr', 'data'],
  },
  {
    id: 'contact-support',
    topic: 'Your account',
    question: 'How do I contact support?',
    answer: [`Send us a message from the [contact page](/contact). We reply within ${SUPPORT_RESPONSE_HOURS} hours on business days.`],
    keywords: ['help', 'support', 'email', 'contact', 'question'],
  },
];
