import type { SiteLink } from '../../app/site-links';

/**
 * The signed-in menu of spec section 2. Borrow/Lend Money and Request A Gift lead to the
 * loan and gift screens of later issues. (Spec: Borrow and Lend also reset the current loan
 * request; there is no loan request state until those screens exist.)
 */
export const SIGNED_IN_LINKS = {
  borrow: { label: 'Borrow Money', to: '/loan-terms?requestType=borrow' },
  lend: { label: 'Lend Money', to: '/loan-terms?requestType=lend' },
  gift: { label: 'Request A Gift', to: '/gift-terms' },
  dashboard: { label: 'My Dashboard', to: '/dashboard' },
  /** Spec section 9: the menu links to the fixed id 1, which means "my own profile". */
  profile: { label: 'My Profile', to: '/profile/1' },
} as const satisfies Record<string, SiteLink>;

export const SIGNED_IN_MENU: readonly SiteLink[] = [
  SIGNED_IN_LINKS.borrow,
  SIGNED_IN_LINKS.lend,
  SIGNED_IN_LINKS.gift,
  SIGNED_IN_LINKS.dashboard,
  SIGNED_IN_LINKS.profile,
];
