import { describe, expect, it } from 'vitest';
import { messageOf, outboxLine } from './outbox';

describe('the local outbox', () => {
  it('shows each message as who, what, and the link to open', () => {
    const message = messageOf('m1', {
      to: 'ada@example.com',
      createdAt: '2026-11-24T10:00:00.000Z',
      message: { subject: 'Confirm your email for Kinloan', text: 'Hi Ada,\nOpen http://localhost:5000/verification?oobCode=abc&mode=verifyEmail to confirm.', html: '' },
    });
    expect(message && outboxLine(message)).toBe(
      '✉  ada@example.com · Confirm your email for Kinloan\n     http://localhost:5000/verification?oobCode=abc&mode=verifyEmail',
    );
  });

  it('skips documents that are not messages, and prints a message without a link on one line', () => {
    expect(messageOf('x', { to: 42 })).toBeNull();
    const plain = messageOf('m2', { to: 'b@example.com', message: { subject: 'Hello' } });
    expect(plain && outboxLine(plain)).toBe('✉  b@example.com · Hello');
  });
});

describe('the local outbox page', () => {
  it('shows each message as the recipient sees it, escaped into a sandboxed frame, newest first as given', async () => {
    const { outboxPageHtml } = await import('./outbox-page');
    const page = outboxPageHtml([
      { id: 'm2', to: 'b@example.com', subject: 'Second <b>', text: 't', html: '<p>Hi <a href="http://localhost:5000/x">open</a></p>', createdAt: '2026-11-24T11:00:00Z' },
      { id: 'm1', to: 'a@example.com', subject: 'First', text: 'plain & simple', html: '', createdAt: '2026-11-24T10:00:00Z' },
    ]);
    expect(page.indexOf('Second &#60;b&#62;')).toBeLessThan(page.indexOf('First'));
    expect(page).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(page).toContain('srcdoc="&#60;base target=&#34;_blank&#34;&#62;&#60;p&#62;Hi');
    expect(page).toContain('&#60;pre&#62;plain &#38;#38; simple&#60;/pre&#62;');
    expect(page).not.toContain('<b>');
  });

  it('says plainly when there is nothing yet', async () => {
    const { outboxPageHtml } = await import('./outbox-page');
    expect(outboxPageHtml([])).toContain('No emails yet.');
  });
});
