import { describe, expect, it } from 'vitest';
import { governingLawSuggestion, handOverSuggestion } from './term-defaults';
import { loanRequest } from './test-fixtures';

describe('handOverSuggestion', () => {
  it('suggests today, never a day already past, and says so', () => {
    expect(handOverSuggestion('2026-12-01', '2026-11-20')).toEqual({
      value: '2026-11-20',
      why: 'We suggest today; change it if the money changes hands on another day.',
    });
  });

  it('with a first payment not after today, suggests a month before it and asks to check both', () => {
    expect(handOverSuggestion('2026-11-20', '2026-11-20').value).toBe('2026-10-20');
    expect(handOverSuggestion('2026-11-01', '2026-11-20').why).toMatch(/Check both dates/);
  });
});

describe('governingLawSuggestion: where the borrower lives', () => {
  const withState = (state: string) => ({ address: { line1: '1 Main St', city: 'Bend', state: state as 'OR', zipCode: '97701' } });

  it('for a borrower: their own state, from the request or else their profile', () => {
    const borrowing = loanRequest({ yourRole: 'initiator', yourLoanRole: 'borrower', initiatorRequestDetails: {} });
    expect(governingLawSuggestion(borrowing, 'WA')).toEqual({ value: 'WA', why: 'We filled in Washington, where you live.' });
    expect(governingLawSuggestion({ ...borrowing, initiatorRequestDetails: withState('OR') }, 'WA').value).toBe('OR');
    expect(governingLawSuggestion(borrowing, null)).toEqual({ value: '', why: 'Choose the state where you live.' });
  });

  it('for a lender: the borrower’s state when they gave it, and never the lender’s own', () => {
    const lending = loanRequest({
      yourRole: 'initiator',
      yourLoanRole: 'lender',
      initiatorRequestDetails: withState('CA'),
      recipientRequestDetails: { firstName: 'Maya', lastName: 'Okafor' },
    });
    expect(governingLawSuggestion(lending, 'CA')).toEqual({ value: '', why: 'Choose the state where Maya Okafor lives.' });
    const answered = { ...lending, recipientRequestDetails: { firstName: 'Maya', lastName: 'Okafor', ...withState('OR') } };
    expect(governingLawSuggestion(answered, 'CA')).toEqual({ value: 'OR', why: 'We filled in Oregon, where Maya Okafor lives.' });
    expect(governingLawSuggestion({ ...lending, recipientRequestDetails: {} }, null).why).toBe('Choose the state where the borrower lives.');
  });
});
