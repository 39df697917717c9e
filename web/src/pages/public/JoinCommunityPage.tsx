import { Link } from '../../app/navigation/links';
import { SOCIAL_LINKS, SUPPORT_EMAIL } from '../../app/site-links';
import { ButtonLink, FeatureGrid, PageIntro, Section } from './page-kit';

const WAYS = [
  {
    title: 'Create a free account',
    text: (
      <>
        Your account is where your loans, agreements and gift letters live. <Link to="/signup">Sign up</Link> in a
        minute and verify your email.
      </>
    ),
  },
  {
    title: 'Learn the ground rules',
    text: (
      <>
        Our <Link to="/know">guides</Link> and <Link to="/borrow101">Borrow 101</Link> explain interest, taxes, gift
        letters and how to ask, in plain English.
      </>
    ),
  },
  {
    title: 'Share what worked',
    text: (
      <>
        Lent to a sibling, helped a friend start a business, repaid your parents early? Tell us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. With your permission, your tips may help someone else.
      </>
    ),
  },
  {
    title: 'Tell us what’s missing',
    text: 'Kinloan is shaped by the people who use it. If something was confusing or a feature would have helped, we want to know.',
  },
] as const;

export default function JoinCommunityPage() {
  return (
    <>
      <PageIntro
        eyebrow="Community"
        title="Join people who lend to each other on clear terms"
        lead="Families and friends have always helped each other with money. The Kinloan community is everyone doing it openly and fairly, with the terms written down."
      >
        <ButtonLink to="/signup">Create a free account</ButtonLink>
        <ButtonLink to="/know" variant="secondary">
          Read the guides
        </ButtonLink>
      </PageIntro>

      <Section id="ways" title="Ways to take part">
        <FeatureGrid features={WAYS} />
      </Section>

      <Section id="follow" title="Follow us" tone="warm">
        <div className="reading">
          <p>News, new guides and the occasional reminder that it’s fine to talk about money with people you love.</p>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  Kinloan on {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="respect" title="How we treat each other">
        <div className="reading">
          <p>
            When you share a story, leave out anything the other person wouldn’t want public: names, amounts, family
            details. Money between family is personal; respect that for everyone involved.
          </p>
        </div>
      </Section>
    </>
  );
}
