import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { DirectoryCategoryIndex1763900000000 } from './1763900000000-directory-category-index';
import { DirectoryCounts1764000000000 } from './1764000000000-directory-counts';
import { Billing1764100000000 } from './1764100000000-billing';
import { ItemNameTrigram1764250000000 } from './1764250000000-item-name-trigram';
import { AdminUsersAndImports1764300000000 } from './1764300000000-admin-users-and-imports';
import { AdminItemOrder1764350000000 } from './1764350000000-admin-item-order';
import { SearchTermCounts1764400000000 } from './1764400000000-search-term-counts';
import { SearchWordPostings1764450000000 } from './1764450000000-search-word-postings';
import { ResetTokenMintedAtSend1764500000000 } from './1764500000000-reset-token-minted-at-send';
import { CommentsReshape1764600000000 } from './1764600000000-comments-reshape';
import { BlogPosts1764700000000 } from './1764700000000-blog-posts';
import { ContactMessages1764800000000 } from './1764800000000-contact-messages';
import { PageViewRollups1764900000000 } from './1764900000000-page-view-rollups';
import { ItemTeasers1765000000000 } from './1765000000000-item-teasers';
import { UserProfitTarget1765100000000 } from './1765100000000-user-profit-target';
import { CatalogueChanges1765300000000 } from './1765300000000-catalogue-changes';
import { StorePacks1765400000000 } from './1765400000000-store-packs';
import { SavedSearches1765500000000 } from './1765500000000-saved-searches';
import { SearchAlerts1765600000000 } from './1765600000000-search-alerts';
import { NotificationSettings1765700000000 } from './1765700000000-notification-settings';
import { ImportPublish1765800000000 } from './1765800000000-import-publish';
import { ItemPricesAndFacets1765200000000 } from './1765200000000-item-prices-and-facets';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [InitialSchema1763800000000, DirectoryCategoryIndex1763900000000, DirectoryCounts1764000000000, Billing1764100000000, ItemNameTrigram1764250000000, AdminUsersAndImports1764300000000, AdminItemOrder1764350000000, SearchTermCounts1764400000000, SearchWordPostings1764450000000, ResetTokenMintedAtSend1764500000000, CommentsReshape1764600000000, BlogPosts1764700000000, ContactMessages1764800000000, PageViewRollups1764900000000, ItemTeasers1765000000000, UserProfitTarget1765100000000, ItemPricesAndFacets1765200000000, CatalogueChanges1765300000000, StorePacks1765400000000, SavedSearches1765500000000, SearchAlerts1765600000000, NotificationSettings1765700000000, ImportPublish1765800000000];
