import { escapeHtml } from './escape-html';
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
  return { to: to.email, subject, text: textBody(greeting, body), html: htmlBody(subject, greeting, body) };
}

function textBody(greeting: string, body: MailBody): string {
  const quote = body.quote === undefined ? [] : [...body.quote.split('\n').map((line) => `> ${line}`), ''];
  return [greeting, '', ...body.lines, '', ...quote, body.action.href, '', body.closing, '', SIGN_OFF, '', FOOTER, ''].join('\n');
}

/*
 * The HTML is laid out the way mail clients render reliably (Outlook's Word engine, Gmail's
 * stripped <head>): nested presentation tables, every style inline, no <style>, classes,
 * images or scripts, a button that is a coloured table cell around the link, and the link
 * written out beneath it for clients that drop the button.
 */
const FONT = "font-family:Helvetica,Arial,sans-serif";
const GREEN = '#0f5c4a';
const FOOTER = 'Kinloan helps family and friends put loans and gifts in writing. You get this email because of your Kinloan account.';

const paragraph = (html: string, style = '') => `<p style="margin:0 0 16px 0;${style}">${html}</p>`;

function button(action: MailBody['action']): string {
  const href = escapeHtml(action.href);
  return [
    '<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 12px 0;">',
    `<tr><td bgcolor="${GREEN}" style="border-radius:6px;background-color:${GREEN};">`,
    `<a href="${href}" style="display:inline-block;padding:12px 22px;${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>`,
    '</td></tr></table>',
    paragraph(
      `If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${GREEN};word-break:break-all;">${href}</a>`,
      'font-size:13px;line-height:19px;color:#5b6663;',
    ),
  ].join('\n');
}

function quoteBlock(quote: string): string {
  const words = quote.split('\n').map(escapeHtml).join('<br>');
  return `<blockquote style="margin:0 0 16px 0;padding:8px 14px;border-left:4px solid #cfc6b8;color:#3b4744;font-style:italic;">${words}</blockquote>`;
}

function htmlBody(subject: string, greeting: string, body: MailBody): string {
  const content = [
    paragraph(escapeHtml(greeting)),
    ...body.lines.map((line) => paragraph(escapeHtml(line))),
    ...(body.quote === undefined ? [] : [quoteBlock(body.quote)]),
    button(body.action),
    paragraph(escapeHtml(body.closing)),
    paragraph(escapeHtml(SIGN_OFF), 'margin-bottom:0;'),
  ].join('\n');
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background-color:#f6f3ee;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f6f3ee;">',
    '<tr><td align="center" style="padding:24px 12px;">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:#ffffff;border:1px solid #e6e0d6;border-radius:8px;">',
    `<tr><td style="padding:22px 28px 4px 28px;font-family:Georgia,'Times New Roman',serif;font-size:22px;font-weight:bold;color:${GREEN};">Kinloan</td></tr>`,
    `<tr><td style="padding:14px 28px 22px 28px;${FONT};font-size:16px;line-height:24px;color:#1f2a27;">`,
    content,
    '</td></tr>',
    `<tr><td style="padding:14px 28px 22px 28px;border-top:1px solid #eee8de;${FONT};font-size:12px;line-height:18px;color:#6b7572;">${escapeHtml(FOOTER)}</td></tr>`,
    '</table>',
    '</td></tr></table>',
    '</body></html>',
  ].join('\n');
}
