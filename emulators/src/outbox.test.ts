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
