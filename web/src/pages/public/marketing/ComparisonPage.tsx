import { withLinks } from '../inline-links';
import { ButtonLink, NotAdviceNote, PageIntro, RelatedLinks, Section, StepList, type RelatedLink } from '../page-kit';

/**
 * The five "best … alternative" pages share one honest structure: what the situation is, when a
 * family loan is a good alternative and when it isn't, a side-by-side comparison, and how to set
 * it up. Text may contain "[label](/path)" links.
 */
export interface ComparisonContent {
  eyebrow: string;
  title: string;
  lead: string;
  intro: readonly string[];
  goodFit: readonly string[];
  notFit: readonly string[];
  comparison: {
    caption: string;
    columns: readonly string[];
    rows: readonly (readonly [string, ...string[]])[];
  };
  steps: readonly { title: string; text: string }[];
  cautions: readonly string[];
  related: readonly RelatedLink[];
}

export function ComparisonPage({ content }: { content: ComparisonContent }) {
  const { comparison } = content;
  return (
    <>
      <PageIntro eyebrow={content.eyebrow} title={content.title} lead={content.lead}>
        <ButtonLink to="/get-started">Get started</ButtonLink>
        <ButtonLink to="/know/loan-amortization-calculator-interest-principal-schedule" variant="secondary">
          Try the calculator
        </ButtonLink>
      </PageIntro>

      <Section id="situation" title="The situation">
        <div className="reading">
          {content.intro.map((paragraph, index) => (
            <p key={index}>{withLinks(paragraph)}</p>
          ))}
        </div>
      </Section>

      <Section id="fit" title="Is a family loan the right choice?" tone="warm">
        <div className="fit-grid">
          <div className="fit-card fit-card--yes">
            <h3>A good alternative when…</h3>
            <ul>
              {content.goodFit.map((item, index) => (
                <li key={index}>{withLinks(item)}</li>
              ))}
            </ul>
          </div>
          <div className="fit-card fit-card--no">
            <h3>Probably not the answer when…</h3>
            <ul>
              {content.notFit.map((item, index) => (
                <li key={index}>{withLinks(item)}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="compare" title="Side by side">
        <h3 id="compare-title" className="compare-title">
          {comparison.caption}
        </h3>
        {/* A table on wide screens; on narrow ones the same facts as one card per row (CSS shows one). */}
        <div className="compare-table" role="region" aria-labelledby="compare-title" tabIndex={0}>
          <table>
            <caption className="visually-hidden">{comparison.caption}</caption>
            <thead>
              <tr>
                <td />
                {comparison.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map(([aspect, ...cells]) => (
                <tr key={aspect}>
                  <th scope="row">{aspect}</th>
                  {cells.map((cell, index) => (
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="compare-cards">
          {comparison.rows.map(([aspect, ...cells]) => (
            <li key={aspect} className="compare-card">
              <h4>{aspect}</h4>
              <dl>
                {comparison.columns.map((column, index) => (
                  <div key={column}>
                    <dt>{column}</dt>
                    <dd>{cells[index]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="how" title="If you go ahead, do it properly">
        <StepList steps={content.steps} />
      </Section>

      <Section id="cautions" title="Worth knowing">
        <div className="reading">
          {content.cautions.map((paragraph, index) => (
            <p key={index}>{withLinks(paragraph)}</p>
          ))}
          <NotAdviceNote />
        </div>
      </Section>

      <RelatedLinks links={content.related} />
    </>
  );
}
