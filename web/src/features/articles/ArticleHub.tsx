import { Link } from '../../app/navigation/links';
import { ARTICLE_HUBS, ARTICLES, articlesIn, SECTION_HEADINGS, type ArticleSection } from './articles';
import { ARTICLE_SECTIONS } from './front-matter';
import './articles.css';

const CALCULATOR_PATH = '/know/loan-amortization-calculator-interest-principal-schedule';

/** /know and /borrow101: the same index of every article, with this hub's own section first. */
export function ArticleHub({ section }: { section: ArticleSection }) {
  const hub = ARTICLE_HUBS[section];
  const order = [section, ...ARTICLE_SECTIONS.filter((other) => other !== section)];
  const calculator = ARTICLES.find((article) => article.path === CALCULATOR_PATH);

  return (
    <div className="page article-hub">
      <header className="article-hub__header">
        <p className="eyebrow">{hub.label}</p>
        <h1>{hub.heading}</h1>
        <p className="article-hub__intro">{hub.intro}</p>
      </header>

      {calculator && (
        <aside className="hub-feature" aria-labelledby="hub-feature-title">
          <div>
            <p className="eyebrow">Try it</p>
            <h2 id="hub-feature-title" className="hub-feature__title">
              Loan amortization calculator
            </h2>
            <p>
              See the monthly payment, the total interest and every payment’s split between interest and principal for
              the loan you have in mind.
            </p>
          </div>
          <Link to={calculator.path} className="button button--primary">
            Open the calculator
          </Link>
        </aside>
      )}

      {order.map((group) => (
        <section key={group} className="article-group" aria-labelledby={`group-${group}`}>
          <h2 id={`group-${group}`}>{SECTION_HEADINGS[group]}</h2>
          <ul className="article-cards">
            {articlesIn(group).map((article) => (
              <li key={article.path} className="article-card">
                <h3 className="article-card__title">
                  <Link to={article.path}>{article.title}</Link>
                </h3>
                <p>{article.description}</p>
                <p className="article-card__meta">{article.readingMinutes} min read</p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
