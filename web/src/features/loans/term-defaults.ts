import { addCalendarMonths, compareDates, US_STATE_CODES, usStateName, type LoanRequestResponse } from '@kinloan/domain';
import { fullName } from './loan-words';

/**
 * The starting values "A few more terms" proposes, each with a sentence saying why, so that
 * nobody signs a default they did not choose without knowing it was one.
 */

export interface Suggestion {
  readonly value: string;
  /** Why this value (or why there is none), for the field's hint. */
  readonly why: string;
}

/**
 * The hand-over: today, the usual day to hand the money over once terms are agreed. Never a
 * day already past (interest would be charged for days before anyone had the money); a
 * month before the first payment only when that is still to come and today is not before it.
 */
export function handOverSuggestion(firstPaymentDate: string, today: string): Suggestion {
  if (compareDates(today, firstPaymentDate) < 0) {
    return { value: today, why: 'We suggest today; change it if the money changes hands on another day.' };
  }
  return {
    value: addCalendarMonths(firstPaymentDate, -1),
    why: 'The first payment date is not after today, so we suggest a month before it. Check both dates.',
  };
}

type Side = LoanRequestResponse['initiatorRequestDetails'];

function isStateCode(value: string | undefined): value is string {
  return value !== undefined && (US_STATE_CODES as readonly string[]).includes(value);
}

/**
 * Governing law: the state where the borrower lives, as the hint has always said. Known when
 * the borrower is this person (their profile, or their side of the request) or has filled in
 * their side; otherwise there is no default to guess: the lender's own state would be wrong.
 */
export function governingLawSuggestion(
  request: Pick<LoanRequestResponse, 'yourRole' | 'yourLoanRole' | 'initiatorRequestDetails' | 'recipientRequestDetails'>,
  myProfileState: string | null,
): Suggestion {
  const mine: Side = request.yourRole === 'initiator' ? request.initiatorRequestDetails : request.recipientRequestDetails;
  const theirs: Side = request.yourRole === 'initiator' ? request.recipientRequestDetails : request.initiatorRequestDetails;
  if (request.yourLoanRole === 'borrower') {
    const state = mine.address?.state ?? myProfileState ?? undefined;
    return isStateCode(state)
      ? { value: state, why: `We filled in ${usStateName(state)}, where you live.` }
      : { value: '', why: 'Choose the state where you live.' };
  }
  const borrower = fullName(theirs) || 'the borrower';
  const state = theirs.address?.state;
  return isStateCode(state)
    ? { value: state, why: `We filled in ${usStateName(state)}, where ${borrower} lives.` }
    : { value: '', why: `Choose the state where ${borrower} lives.` };
}
