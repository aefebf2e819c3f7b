import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { DirectoryCategoryIndex1763900000000 } from './1763900000000-directory-category-index';
import { DirectoryCounts1764000000000 } from './1764000000000-directory-counts';
import { Billing1764100000000 } from './1764100000000-billing';

/** Every migration, in order. New migrations are appended here. */
export const MIGRATIONS = [InitialSchema1763800000000, DirectoryCategoryIndex1763900000000, DirectoryCounts1764000000000, Billing1764100000000];
