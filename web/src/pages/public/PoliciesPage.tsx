import type { ReactNode } from 'react';
import { Link } from '../../app/navigation/links';
import { SUPPORT_EMAIL } from '../../app/site-links';
import { PageIntro, useScrollToHash } from './page-kit';

/** When these policies last changed; update it with every change to the text below. */
export const POLICIES_UPDATED = 'November 20, 2026';

const Email = () => <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;

const POLICIES: readonly { id: string; title: string }[] = [
  { id: 'terms', title: 'Terms of Service' },
  { id: 'privacy', title: 'Privacy Policy' },
  { id: 'electronic-records', title: 'Consent to Electronic Records and Signatures' },
  { id: 'disclaimer', title: 'Disclaimer: not legal, tax or financial advice' },
];

function Policy({ id, children }: { id: string; children: ReactNode }) {
  const title = POLICIES.find((policy) => policy.id === id)?.title ?? id;
  return (
    <section id={id} className="policy" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export default function PoliciesPage() {
  useScrollToHash();
  return (
    <>
      <PageIntro
        eyebrow="Policies"
        title="Our policies, in plain English"
        lead={`The terms for using Kinloan, how we handle your information, what you agree to when you sign electronically, and what Kinloan is not. Last updated ${POLICIES_UPDATED}.`}
      />
      <div className="policy-layout">
        <nav className="policy-toc" aria-labelledby="policy-toc-title">
          <h2 id="policy-toc-title">On this page</h2>
          <ol>
            {POLICIES.map((policy) => (
              <li key={policy.id}>
                <a href={`#${policy.id}`}>{policy.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div>
          <Policy id="terms">
            <p className="policy__updated">Last updated {POLICIES_UPDATED}</p>
            <p>
              These terms are an agreement between you and Kinloan, Inc. (“Kinloan”, “we”, “us”) about your use of the
              Kinloan website and services. By creating an account or using Kinloan you agree to them. If you don’t
              agree, please don’t use Kinloan.
            </p>

            <h3>Who can use Kinloan</h3>
            <p>
              You must be at least 18, live in the United States and be able to enter into a binding contract. You
              agree to give accurate information about yourself, to keep it up to date, to use your own account only,
              and to keep your password private. Tell us straight away at <Email /> if you think someone else has used
              your account.
            </p>

            <h3>What Kinloan does, and doesn’t do</h3>
            <p>
              Kinloan provides software to set out the terms of personal loans and gift letters between people who
              know each other, to sign them electronically, and to record payments and send reminders. Kinloan is not
              a party to your loan or gift. We are not a bank, a lender, a loan broker, a money transmitter, a debt
              collector or a credit reporting agency. We don’t hold or move your money, check anyone’s credit or
              ability to repay, or guarantee that a loan will be repaid. We verify that each user controls their email
              address; beyond that, you are responsible for knowing who you are dealing with.
            </p>

            <h3>Your agreements with each other</h3>
            <p>
              A loan agreement or gift letter you create with Kinloan is between you and the other person. Read it
              before you sign; you are responsible for its terms and for keeping them. Our agreement wording is a
              general tool, not legal advice tailored to you (see the <a href="#disclaimer">disclaimer</a>). Kinloan is
              meant for personal loans between family and friends. If you lend as a business, state lending and
              licensing laws may apply to you, and Kinloan may not be suitable.
            </p>

            <h3>Your responsibilities</h3>
            <ul>
              <li>Use Kinloan lawfully, including the interest-rate (usury) limits of the state whose law governs your loan.</li>
              <li>
                Keep gift letters true: never sign one for money that is expected to be repaid. Misstating a loan as a
                gift to a mortgage lender is fraud.
              </li>
              <li>Only enter another person’s details with a genuine reason to invite them to a loan or gift letter.</li>
              <li>
                Don’t try to break, overload or get around the security of Kinloan, access accounts or data that aren’t
                yours, or copy the site by automated means.
              </li>
            </ul>

            <h3>Fees</h3>
            <p>
              Creating an account and setting up, signing and tracking a loan is free. The optional managed service is
              a paid monthly subscription; its price and what it includes are shown on the checkout page before you
              pay, and the subscription terms presented there apply to it.
            </p>

            <h3>Your information and records</h3>
            <p>
              You keep ownership of the information you put into Kinloan. You allow us to store and process it to
              provide the service, as our <a href="#privacy">Privacy Policy</a> describes. Signed agreements, gift
              letters and their history of changes and signatures are kept so that both parties can rely on them, even
              if one of you later closes their account.
            </p>

            <h3>Closing your account</h3>
            <p>
              You can stop using Kinloan at any time and ask us to close your account. We may suspend or close an
              account that breaks these terms or puts others at risk. Closing an account does not cancel a loan
              agreement already signed: it stays in force between the two of you.
            </p>

            <h3>The service “as is”</h3>
            <p>
              We work hard to keep Kinloan accurate and available, but we provide it “as is” and “as available”. To the
              extent the law allows, we disclaim warranties that are not stated in these terms, and we are not liable
              for indirect or consequential losses, or for another user’s failure to pay or to keep an agreement.
              Nothing in these terms limits rights you have under laws that cannot be limited by contract.
            </p>

            <h3>Changes to these terms</h3>
            <p>
              If we change these terms, we will update the date above, and for important changes tell you by email or
              in the app before they take effect. Continuing to use Kinloan after a change means you accept it.
              Questions? Write to <Email />.
            </p>
          </Policy>

          <Policy id="privacy">
            <p className="policy__updated">Last updated {POLICIES_UPDATED}</p>
            <p>
              This policy explains what personal information Kinloan collects, why, who we share it with, and the
              choices you have. The short version: we collect what we need to run your loans and gift letters, we
              share it with the other person on them and with the providers that run our service, and we don’t sell it.
            </p>

            <h3>What we collect</h3>
            <ul>
              <li>
                <strong>Account details:</strong> your name, email address and password (handled by Firebase
                Authentication, not stored by us in readable form), or your name and email from Google if you sign in
                with Google.
              </li>
              <li>
                <strong>Profile details:</strong> middle name, phone number and mailing address, which appear on the
                agreements and letters you sign.
              </li>
              <li>
                <strong>Loan and gift details:</strong> amounts, rates, dates, purpose, the other party’s name and
                email, gift source and property address, notes, and the payments you record.
              </li>
              <li>
                <strong>Signature records:</strong> your typed name and any drawn signature, your consent to
                electronic records, and the time, IP address and browser details of each signature and key action, kept
                as evidence of who signed what and when.
              </li>
              <li>
                <strong>Technical information:</strong> basic device, browser and log information needed to keep the
                service working and secure. Sign-up uses Google reCAPTCHA to tell people from bots; reCAPTCHA collects
                hardware and software information and is subject to Google’s Privacy Policy and Terms of Service.
              </li>
              <li>
                <strong>Messages:</strong> what you send us when you write to support.
              </li>
            </ul>
            <p>
              We use browser storage to keep you signed in. We don’t use advertising cookies or track you across other
              websites.
            </p>

            <h3>How we use it</h3>
            <ul>
              <li>To provide Kinloan: building schedules and agreements, collecting signatures, recording payments.</li>
              <li>To send the emails the service depends on: invitations, signature requests, payment reminders and notices.</li>
              <li>To keep accounts and records secure and to prevent fraud and abuse.</li>
              <li>To answer your questions and fix problems.</li>
              <li>To meet legal obligations and to enforce our terms.</li>
            </ul>

            <h3>Who we share it with</h3>
            <ul>
              <li>
                <strong>The other party</strong> on a loan or gift letter sees the details of that loan or letter,
                including your name and the contact details shown on it.
              </li>
              <li>
                <strong>Service providers</strong> that run Kinloan for us under contract, such as Google Cloud and
                Firebase (hosting, database, sign-in and email delivery infrastructure), and the checkout provider if
                you buy a subscription. If you enroll a loan in the managed service, the people providing it receive
                what they need for that loan.
              </li>
              <li>
                <strong>When the law requires it</strong>, for example in response to a valid court order, or to protect
                the safety and rights of our users and Kinloan.
              </li>
              <li>
                <strong>A successor</strong>, if Kinloan is merged or sold, bound by this policy.
              </li>
            </ul>
            <p>We don’t sell personal information, and we don’t share it for advertising.</p>

            <h3>How long we keep it</h3>
            <p>
              We keep your account information while your account is open. Signed agreements, gift letters, payment
              records and their history are kept for as long as either party may need them as a record of the loan or
              gift, and as long as the law requires, even after an account is closed, because the other person relies
              on them. Other information is deleted when it is no longer needed.
            </p>

            <h3>Your choices and rights</h3>
            <p>
              You can see and correct your profile at any time, download your signed documents, and ask us for a copy
              of your information or to delete your account by writing to <Email />. Depending on your state (for
              example California), you may have further rights over your personal information; contact us to use them,
              and we will not treat you differently for doing so.
            </p>

            <h3>Security</h3>
            <p>
              Information travels over encrypted connections and is encrypted at rest by our cloud provider. Only the
              parties to a loan can read it, every change goes through our server’s checks, and signatures are recorded
              in a history that cannot be edited. No system is perfectly secure; if we learn of a breach affecting your
              information, we will tell you as the law requires.
            </p>

            <h3>Children</h3>
            <p>Kinloan is not for anyone under 18, and we don’t knowingly collect information from children.</p>

            <h3>Changes and contact</h3>
            <p>
              We will update the date above when this policy changes and tell you about important changes before they
              take effect. Questions or requests: <Email />.
            </p>
          </Policy>

          <Policy id="electronic-records">
            <p className="policy__updated">Last updated {POLICIES_UPDATED}</p>
            <p>
              Kinloan works entirely online. Before you sign anything, the US Electronic Signatures in Global and
              National Commerce Act (ESIGN) asks us to tell you the following, and to get your consent to receive
              records and to sign electronically. You give that consent by checking the consent box when you sign.
            </p>

            <h3>What this consent covers</h3>
            <p>
              Loan agreements, gift letters, changes to them, the notices, disclosures and reminders we send about
              them, these policies, and any other record related to your use of Kinloan. You agree that we may give
              you these records electronically, by showing them in Kinloan or by email, and that your electronic
              signature on them has the same effect as a handwritten one.
            </p>

            <h3>How you sign</h3>
            <p>
              You sign by typing your full legal name, which must match your verified profile, and you may also draw
              your signature. By doing so you intend to sign the document shown to you. We record the time, IP address
              and browser of each signature with the document it applies to.
            </p>

            <h3>Paper copies</h3>
            <p>
              You can view, download and print any document you have signed from your account. If you would like a
              paper copy, write to <Email /> and we will send it at no charge.
            </p>

            <h3>Withdrawing your consent</h3>
            <p>
              You may withdraw your consent to electronic records at any time by writing to <Email />. Because Kinloan
              only works electronically, you will then not be able to sign new agreements or letters with Kinloan.
              Withdrawing does not affect the validity of anything signed before.
            </p>

            <h3>Keeping your contact details current</h3>
            <p>
              We send records and notices to the email address in your profile. Keep it up to date in your profile so
              you receive them.
            </p>

            <h3>What you need</h3>
            <ul>
              <li>A current version of Chrome, Edge, Firefox or Safari, with JavaScript turned on.</li>
              <li>An email account you can read.</li>
              <li>A way to open and save PDF files, and to print them or keep them on your device.</li>
            </ul>
            <p>
              If these requirements change in a way that could stop you reading or keeping your records, we will tell
              you and you may withdraw your consent without any fee.
            </p>
          </Policy>

          <Policy id="disclaimer">
            <p>
              <strong>Kinloan is not a legal, tax or lawyer service.</strong> Kinloan, Inc. is not a law firm and does
              not give legal advice; it is not a tax adviser, an accountant or a financial adviser; and it is not a bank
              or a lender. Using Kinloan does not create an attorney–client or any other advisory relationship.
            </p>
            <p>
              Our agreements, letters, calculators and articles are general tools and information. Tax figures are for
              the years stated and change every year; the rules that apply to you depend on your circumstances and
              your state. For advice about your situation, talk to an attorney licensed in your state or a qualified
              tax professional. Our <Link to="/know">guides</Link> cite their sources so you can check them.
            </p>
          </Policy>
        </div>
      </div>
    </>
  );
}
