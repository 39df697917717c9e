import { describe, expect, it } from 'vitest';
import { sampleMails } from './sample-mails';

/**
 * A name is whatever its owner typed, and mail clients show the subject before anything else:
 * "URGENT your bank account is locked" as a first name would be a phishing subject sent by us.
 * Names stay in the body (escaped, attributed), never in a subject.
 */
const NAME = 'URGENT Account locked visit evil.example';

describe('mail subjects', () => {
  it('never carry a name someone typed', () => {
    for (const mail of sampleMails(NAME)) {
      expect(mail.subject).not.toMatch(/URGENT|evil/);
      if (!/email|password/.test(mail.subject)) expect(mail.text).toContain(NAME);
    }
  });
});
