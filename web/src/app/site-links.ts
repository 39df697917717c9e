/** Navigation targets (spec section 2). Routes that later issues build fall to not-found until then. */

export interface SiteLink {
  label: string;
  to: string;
}

export interface SiteMenu {
  id: string;
  label: string;
  links: readonly SiteLink[];
}

export const HEADER_MENUS: readonly SiteMenu[] = [
  {
    id: 'provide',
    label: 'What do we provide?',
    links: [
      { label: 'Loan Management Services', to: '/product' },
      { label: 'Mortgage Gift Letter Creation', to: '/product-gift' },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    links: [
      { label: 'Loan agreement template', to: '/product/loan-agreement-template-family-friends' },
      { label: 'Taxes on interest', to: '/know/taxes-implications-lending-borrowing-family-friends' },
      { label: 'Charging interest', to: '/know/charge-interest-family-friend-loan' },
      { label: 'How we amortize', to: '/know/loan-amortization-calculator-interest-principal-schedule' },
      { label: 'Tips to avoid lending pitfalls', to: '/know/avoid-common-lending-pitfalls-relationship-issues-regrets' },
    ],
  },
];

export const FAQ_LINK: SiteLink = { label: 'FAQs', to: '/faq' };

export const VISITOR_LINKS = {
  signIn: { label: 'Sign in', to: '/signin' },
  signUp: { label: 'Sign up', to: '/signup' },
} as const satisfies Record<string, SiteLink>;

export const FOOTER_LINKS: readonly SiteLink[] = [
  { label: 'Our Services', to: '/product' },
  { label: 'FAQs', to: '/faq' },
  { label: 'Policies', to: '/policies' },
  { label: 'About', to: '/about' },
  { label: 'Learn', to: '/know' },
];

export const SUPPORT_EMAIL = 'support@kinloan.com';

/** TODO(lead): confirm these handles belong to Kinloan before launch. */
export const SOCIAL_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/kinloan' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/company/kinloan' },
  { label: 'X (Twitter)', href: 'https://x.com/kinloan' },
];

export const COPYRIGHT_START_YEAR = 2019;
