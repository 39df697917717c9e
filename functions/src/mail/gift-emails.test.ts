import { describe, expect, it } from 'vitest';
import {
  giftLetterExecutedEmail,
  giftLetterRejectedEmail,
  giftLetterSentEmail,
  giftLetterSignedByOtherEmail,
  giftLetterWithdrawnEmail,
} from './gift-emails';

const grace = { email: 'grace@example.com', firstName: 'Grace' };
const maya = { email: 'maya@example.com', firstName: 'Maya' };
const gift = { amountCents: 2_500_000, property: '742 Evergreen Ter, Springfield, OR 97477' };
const link = 'http://localhost:5000/g1/gift-review?x=1&y=2';

describe('the gift letter invitation', () => {
  it('from the buyer: asks the relative to sign for the gift they are giving, with the link', () => {
    const mail = giftLetterSentEmail(grace, { senderName: 'Maya Okafor', senderParty: 'gift-recipient', gift, link });
    expect(mail.to).toBe('grace@example.com');
    expect(mail.subject).toBe('You have a gift letter to sign on Kinloan');
    expect(mail.text).toMatch(/^Hi Grace,\n/);
    expect(mail.text).toContain('Maya Okafor is buying a home and has asked you to sign a gift letter for a gift of $25,000.00 from you toward the home at 742 Evergreen Ter');
    expect(mail.text).toContain('only for money that never has to be paid back');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
  });

  it('from the donor: says a gift is being given and the letter is signed', () => {
    const mail = giftLetterSentEmail(maya, { senderName: 'Grace Okafor', senderParty: 'donor', gift: { amountCents: 100_000 }, link });
    expect(mail.text).toContain('Grace Okafor is giving you a gift of $1,000.00 toward a home purchase, and has signed a gift letter');
  });

  it('escapes names and addresses in the HTML', () => {
    const mail = giftLetterSentEmail(
      { email: 'x@example.com', firstName: '<img src=x>' },
      { senderName: '<script>alert(1)</script>', senderParty: 'donor', gift: { property: '1 "Main" St & Co' }, link },
    );
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('1 &quot;Main&quot; St &amp; Co');
  });
});

describe('the other gift letter emails', () => {
  it('withdrawn: changed or deleted', () => {
    const changed = giftLetterWithdrawnEmail(grace, { senderName: 'Maya Okafor', why: 'changed', link: 'http://app/dashboard' });
    expect(changed.subject).toBe('A gift letter sent to you is being changed');
    expect(changed.text).toContain('can no longer be signed');
    const deleted = giftLetterWithdrawnEmail(grace, { senderName: '', why: 'deleted', link: 'http://app/dashboard' });
    expect(deleted.subject).toBe('A gift letter sent to you was withdrawn');
  });

  it('rejected: quotes the reason as written, escaped in the HTML', () => {
    const mail = giftLetterRejectedEmail(maya, { inviteeName: 'Grace Okafor', reason: 'It is a loan.\n<b>Sorry</b>', link: 'http://app/g1/gift-rejected' });
    expect(mail.subject).toBe('Your gift letter was declined');
    expect(mail.text).toContain('> It is a loan.\n> <b>Sorry</b>\n');
    expect(mail.html).toContain('>It is a loan.<br>&lt;b&gt;Sorry&lt;/b&gt;</blockquote>');
    expect(mail.html).toMatch(/<blockquote style="[^"]*">/);
  });

  it('signed by the other: ready to finalize', () => {
    const mail = giftLetterSignedByOtherEmail(maya, { signerName: 'Grace Okafor', link: 'http://app/g1/gift-review' });
    expect(mail.subject).toBe('Your gift letter was signed');
    expect(mail.text).toContain('Finalize it');
    expect(mail.text).toContain('http://app/g1/gift-review');
  });

  it('executed: to each, naming the other and the gift', () => {
    const mail = giftLetterExecutedEmail(grace, { otherName: 'Maya Okafor', gift, link: 'http://app/g1/gift-executed' });
    expect(mail.subject).toBe('Your gift letter is signed and final');
    expect(mail.text).toContain('Your gift letter with Maya Okafor for a gift of $25,000.00 toward the home at 742 Evergreen Ter');
    expect(mail.text).toContain('http://app/g1/gift-executed');
  });
});
