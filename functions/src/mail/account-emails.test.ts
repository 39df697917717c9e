import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from './account-emails';
import { escapeHtml } from './escape-html';
import { mailDocument } from './outbox';

const link = 'http://127.0.0.1:9099/emulator/action?mode=verifyEmail&oobCode=abc&apiKey=x&continueUrl=http%3A%2F%2Flocalhost%3A5000%2Fverification';

describe('the verification email', () => {
  const mail = verificationEmail({ email: 'maya@example.com', firstName: 'Maya' }, link);

  it('goes to the customer, greets them by name and carries the link in both bodies', () => {
    expect(mail.to).toBe('maya@example.com');
    expect(mail.subject).toBe('Confirm your email for Kinloan');
    expect(mail.text).toMatch(/^Hi Maya,\n/);
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(mail.text).toContain("If you didn't sign up for Kinloan, you can ignore this email.");
  });

  it('stays short', () => {
    expect(mail.text.split('\n').length).toBeLessThanOrEqual(12);
  });

  it('greets plainly when there is no first name', () => {
    expect(verificationEmail({ email: 'x@example.com', firstName: ' ' }, link).text).toMatch(/^Hi,\n/);
  });

  it('escapes a name that looks like markup', () => {
    const html = verificationEmail({ email: 'x@example.com', firstName: '<img src=x onerror=alert(1)>' }, link).html;
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('the password reset email', () => {
  it('says what happened, gives the link, and reassures', () => {
    const mail = passwordResetEmail({ email: 'dan@example.com', firstName: 'Daniel' }, 'https://kinloan.com/reset?oobCode=1&x=2');
    expect(mail.subject).toBe('Reset your Kinloan password');
    expect(mail.text).toContain('Hi Daniel,');
    expect(mail.text).toContain('https://kinloan.com/reset?oobCode=1&x=2');
    expect(mail.html).toContain('href="https://kinloan.com/reset?oobCode=1&amp;x=2"');
    expect(mail.text).toContain('your password stays as it is');
  });
});

describe('the outbox document', () => {
  it('has the Trigger Email shape and an ISO creation time', () => {
    const mail = verificationEmail({ email: 'maya@example.com', firstName: 'Maya' }, link);
    expect(mailDocument(mail, new Date('2026-01-15T18:00:00Z'))).toEqual({
      to: 'maya@example.com',
      message: { subject: mail.subject, text: mail.text, html: mail.html },
      createdAt: '2026-01-15T18:00:00.000Z',
    });
  });
});

it('escapes the five HTML-significant characters', () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
});
