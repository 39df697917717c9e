import type { ArticleSection } from './front-matter';

/**
 * The two article hubs. Kept apart from the article index (articles.ts) so an article page can
 * show its breadcrumbs without downloading every article's title and description.
 */
export interface ArticleHub {
  readonly section: ArticleSection;
  readonly path: string;
  /** Breadcrumb label and the heading of this section's group on the hubs. */
  readonly label: string;
  readonly title: string;
  readonly heading: string;
  readonly description: string;
  readonly intro: string;
}

/** The two hubs list the same index (spec section 2); each is the breadcrumb home of its own articles. */
export const ARTICLE_HUBS: Readonly<Record<ArticleSection, ArticleHub>> = {
  know: {
    section: 'know',
    path: '/know',
    label: 'Learn',
    title: 'Learn: guides to lending money to family and friends | Kinloan',
    heading: 'Guides to lending and borrowing within your circle',
    description:
      'Plain-English guides to family and friend loans: taxes and the IRS interest rules, charging interest, amortization, gift letters and avoiding regrets.',
    intro:
      'Lending to someone you love is part money, part relationship. These guides explain the money part in plain English (interest, taxes, schedules, paperwork) so the relationship part can stay easy.',
  },
  borrow101: {
    section: 'borrow101',
    path: '/borrow101',
    label: 'Borrow 101',
    title: 'Borrow 101: how to borrow from family and friends the right way | Kinloan',
    heading: 'Borrow 101: asking for, agreeing and repaying a personal loan',
    description:
      'How to ask family and friends for a loan, negotiate fair terms, put them in writing and pay it back, plus honest comparisons with bank and card debt.',
    intro:
      'Borrowing from family or friends can save you a lot of interest, but only if everyone is clear about what was agreed. Start with whichever question is on your mind; every guide links to the others.',
  },
};

/** Group headings on the hub pages. */
export const SECTION_HEADINGS: Readonly<Record<ArticleSection, string>> = {
  know: 'Lending, interest and taxes',
  borrow101: 'Borrow 101',
};
