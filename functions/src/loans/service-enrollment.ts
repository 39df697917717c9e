import { isLiveSubscription, type ServiceEnrollmentSummary } from '@kinloan/domain';

/**
 * POST /api/v1/loans/{id}/serviceEnrollment {}: a party enrolls the loan in the managed
 * service through the monthly subscription checkout link from configuration (one per
 * environment). All we can honestly record is that checkout started: the subscription becomes
 * 'active' only when the payment provider's webhook says so (subscription-events.ts).
 * Starting again (an abandoned checkout, a cancelled subscription) records a new attempt.
 */

export const ALREADY_ENROLLED =
  'This loan is already enrolled in the managed service. Use “Manage subscription” to change or cancel it.';

/** A subscription the provider is billing (paid, or a renewal failed and is being retried): no second checkout. */
export function hasLiveSubscription(enrollment: ServiceEnrollmentSummary | null): boolean {
  return isLiveSubscription(enrollment?.status);
}

/** The configured link, told which loan and whose email the subscription is for. */
export function checkoutUrlFor(configured: string, loanId: string, email: string | null): string {
  const url = new URL(configured);
  url.searchParams.set('client_reference_id', loanId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}
