import { useAppConfig } from '../../config/config-context';
import { useStructuredData } from '../../app/use-page-title';
import { FAQ_GROUPS } from './faq-data';
import { plainText, withLinks } from './inline-links';
import { PageIntro, Section, useScrollToHash } from './page-kit';
import { faqPageLd } from './structured-data';

/** Every question and answer on this page, as plain text for FAQPage structured data. */
export const FAQ_ENTRIES = FAQ_GROUPS.flatMap((group) =>
  group.items.map((item) => ({ question: item.question, answer: item.answer.map(plainText).join('\n\n') })),
);

export default function FaqPage() {
  useScrollToHash();
  // Built from the same words the page shows, so the structured data can never disagree with it.
  useStructuredData('faq', faqPageLd(useAppConfig().appBaseUrl, '/faq', FAQ_ENTRIES));
  return (
    <>
      <PageIntro
        eyebrow="FAQs"
        title="Frequently asked questions"
        lead="Straight answers about how Kinloan works, what it costs, how your information is protected, and the rules that apply to family loans and gifts."
      >
        <nav aria-label="FAQ topics" className="faq-topics">
          <ul className="faq-toc">
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>

      {FAQ_GROUPS.map((group) => (
        <Section key={group.id} id={group.id} title={group.title}>
          <div className="faq-list">
            {group.items.map((item) => (
              <div key={item.id} id={item.id} className="faq-item">
                <h3>{item.question}</h3>
                {item.answer.map((paragraph, index) => (
                  <p key={index}>{withLinks(paragraph)}</p>
                ))}
              </div>
            ))}
          </div>
        </Section>
      ))}
      <Section id="more-questions" title="Still have a question?">
        <p className="reading">
          {withLinks('Write to us at [support@kinloan.com](mailto:support@kinloan.com), or browse our [guides to family lending](/know).')}
        </p>
      </Section>
    </>
  );
}
