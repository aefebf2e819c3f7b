import { isAdmin, isSubscribedForNavigation } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** Where a subscriber reads the new matches of their saved searches (issue 22); the navigation shows how many are new. */
export const ALERTS_PATH = '/alerts';

/** The main links of spec member-side §2: subscribers get Directory, Add BOLO and Alerts (issue 22), others Pricing. */
export function mainLinks(user: PublicUser | null): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: '/', label: 'Home' }];
  if (isSubscribedForNavigation(user)) {
    links.push({ to: '/directory', label: 'Directory' }, { to: '/add-bolo', label: 'Add BOLO' }, { to: ALERTS_PATH, label: 'Alerts' });
  } else {
    links.push({ to: '/pricing', label: 'Pricing' });
  }
  return links;
}

/** The user menu of a logged-in user. */
export function accountLinks(user: PublicUser): NavLinkItem[] {
  const links: NavLinkItem[] = [
    { to: '/profile', label: 'Profile' },
    { to: '/my-bolos', label: 'My BOLOs' },
    { to: '/add-bolo', label: 'Add BOLO' },
  ];
  if (isAdmin(user)) links.push({ to: '/admin', label: 'Admin Panel' });
  return links;
}

/** The mobile drawer: main links, then the account links not already shown. */
export function drawerLinks(user: PublicUser | null): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: '/', label: 'Home' }];
  if (isSubscribedForNavigation(user)) {
    links.push({ to: '/directory', label: 'Directory' }, { to: '/add-bolo', label: 'Add BOLO' }, { to: ALERTS_PATH, label: 'Alerts' }, { to: '/my-bolos', label: 'My BOLOs' });
  } else {
    links.push({ to: '/pricing', label: 'Pricing' });
  }
  if (user) {
    links.push({ to: '/profile', label: 'Profile' });
    if (isAdmin(user)) links.push({ to: '/admin', label: 'Admin Panel' });
  }
  return links;
}
