import { describe, expect, it } from 'vitest';
import {
  changesRequestedEmail,
  loanExecutedEmail,
  loanRequestRejectedEmail,
  loanRequestSentEmail,
  loanRequestWithdrawnEmail,
  signedByOtherPartyEmail,
  termsInWords,
} from './loan-emails';

const daniel = { email: 'daniel@example.com', firstName: 'Daniel' };
const terms = { principalCents: 500_000, annualRateBps: 425, termMonths: 24 };
const link = 'http://localhost:5000/req1/loan-review?x=1&y=2';

describe('the loan request emails', () => {
  it('tell the recipient who asks for what, in plain words, with the review link', () => {
    const mail = loanRequestSentEmail(daniel, { senderName: 'Maya Okafor', senderBorrows: true, terms, link });
    expect(mail.to).toBe('daniel@example.com');
    expect(mail.subject).toBe('You have a loan agreement to review on Kinloan');
    expect(mail.text).toMatch(/^Hi Daniel,\n/);
    expect(mail.text).toContain('Maya Okafor would like to borrow $5,000.00 from you at 4.25% a year, repaid monthly over 24 months.');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    const lend = loanRequestSentEmail(daniel, { senderName: 'Maya Okafor', senderBorrows: false, terms: { ...terms, termMonths: 1 }, link });
    expect(lend.text).toContain('Maya Okafor would like to lend you $5,000.00 at 4.25% a year, repaid monthly over 1 month.');
  });

  it('escape names and reasons in the HTML, and quote the reason as written in the text', () => {
    const mail = loanRequestRejectedEmail(
      { email: 'maya@example.com', firstName: 'Maya' },
      { recipientName: '<b>Dan</b>', reason: 'Not now.\n<script>alert(1)</script>', link },
    );
    expect(mail.subject).toBe('Your loan request was declined');
    expect(mail.text).toContain('> Not now.\n> <script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('>Not now.<br>&lt;script&gt;alert(1)&lt;/script&gt;</blockquote>');
    expect(mail.html).toMatch(/<blockquote style="[^"]*">/);
  });

  it('cover withdrawal, changed terms, the second signature and execution', () => {
    expect(loanRequestWithdrawnEmail(daniel, { senderName: 'Maya Okafor', why: 'changed', link }).text).toContain(
      'Maya Okafor changed the terms of the loan agreement they sent you',
    );
    expect(loanRequestWithdrawnEmail(daniel, { senderName: 'Maya Okafor', why: 'deleted', link }).subject).toBe(
      'A loan request sent to you was withdrawn',
    );
    expect(changesRequestedEmail(daniel, { recipientName: 'Maya Okafor', link }).subject).toBe('Different terms were asked for on your loan request');
    expect(signedByOtherPartyEmail(daniel, { signerName: 'Maya Okafor', link }).text).toContain('Finalize it to make the loan official');
    const executed = loanExecutedEmail(daniel, { otherName: 'Maya Okafor', terms, firstPaymentDate: '2027-02-01', link });
    expect(executed.text).toContain('The first payment is due on February 1, 2027.');
    expect(executed.text).toContain(termsInWords(terms));
  });

  it('greet plainly without a first name and say "Someone" without a sender name', () => {
    const mail = loanRequestSentEmail({ email: 'x@example.com', firstName: '' }, { senderName: '', senderBorrows: true, terms, link });
    expect(mail.text).toMatch(/^Hi,\n/);
    expect(mail.subject).toBe('You have a loan agreement to review on Kinloan');
  });
});
