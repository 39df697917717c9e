import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './StepIndicator';
import { loanRequest, READY_TERMS } from './test-fixtures';
import type { LoanPage } from './next-step';

function steps(page: LoanPage, request: ReturnType<typeof loanRequest>) {
  render(
    <MemoryRouter>
      <StepIndicator role="initiator" page={page} request={request} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Progress' });
  const states = [...nav.querySelectorAll('li')].map((li) => `${li.querySelector('.step-indicator__label')?.firstChild?.textContent}:${li.className.split('--')[1]}`);
  return { summary: nav.querySelector('.step-indicator__summary')?.textContent, states };
}

describe('the loan flow’s step bar (issue 18)', () => {
  it('after “A few more terms”, “Your loan terms” shows More terms done and goes on to your details', () => {
    const { summary, states } = steps('loan-info', loanRequest({ initiatorRequestDetails: {}, recipientRequestDetails: {} }));
    expect(summary).toBe('Step 3 of 7: Your details');
    expect(states.slice(0, 4)).toEqual(['Terms:done', 'More terms:done', 'Your details:current', 'Other party:todo']);
  });

  it('ticks only what was really done: a borrower who went straight to a loan wish has not given their details', () => {
    const { states } = steps('loan-wish-details', loanRequest({ initiatorRequestDetails: {}, recipientRequestDetails: {} }));
    expect(states.slice(1, 4)).toEqual(['More terms:done', 'Your details:todo', 'Other party:current']);
  });

  it('once sent, every step has its check mark, Send included', () => {
    const { summary, states } = steps('request-sent', loanRequest({ status: 'sent', signatures: { initiator: { signedAt: '2026-01-10T10:00:00Z' } as never, recipient: null } }));
    expect(summary).toBe('All steps done');
    expect(states.every((state) => state.endsWith(':done'))).toBe(true);
  });

  it('never ticks a step ahead of the page, even when its data is already there (details filled from the profile)', () => {
    const { governingLawState: _law, disbursement: _handOver, ...core } = READY_TERMS;
    const { states } = steps('loan-terms-addl', loanRequest({ loanProposalDetails: core }));
    expect(states.slice(0, 4)).toEqual(['Terms:done', 'More terms:current', 'Your details:todo', 'Other party:todo']);
  });

  it('more terms not done yet are not ticked when someone goes back to the first page', () => {
    const { governingLawState: _law, disbursement: _handOver, ...core } = READY_TERMS;
    const { states } = steps('loan-terms', loanRequest({ loanProposalDetails: core, initiatorRequestDetails: {}, recipientRequestDetails: {} }));
    expect(states.slice(0, 3)).toEqual(['Terms:current', 'More terms:todo', 'Your details:todo']);
  });
});
