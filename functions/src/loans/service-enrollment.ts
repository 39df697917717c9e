
/**
 * POST /api/v1/loans/{id}/serviceEnrollment {}: a party enrolls the loan in the managed
 * service through the monthly subscription checkout link from configuration (one per
 * environment). All we can honestly record is that checkout started: the subscription becomes
 * 'active' only when the payment provider says so, which needs its webhook (not built yet).
 * Starting again (an abandoned checkout) records a new attempt. 200 with the link to open.
 */

export const ALREADY_ENROLLED = 'This loan is already enrolled in the managed service.';

/** The configured link, told which loan and whose email the subscription is for. */
export function checkoutUrlFor(configured: string, loanId: string, email: string | null): string {
  const url = new URL(configured);
  url.searchParams.set('client_reference_id', loanId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}
