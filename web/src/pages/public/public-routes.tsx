import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../app/lazy-page';
import { SITE_DESCRIPTION, SITE_TITLE, usePageMeta, type PageMeta } from '../../app/use-page-title';
import { ARTICLE_HUBS, ARTICLES } from '../../features/articles/articles';
import { HomePage } from '../HomePage';

type PageModule = Promise<{ default: ComponentType }>;

export type PublicRouteKind = 'home' | 'page' | 'hub' | 'article' | 'marketing' | 'legal';

/**
 * One public page: its path, its metadata (title, description; the canonical path is the path)
 * and its code. The router is built from this list, and so can a sitemap or a prerenderer be.
 */
export interface PublicRoute {
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly kind: PublicRouteKind;
  /** The page's code as its own chunk... */
  readonly load?: () => PageModule;
  /** ...or, for the landing page only, in the main bundle. */
  readonly Component?: ComponentType;
  /** Articles: the publication date (YYYY-MM-DD). */
  readonly date?: string;
}

const page = (path: string, title: string, description: string, load: () => PageModule, kind: PublicRouteKind = 'page'): PublicRoute => ({
  path,
  title,
  description,
  load,
  kind,
});

const loadArticle = () => import('../../features/articles/ArticlePage');

export const publicRoutes: readonly PublicRoute[] = [
  { path: '/', title: SITE_TITLE, description: SITE_DESCRIPTION, kind: 'home', Component: HomePage },
  page(
    '/product',
    'Loan management services for family and friend loans | Kinloan',
    'Agree the terms, get an amortized payment schedule, sign a loan agreement online, track every payment and send reminders: loan management for family and friends.',
    () => import('./ProductPage'),
  ),
  page(
    '/product/loan-agreement-template-family-friends',
    'Loan agreement template for family and friends: what it covers | Kinloan',
    'What goes into a Kinloan loan agreement between family or friends: parties, amount, interest, schedule, how payments apply, late fees, prepayment, governing law and e-signatures.',
    () => import('./LoanAgreementTemplatePage'),
  ),
  page(
    '/product-lend',
    'Lend money to family or friends, in writing | Kinloan',
    'Lending to someone close? Set clear terms, a repayment schedule and a signed agreement, then track payments and let reminders do the asking.',
    () => import('./ProductLendPage'),
  ),
  page(
    '/product-borrow',
    'Borrow from family or friends the right way | Kinloan',
    'Ask for a family loan with a clear proposal: amount, schedule and interest worked out, an agreement you both sign, and reminders so no payment slips.',
    () => import('./ProductBorrowPage'),
  ),
  page(
    '/product-gift',
    'Mortgage gift letter creation | Kinloan',
    'Giving money toward a home down payment? Create the mortgage gift letter lenders ask for, with the donor details, amount, property and no-repayment statement, signed online.',
    () => import('./ProductGiftPage'),
  ),
  page(
    '/about',
    'About Kinloan: why we make family lending formal',
    'Kinloan helps people lend to family and friends on clear, written terms, so money helps the relationship instead of straining it.',
    () => import('./AboutPage'),
  ),
  page(
    '/faq',
    'Frequently asked questions | Kinloan',
    'Answers about Kinloan: what is free, the managed-service subscription, security, whether e-signatures are valid, missed payments, interest and the IRS AFR, and gift letters.',
    () => import('./FaqPage'),
  ),
  page(
    '/policies',
    'Terms of Service, Privacy Policy and e-sign consent | Kinloan',
    'Kinloan’s Terms of Service, Privacy Policy, Consent to Electronic Records and Signatures, and the disclaimer that Kinloan is not a legal, tax or lawyer service.',
    () => import('./PoliciesPage'),
    'legal',
  ),
  page(
    '/get-started',
    'Get started: borrow, lend or create a gift letter | Kinloan',
    'Choose what you want to do: ask to borrow, offer to lend, or create a mortgage gift letter. Each takes a few minutes with a free Kinloan account.',
    () => import('./GetStartedPage'),
  ),
  page(
    '/join-community',
    'Join the Kinloan community',
    'Join people who lend and borrow within their families on clear terms: create a free account, read the guides, and share what worked for you.',
    () => import('./JoinCommunityPage'),
  ),
  page(ARTICLE_HUBS.know.path, ARTICLE_HUBS.know.title, ARTICLE_HUBS.know.description, () => import('./KnowHubPage'), 'hub'),
  page(
    ARTICLE_HUBS.borrow101.path,
    ARTICLE_HUBS.borrow101.title,
    ARTICLE_HUBS.borrow101.description,
    () => import('./Borrow101HubPage'),
    'hub',
  ),
  ...ARTICLES.map(
    (article): PublicRoute => ({
      path: article.path,
      title: `${article.title} | Kinloan`,
      description: article.description,
      kind: 'article',
      load: loadArticle,
      date: article.date,
    }),
  ),
  page(
    '/best-student-loans-payoff-alternative',
    'Paying off student loans with a family loan: when it helps | Kinloan',
    'An honest comparison of refinancing private student loans with a family loan: when it saves money, and when federal loan protections make it a poor trade.',
    () => import('./marketing/StudentLoansPage'),
    'marketing',
  ),
  page(
    '/best-realestate-mortgage-property-loans-alternative',
    'Family loans for buying property: an alternative to a bank mortgage? | Kinloan',
    'When a family mortgage or down-payment loan makes sense, how to secure and document it, and when a bank mortgage is still the better choice.',
    () => import('./marketing/RealEstatePage'),
    'marketing',
  ),
  page(
    '/best-moving-relocation-expense-loans-alternative',
    'Moving and relocation costs: a family loan instead of a personal loan | Kinloan',
    'Covering deposits, movers and the gap before a first paycheck with a family loan: how it compares with personal loans and credit cards, and when it doesn’t fit.',
    () => import('./marketing/MovingPage'),
    'marketing',
  ),
  page(
    '/best-fast-auto-car-loan-payoff-alternative',
    'Paying off a car loan with a family loan: pros and cons | Kinloan',
    'When borrowing from family to pay off or avoid a car loan saves interest, what happens to the title and insurance, and when dealer or credit-union financing is better.',
    () => import('./marketing/AutoLoanPage'),
    'marketing',
  ),
  page(
    '/best-business-loans-working-capital-alternative',
    'Friends-and-family business loans for working capital | Kinloan',
    'Funding inventory, equipment or payroll gaps with a loan from family or friends: how it compares with bank and SBA loans, and the risks to weigh first.',
    () => import('./marketing/BusinessLoansPage'),
    'marketing',
  ),
];

export function publicRouteMeta(route: PublicRoute): PageMeta {
  return { title: route.title, description: route.description, canonicalPath: route.path };
}

function PublicPage({ meta, Page }: { meta: PageMeta; Page: ComponentType }) {
  usePageMeta(meta);
  return <Page />;
}

/** Router entries for every public page; each sets its own title, description and canonical link. */
export function publicRouteObjects(): RouteObject[] {
  return publicRoutes.map((route) => {
    const Page = route.Component ?? (route.load ? lazyPage(route.load) : null);
    if (!Page) throw new Error(`Public route ${route.path} has neither a component nor a loader`);
    const element = <PublicPage meta={publicRouteMeta(route)} Page={Page} />;
    return route.path === '/' ? { index: true, element } : { path: route.path, element };
  });
}
