import type { LoanRole } from '@kinloan/domain';
import { composeMail, type MailPerson } from './mail-layout';
import type { OutgoingMail } from './outbox';

/** January's note that last year's statement of a loan can be seen and downloaded. */
export function statementReadyEmail(to: MailPerson, about: { year: number; recipientRole: LoanRole; otherName: string; link: string }): OutgoingMail {
  const other = about.otherName || (about.recipientRole === 'borrower' ? 'your lender' : 'the borrower');
  const side = about.recipientRole === 'lender' ? 'the interest you received' : 'the interest you paid';
  // Never a typed name in a subject (mail-subjects.test.ts): the body says whose loan it is.
  return composeMail(to, `Your ${about.year} loan statement is ready`, {
    lines: [
      `The ${about.year} statement for your loan with ${other} is ready: ${side}, the principal repaid, late fees, the balances on January 1 and December 31, and every payment with its split.`,
      'See it on the loan page, or download it as a PDF or a CSV for whoever prepares your taxes:',
    ],
    action: { href: about.link, label: `See the ${about.year} statement` },
    closing: 'The statement is a record of your loan, not tax advice. You can turn off these emails for this loan on its page.',
  });
}
