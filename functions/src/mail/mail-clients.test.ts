import { describe, expect, it } from 'vitest';
import { sampleMails } from './sample-mails';

/**
 * What every email must be for common mail clients to show it well: a plain-text part that
 * carries every link in full, and HTML built from presentation tables with inline styles only
 * (Gmail drops <style> and classes, Outlook renders with Word), nothing that loads or runs.
 */
const unescape = (href: string) => href.replace(/&amp;/g, '&');

describe('every email, as mail clients show it', () => {
  const mails = sampleMails('Dana <b>Reyes</b>');

  it('has a plain-text part with every link of the HTML written out', () => {
    for (const mail of mails) {
      const hrefs = [...mail.html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => unescape(match[1]!));
      expect(hrefs.length, mail.subject).toBeGreaterThan(0);
      expect(mail.text.trim().length, mail.subject).toBeGreaterThan(40);
      for (const href of hrefs) expect(mail.text, mail.subject).toContain(href);
    }
  });

  it('writes the text part as text: no markup of ours in it', () => {
    for (const mail of sampleMails('Dana Reyes')) expect(mail.text, mail.subject).not.toMatch(/<\/?[a-z][^>]*>|&amp;|&lt;/i);
  });

  it('lays the HTML out in presentation tables, every element styled inline, nothing that loads or runs', () => {
    for (const mail of mails) {
      expect(mail.html, mail.subject).toMatch(/^<!DOCTYPE html>/);
      expect(mail.html, mail.subject).toContain('<table role="presentation"');
      expect(mail.html, mail.subject).not.toMatch(/<style|<script|<link|<img|\sclass=|javascript:|\son[a-z]+=/i);
      for (const [tag] of mail.html.matchAll(/<(p|td|a|blockquote)\b[^>]*>/g)) expect(tag, mail.subject).toMatch(/\sstyle="[^"]+"/);
      for (const [, href] of mail.html.matchAll(/<a [^>]*href="([^"]+)"/g)) expect(href, mail.subject).toMatch(/^https?:\/\//);
    }
  });
});
