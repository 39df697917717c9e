import { composeMail } from './mail-layout';
import type { OutgoingMail } from './outbox';

/**
 * The account emails, in the Kinloan voice: short, warm and plain, one link, and what to do
 * if the email was not expected. Every value from a person is escaped in the HTML.
 */

export function verificationEmail(to: { email: string; firstName: string }, link: string): OutgoingMail {
  return composeMail(to, 'Confirm your email for Kinloan', {
    lines: ['Please confirm this is your email address, so we can keep your loans and agreements safe and send you reminders:'],
    action: { href: link, label: 'Confirm my email' },
    closing: "If you didn't sign up for Kinloan, you can ignore this email.",
  });
}

export function passwordResetEmail(to: { email: string; firstName: string }, link: string): OutgoingMail {
  return composeMail(to, 'Reset your Kinloan password', {
    lines: ['We got a request to reset your Kinloan password. Choose a new one here:'],
    action: { href: link, label: 'Choose a new password' },
    closing: "If you didn't ask for this, you can ignore this email and your password stays as it is.",
  });
}
