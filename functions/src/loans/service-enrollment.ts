import type { RequestHandler } from 'express';
import { emptyBodySchema, type ServiceEnrollmentResponse, type ServiceEnrollmentSummary } from '@kinloan/domain';
import { requireSetting } from '../config/environment';
import type { ApiDependencies } from '../http/api-app';
import { HttpError, parseBody } from '../http/errors';
import { actionContext } from './action-context';
import { LoanBatch } from './firestore-ops';
import { appendLoanEvent, commitLoanAction, decideLoanOrRefuse, loadLoanForAction, withLoanRetries } from './loan-action';
import { ledgerOf, todayUtc } from './servicing-state';

/**
 * POST /api/v1/loans/{id}/serviceEnrollment {}: a party enrolls the loan in the managed
 * service through the monthly subscription checkout link from configuration (one per
 * environment). All we can honestly record is that checkout started: the subscription becomes
 * 'active' only when the payment provider says so, which needs its webhook (not built yet).
 * Starting again (an abandoned checkout) records a new attempt. 200 with the link to open.
 */

export const enrollBodySchema = emptyBodySchema('Enrolling in the managed service');

export const ALREADY_ENROLLED = 'This loan is already enrolled in the managed service.';

/** The configured link, told which loan and whose email the subscription is for. */
export function checkoutUrlFor(configured: string, loanId: string, email: string | null): string {
  const url = new URL(configured);
  url.searchParams.set('client_reference_id', loanId);
  if (email) url.searchParams.set('prefilled_email', email);
  return url.toString();
}

export function enrollInService(deps: ApiDependencies): RequestHandler {
  return async (req, res) => {
    const context = actionContext(req);
    parseBody(enrollBodySchema, req.body);
    const db = deps.firestore();
    const configured = requireSetting('SERVICE_CHECKOUT_URL', deps.environment().serviceCheckoutUrl);
    const enrollment = await withLoanRetries(async () => {
      const loaded = await loadLoanForAction(db, String(req.params.id), context);
      const next = decideLoanOrRefuse(loaded, 'enroll-service', ledgerOf(loaded.loan, todayUtc()).balanceCents);
      if (loaded.loan.serviceEnrollment?.status === 'active') throw new HttpError('conflict', ALREADY_ENROLLED);
      const serviceEnrollment: ServiceEnrollmentSummary = {
        status: 'checkout-started',
        enrolledAt: context.now,
        byCustomerId: context.caller.uid,
        checkoutUrl: checkoutUrlFor(configured, loaded.loan.id, context.caller.email),
      };
      const batch = new LoanBatch(db);
      appendLoanEvent(batch, loaded, context, { event: 'enroll-service', next, changes: { serviceEnrollment }, details: { status: serviceEnrollment.status } });
      await commitLoanAction(batch);
      return serviceEnrollment;
    });
    res.json({ serviceEnrollment: enrollment, checkoutUrl: enrollment.checkoutUrl } satisfies ServiceEnrollmentResponse);
  };
}
