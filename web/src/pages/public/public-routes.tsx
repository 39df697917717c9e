import { SITE_DESCRIPTION, SITE_TITLE, type PageHead } from '../../app/page-head';
import type { PageMeta } from '../../app/use-page-title';
import { ARTICLE_HUBS, articleByPath } from '../../features/articles/articles';
import { publicPageAt, publicPages, type PublicPage } from './public-pages';
import { articleLd, breadcrumbLd, organizationLd, websiteLd, type Crumb } from './structured-data';

export type { PublicRouteKind } from './public-pages';

/**
 * One public page: its path, its metadata (title, description; the canonical path is the path)
 * and its code. The prerenderer (one HTML file each), the sitemap, the structured data and
 * the head of every page come from this list; the page switch uses its code half
 * (public-pages.ts) alone.
 */
export interface PublicRoute extends PublicPage {
  readonly title: string;
  readonly description: string;
  /** Articles: the publication date (YYYY-MM-DD). */
  readonly date?: string;
}

interface PageText {
  title: string;
  description: string;
}

/** What each page (other than the articles, whose front-matter says it) is called and about. */
const PAGE_TEXT: Readonly<Record<string, PageText>> = {
  '/': { title: SITE_TITLE, description: SITE_DESCRIPTION },
  '/product': {
    title: 'Loan management services for family and friend loans | Kinloan',
    description:
      'Agree the terms, get an amortized payment schedule, sign a loan agreement online, track every payment and send reminders: loan management for family and friends.',
  },
  '/product/loan-agreement-template-family-friends': {
    title: 'Loan agreement template for family and friends: what it covers | Kinloan',
    description:
      'What goes into a Kinloan loan agreement between family or friends: parties, amount, interest, schedule, how payments apply, late fees, prepayment, governing law and e-signatures.',
  },
  '/product-lend': {
    title: 'Lend money to family or friends, in writing | Kinloan',
    description:
      'Lending to someone close? Set clear terms, a repayment schedule and a signed agreement, then track payments and let reminders do the asking.',
  },
  '/product-borrow': {
    title: 'Borrow from family or friends the right way | Kinloan',
    description:
      'Ask for a family loan with a clear proposal: amount, schedule and interest worked out, an agreement you both sign, and reminders so no payment slips.',
  },
  '/product-gift': {
    title: 'Mortgage gift letter creation | Kinloan',
    description:
      'Giving money toward a home down payment? Create the mortgage gift letter lenders ask for, with the donor details, amount, property and no-repayment statement, signed online.',
  },
  '/about': {
    title: 'About Kinloan: why we make family lending formal',
    description:
      'Kinloan helps people lend to family and friends on clear, written terms, so money helps the relationship instead of straining it.',
  },
  '/faq': {
    title: 'Frequently asked questions | Kinloan',
    description:
      'Answers about Kinloan: what is free, the managed-service subscription, security, whether e-signatures are valid, missed payments, interest and the IRS AFR, and gift letters.',
  },
  '/policies': {
    title: 'Terms of Service, Privacy Policy and e-sign consent | Kinloan',
    description:
      'Kinloan’s Terms of Service, Privacy Policy, Consent to Electronic Records and Signatures, and the disclaimer that Kinloan is not a legal, tax or lawyer service.',
  },
  '/get-started': {
    title: 'Get started: borrow, lend or create a gift letter | Kinloan',
    description:
      'Choose what you want to do: ask to borrow, offer to lend, or create a mortgage gift letter. Each takes a few minutes with a free Kinloan account.',
  },
  '/join-community': {
    title: 'Join the Kinloan community',
    description:
      'Join people who lend and borrow within their families on clear terms: create a free account, read the guides, and share what worked for you.',
  },
  [ARTICLE_HUBS.know.path]: { title: ARTICLE_HUBS.know.title, description: ARTICLE_HUBS.know.description },
  [ARTICLE_HUBS.borrow101.path]: { title: ARTICLE_HUBS.borrow101.title, description: ARTICLE_HUBS.borrow101.description },
  '/best-student-loans-payoff-alternative': {
    title: 'Paying off student loans with a family loan: when it helps | Kinloan',
    description:
      'An honest comparison of refinancing private student loans with a family loan: when it saves money, and when federal loan protections make it a poor trade.',
  },
  '/best-realestate-mortgage-property-loans-alternative': {
    title: 'Family loans for buying property: an alternative to a bank mortgage? | Kinloan',
    description:
      'When a family mortgage or down-payment loan makes sense, how to secure and document it, and when a bank mortgage is still the better choice.',
  },
  '/best-moving-relocation-expense-loans-alternative': {
    title: 'Moving and relocation costs: a family loan instead of a personal loan | Kinloan',
    description:
      'Covering deposits, movers and the gap before a first paycheck with a family loan: how it compares with personal loans and credit cards, and when it doesn’t fit.',
  },
  '/best-fast-auto-car-loan-payoff-alternative': {
    title: 'Paying off a car loan with a family loan: pros and cons | Kinloan',
    description:
      'When borrowing from family to pay off or avoid a car loan saves interest, what happens to the title and insurance, and when dealer or credit-union financing is better.',
  },
  '/best-business-loans-working-capital-alternative': {
    title: 'Friends-and-family business loans for working capital | Kinloan',
    description:
      'Funding inventory, equipment or payroll gaps with a loan from family or friends: how it compares with bank and SBA loans, and the risks to weigh first.',
  },
};

function textOf(page: PublicPage): PageText & { date?: string } {
  const article = page.kind === 'article' ? articleByPath(page.path) : undefined;
  if (article) return { title: `${article.title} | Kinloan`, description: article.description, date: article.date };
  const text = PAGE_TEXT[page.path];
  if (!text) throw new Error(`Public page ${page.path} has no title and description in public-routes.tsx`);
  return text;
}

export const publicRoutes: readonly PublicRoute[] = publicPages.map((page) => ({ ...page, ...textOf(page) }));

/** Paths with words but no page: a page removed from public-pages.ts without its text here. */
export const TEXT_WITHOUT_PAGE: readonly string[] = Object.keys(PAGE_TEXT).filter((path) => !publicPageAt(path));

export function publicRouteMeta(route: PublicRoute): PageMeta {
  return { title: route.title, description: route.description, canonicalPath: route.path };
}

const BY_PATH = new Map(publicRoutes.map((route) => [route.path, route]));

/** The public page at `pathname` ("/about" and "/about/" alike), with its words, if there is one. */
export function publicRouteAt(pathname: string): PublicRoute | undefined {
  const page = publicPageAt(pathname);
  return page && BY_PATH.get(page.path);
}

/** The name of a page in breadcrumbs: its title without the site name. */
function crumbName(route: PublicRoute): string {
  return route.title.replace(/\s*\|\s*Kinloan$/, '');
}

/** Home › hub › article, Home › /product › its sub-page, or Home › page. */
export function breadcrumbsOf(route: PublicRoute): Crumb[] {
  const home: Crumb = { name: 'Home', path: '/' };
  if (route.path === '/') return [home];
  const trail: Crumb[] = [home];
  const article = route.kind === 'article' ? articleByPath(route.path) : undefined;
  if (article) {
    const hub = ARTICLE_HUBS[article.section];
    trail.push({ name: hub.label, path: hub.path }, { name: article.title, path: route.path });
    return trail;
  }
  if (route.kind === 'hub') {
    const hub = Object.values(ARTICLE_HUBS).find((candidate) => candidate.path === route.path);
    trail.push({ name: hub?.label ?? crumbName(route), path: route.path });
    return trail;
  }
  const parent = BY_PATH.get(route.path.slice(0, route.path.lastIndexOf('/')));
  if (parent && parent.path !== '/') trail.push({ name: crumbName(parent), path: parent.path });
  trail.push({ name: crumbName(route), path: route.path });
  return trail;
}

/** Everything the page puts in <head>: title, description, canonical, Open Graph, Twitter and JSON-LD. */
export function publicRouteHead(route: PublicRoute, appBaseUrl: string): PageHead {
  const head: PageHead = { title: route.title, description: route.description, path: route.path };
  if (route.kind === 'home') return { ...head, structuredData: [organizationLd(appBaseUrl), websiteLd(appBaseUrl)] };
  const breadcrumbs = breadcrumbLd(appBaseUrl, breadcrumbsOf(route));
  const article = route.kind === 'article' ? articleByPath(route.path) : undefined;
  if (article) {
    const facts = { path: route.path, headline: article.title, description: article.description, date: article.date };
    return { ...head, ogType: 'article', structuredData: [articleLd(appBaseUrl, facts), breadcrumbs] };
  }
  return { ...head, structuredData: [breadcrumbs] };
}

/** The not-found page: kept out of search results, no canonical link. */
export const NOT_FOUND_HEAD: PageHead = {
  title: 'Page not found | Kinloan',
  description: 'This page does not exist on Kinloan. Try the home page, the FAQ or the guides.',
  path: null,
  noindex: true,
};
