import type { OutgoingMail } from './outbox';

/**
 * The account emails, in the Kinloan voice: short, warm and plain, one link, and what to do
 * if the email was not expected. Every value from a person is escaped in the HTML.
 */

const SIGN_OFF = 'The Kinloan team';

export function verificationEmail(to: { email: string; firstName: string }, link: string): OutgoingMail {
  const greeting = greetingFor(to.firstName);
  const lines = [
    'Please confirm this is your email address, so we can keep your loans and agreements safe and send you reminders:',
  ];
  const ignore = "If you didn't sign up for Kinloan, you can ignore this email.";
  return {
    to: to.email,
    subject: 'Confirm your email for Kinloan',
    text: textBody(greeting, lines, link, ignore),
    html: htmlBody(greeting, lines, { href: link, label: 'Confirm my email' }, ignore),
  };
}

export function passwordResetEmail(to: { email: string; firstName: string }, link: string): OutgoingMail {
  const greeting = greetingFor(to.firstName);
  const lines = ['We got a request to reset your Kinloan password. Choose a new one here:'];
  const ignore = "If you didn't ask for this, you can ignore this email and your password stays as it is.";
  return {
    to: to.email,
    subject: 'Reset your Kinloan password',
    text: textBody(greeting, lines, link, ignore),
    html: htmlBody(greeting, lines, { href: link, label: 'Choose a new password' }, ignore),
  };
}

function greetingFor(firstName: string): string {
  const name = firstName.trim();
  return name ? `Hi ${name},` : 'Hi,';
}

function textBody(greeting: string, lines: readonly string[], link: string, ignore: string): string {
  return [greeting, '', ...lines, '', link, '', ignore, '', SIGN_OFF, ''].join('\n');
}

function htmlBody(
  greeting: string,
  lines: readonly string[],
  action: { href: string; label: string },
  ignore: string,
): string {
  return [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
    `<p>${escapeHtml(SIGN_OFF)}</p>`,
  ].join('\n');
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
