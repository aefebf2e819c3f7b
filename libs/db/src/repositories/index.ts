import type { DataSource } from 'typeorm';
import { BillingRepository } from '../billing/billing.repository';
import { BlogPostsRepository } from '../blog/blog-posts.repository';
import { CommentsRepository } from '../comments/comments.repository';
import { ContactMessagesRepository } from '../contact/contact-messages.repository';
import { ImportsRepository } from '../imports/imports.repository';
import { ItemImagesRepository } from '../item-images/item-images.repository';
import { ItemsRepository } from '../items/items.repository';
import { SimilarItemsRepository } from '../items/similar-items.repository';
import { PageViewsRepository } from '../page-views/page-views.repository';
import { PasswordResetTokensRepository } from '../password-reset-tokens/password-reset-tokens.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { SavedItemsRepository } from '../saved-items/saved-items.repository';
import { AlertsRepository } from '../alerts/alerts.repository';
import { AlertMailsRepository } from '../alert-mails/alert-mails.repository';
import { DigestRepository } from '../digest/digest.repository';
import { NotificationSettingsRepository } from '../notifications/notification-settings.repository';
import { SavedSearchesRepository } from '../saved-searches/saved-searches.repository';
import { StorePacksRepository } from '../store-packs/store-packs.repository';
import { Database } from '../sql/database';
import { UsersRepository } from '../users/users.repository';

/** A repository owns every statement of its aggregate; it is built from the one DataSource. */
export type RepositoryClass<T = unknown> = new (dataSource: DataSource) => T;

/** Every repository (and the Database for transactions and health), so the database module can provide each one. */
export const REPOSITORIES: RepositoryClass[] = [
  Database,
  UsersRepository,
  ItemsRepository,
  SimilarItemsRepository,
  ItemImagesRepository,
  SavedItemsRepository,
  PaymentsRepository,
  PageViewsRepository,
  PasswordResetTokensRepository,
  BillingRepository,
  ImportsRepository,
  CommentsRepository,
  BlogPostsRepository,
  ContactMessagesRepository,
  StorePacksRepository,
  SavedSearchesRepository,
  AlertsRepository,
  NotificationSettingsRepository,
  AlertMailsRepository,
  DigestRepository,
];

/** All repositories over one DataSource, for processes without dependency injection (seed, bench, tests). */
export function createRepositories(dataSource: DataSource) {
  return {
    database: new Database(dataSource),
    users: new UsersRepository(dataSource),
    items: new ItemsRepository(dataSource),
    similarItems: new SimilarItemsRepository(dataSource),
    itemImages: new ItemImagesRepository(dataSource),
    savedItems: new SavedItemsRepository(dataSource),
    payments: new PaymentsRepository(dataSource),
    pageViews: new PageViewsRepository(dataSource),
    passwordResetTokens: new PasswordResetTokensRepository(dataSource),
    billing: new BillingRepository(dataSource),
    imports: new ImportsRepository(dataSource),
    comments: new CommentsRepository(dataSource),
    blogPosts: new BlogPostsRepository(dataSource),
    contactMessages: new ContactMessagesRepository(dataSource),
    storePacks: new StorePacksRepository(dataSource),
    savedSearches: new SavedSearchesRepository(dataSource),
    alerts: new AlertsRepository(dataSource),
    notificationSettings: new NotificationSettingsRepository(dataSource),
    alertMails: new AlertMailsRepository(dataSource),
    digest: new DigestRepository(dataSource),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
