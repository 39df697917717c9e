import type { SiteLink } from '../../app/site-links';

/**
 * The signed-in menu of spec section 2. Borrow/Lend Money and Request A Gift lead to the
 * loan and gift screens; Borrow and Lend (and the dashboard) also reset the current loan
 * request (RESETS_LOAN_REQUEST, applied by the header).
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

/** Spec section 2: following these starts from nothing, so they reset the current loan request. */
export const RESETS_LOAN_REQUEST: readonly string[] = [SIGNED_IN_LINKS.borrow.to, SIGNED_IN_LINKS.lend.to, SIGNED_IN_LINKS.dashboard.to];
