import type { ComponentType } from 'react';
import { ARTICLE_PATHS } from 'virtual:kinloan/article-paths';
import { lazyPage, type LazyPageComponent } from '../../app/lazy-page';
import { normalizePathname } from '../../app/navigation/site-navigation';

/**
 * Which paths are public pages, and their code: all the landing bundle needs to show (and
 * hydrate) them. Their words (title, description, structured data) are in public-routes.tsx,
 * which joins this table with them into the one `publicRoutes` list; it loads only when a
 * visitor moves to another page, as the prerendered HTML already carries the first page's head.
 */

export type PublicRouteKind = 'home' | 'page' | 'hub' | 'article' | 'marketing' | 'legal';

type PageModule = { default: ComponentType };

export interface PublicPage {
  readonly path: string;
  readonly kind: PublicRouteKind;
  /** The page's code, its own chunk... */
  readonly load: () => Promise<PageModule>;
  /**
   * ...from this source file (relative to web/), so the build can preload that chunk with the
   * prerendered page. Only known when prerendering; the browser bundle does not carry it.
   */
  readonly module: string;
}

/** Every page module, each its own chunk, by path relative to this file. */
const PAGE_MODULES = import.meta.glob<PageModule>(['../HomePage.tsx', './*Page.tsx', './marketing/*Page.tsx']);

const loadArticle = () => import('../../features/articles/ArticlePage');
const ARTICLE_PAGE_MODULE = 'src/features/articles/ArticlePage.tsx';

function page(path: string, file: string, kind: PublicRouteKind = 'page'): PublicPage {
  const load = PAGE_MODULES[file];
  if (!load) throw new Error(`Public page ${path}: no page module ${file}`);
  const module = import.meta.env.SSR ? new URL(file, 'file:///src/pages/public/').pathname.slice(1) : '';
  return { path, kind, load, module };
}

export const publicPages: readonly PublicPage[] = [
  page('/', '../HomePage.tsx', 'home'),
  page('/product', './ProductPage.tsx'),
  page('/product/loan-agreement-template-family-friends', './LoanAgreementTemplatePage.tsx'),
  page('/product-lend', './ProductLendPage.tsx'),
  page('/product-borrow', './ProductBorrowPage.tsx'),
  page('/product-gift', './ProductGiftPage.tsx'),
  page('/about', './AboutPage.tsx'),
  page('/faq', './FaqPage.tsx'),
  page('/policies', './PoliciesPage.tsx', 'legal'),
  page('/get-started', './GetStartedPage.tsx'),
  page('/join-community', './JoinCommunityPage.tsx'),
  page('/know', './KnowHubPage.tsx', 'hub'),
  page('/borrow101', './Borrow101HubPage.tsx', 'hub'),
  ...ARTICLE_PATHS.map((path): PublicPage => ({ path, kind: 'article', load: loadArticle, module: import.meta.env.SSR ? ARTICLE_PAGE_MODULE : '' })),
  page('/best-student-loans-payoff-alternative', './marketing/StudentLoansPage.tsx', 'marketing'),
  page('/best-realestate-mortgage-property-loans-alternative', './marketing/RealEstatePage.tsx', 'marketing'),
  page('/best-moving-relocation-expense-loans-alternative', './marketing/MovingPage.tsx', 'marketing'),
  page('/best-fast-auto-car-loan-payoff-alternative', './marketing/AutoLoanPage.tsx', 'marketing'),
  page('/best-business-loans-working-capital-alternative', './marketing/BusinessLoansPage.tsx', 'marketing'),
];

const BY_PATH = new Map(publicPages.map((entry) => [entry.path, entry]));

/** The public page at `pathname` ("/about" and "/about/" alike), if there is one. */
export function publicPageAt(pathname: string): PublicPage | undefined {
  return BY_PATH.get(normalizePathname(pathname));
}

const components = new Map<string, LazyPageComponent>();

/** The page's component, a lazy chunk (one component per page, kept). */
export function publicPageComponent(entry: Pick<PublicPage, 'path' | 'load'>): LazyPageComponent {
  let component = components.get(entry.path);
  if (!component) {
    component = lazyPage(entry.load);
    components.set(entry.path, component);
  }
  return component;
}

/**
 * Fetches all the code (and article body) the page at `pathname` renders, so that hydrating
 * its prerendered HTML neither suspends nor flashes a loading state.
 */
export async function preloadPublicPage(entry: PublicPage, pathname: string = entry.path): Promise<void> {
  await publicPageComponent(entry).preload();
  if (entry.kind === 'article') await (await loadArticle()).preloadArticle(pathname);
}
