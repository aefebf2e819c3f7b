import { isAdmin, isSubscribedForNavigation } from '@bolo/contracts';
import type { PublicUser } from '@bolo/contracts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** The main links of spec member-side §2: subscribers get Directory and Add BOLO, others Pricing. */
export function mainLinks(user: PublicUser | null): NavLinkItem[] {
  const links: NavLinkItem[] = [{ to: '/', label: 'Home' }];
  if (isSubscribedForNavigation(user)) {
    links.push({ to: '/directory', label: 'Directory' }, { to: '/add-bolo', label: 'Add BOLO' });
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
    links.push({ to: '/directory', label: 'Directory' }, { to: '/add-bolo', label: 'Add BOLO' }, { to: '/my-bolos', label: 'My BOLOs' });
  } else {
    links.push({ to: '/pricing', label: 'Pricing' });
  }
  if (user) {
    links.push({ to: '/profile', label: 'Profile' });
    if (isAdmin(user)) links.push({ to: '/admin', label: 'Admin Panel' });
  }
  return links;
}
