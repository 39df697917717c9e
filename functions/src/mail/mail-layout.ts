import { escapeHtml } from './account-emails';
import type { OutgoingMail } from './outbox';

/**
 * The one layout of Kinloan's emails about loans, payments and gift letters: a greeting,
 * what happened in plain lines, someone's own words set apart, one link, what happens next,
 * and the sign-off. Everything that came from a person is escaped in the HTML.
 */

const SIGN_OFF = 'The Kinloan team';

export interface MailPerson {
  readonly email: string;
  readonly firstName: string;
}

export interface MailBody {
  readonly lines: readonly string[];
  /** Someone's own words (a rejection or dispute reason), set apart and kept as written. */
  readonly quote?: string;
  readonly action: { readonly href: string; readonly label: string };
  readonly closing: string;
}

function greetingFor(firstName: string): string {
  const name = firstName.trim();
  return name ? `Hi ${name},` : 'Hi,';
}

export function composeMail(to: MailPerson, subject: string, body: MailBody): OutgoingMail {
  const greeting = greetingFor(to.firstName);
  return { to: to.email, subject, text: textBody(greeting, body), html: htmlBody(greeting, body) };
}

function textBody(greeting: string, body: MailBody): string {
  const quote = body.quote === undefined ? [] : [...body.quote.split('\n').map((line) => `> ${line}`), ''];
  return [greeting, '', ...body.lines, '', ...quote, body.action.href, '', body.closing, '', SIGN_OFF, ''].join('\n');
}

function htmlBody(greeting: string, body: MailBody): string {
  return [
    `<p>${escapeHtml(greeting)}</p>`,
    ...body.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(body.quote === undefined ? [] : [`<blockquote>${body.quote.split('\n').map(escapeHtml).join('<br>')}</blockquote>`]),
    `<p><a href="${escapeHtml(body.action.href)}">${escapeHtml(body.action.label)}</a></p>`,
    `<p>${escapeHtml(body.closing)}</p>`,
    `<p>${escapeHtml(SIGN_OFF)}</p>`,
  ].join('\n');
}
