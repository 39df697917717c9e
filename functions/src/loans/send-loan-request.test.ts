import { describe, expect, it } from 'vitest';
import { requestDoc } from './loan-test-support';
import { recipientDetails } from './send-loan-request';

const party = { email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Diaz' };

describe('naming the recipient', () => {
  it('keeps what the initiator wrote about the same person', () => {
    const doc = requestDoc({ recipientEmail: null, recipientRequestDetails: { phone: '+12065550111' } });
    expect(recipientDetails(doc, party)).toEqual({ phone: '+12065550111', ...party });
  });

  it('starts afresh for a different person', () => {
    const doc = requestDoc({ recipientEmail: 'daniel@example.com', recipientRequestDetails: { email: 'daniel@example.com', phone: '+15415550187', middleName: 'J' } });
    expect(recipientDetails(doc, party)).toEqual(party);
  });
});
