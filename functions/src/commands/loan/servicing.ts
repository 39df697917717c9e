import { endEventFor, formatLongDate, LOAN_FORGIVENESS_TAX_NOTE, payoffAmountCents, type CalendarDate, type EndLoanBody, type Ledger, type LoanEndSummary, type LoanEvent, type LoanStatus, type LoanNote, type ServiceEnrollmentSummary } from '@kinloan/domain';
import { appBaseUrl, requireSetting } from '../../config/environment';
import type { LoanDocument } from '../../loans/loan-document';
import { appendLoanEvent, decideLoanOrRefuse, loadLoan, withLoanRetries, type LoadedLoan } from '../../loans/loan-kind';
import { NOTES, noteIdFor } from '../../loans/loan-notes';
import { checkoutUrlFor, ALREADY_ENROLLED, hasLiveSubscription } from '../../loans/service-enrollment';
import { payoffLetterToKeep } from '../../loans/payoff-letter';
import { loanEndedMails } from '../../loans/servicing-mail';
import { ledgerOf, ledgerTermsOf, remindersOf, todayUtc } from '../../loans/servicing-state';
import { AppError, fieldError } from '../../platform/app-error';
import type { HttpCommand } from '../../platform/command';
import type { CallContext } from '../../platform/context';
import type { Dependencies } from '../../platform/deps';
import { commitOrRetry } from '../../platform/event-log';
import { CommitBatch } from '../../platform/store';
import { loanAnswer } from './read';

interface LoanActionPlan<T> {
  readonly changes?: Partial<LoanDocument>;
  readonly details?: Readonly<Record<string, unknown>>;
  readonly alsoWrite?: (batch: CommitBatch) => void;
  readonly answer: T;
}

/**
 * One servicing action on a loan: load it for this party, ask the loan machine, write the
 * event with the plan's changes in one commit, and do it all again from fresh state when
 * another action took the event number first.
 */
function loanAction<T>(
  deps: Dependencies,
  ctx: CallContext,
  id: string,
  event: LoanEvent,
  plan: (loaded: LoadedLoan, ledger: Ledger, today: CalendarDate, next: LoanStatus) => LoanActionPlan<T> | Promise<LoanActionPlan<T>>,
): Promise<T> {
  return withLoanRetries(async () => {
    const loaded = await loadLoan(deps, id, ctx.caller);
    const today = todayUtc();
    const ledger = ledgerOf(loaded.doc, today);
    const next = decideLoanOrRefuse(loaded, event, ledger.balanceCents);
    const planned = await plan(loaded, ledger, today, next);
    const batch = new CommitBatch(deps.firestore());
    appendLoanEvent(batch, loaded, ctx, { type: event, next, ...(planned.changes ? { changes: planned.changes } : {}), ...(planned.details ? { details: planned.details } : {}) });
    planned.alsoWrite?.(batch);
    await commitOrRetry(batch);
    return planned.answer;
  });
}

/**
 * Loan notes (the spec's `loanNotes`): either party writes one, in any status, and it is
 * kept as written. POST /api/v1/loans/{id}/notes {text} → 201 with the note.
 */
export const addNote: HttpCommand<'loan.addNote'> = (ctx, { params, body: { text } }, deps) =>
  loanAction(deps, ctx, params.id, 'add-note', (loaded) => {
    const note: LoanNote = { id: noteIdFor(loaded.doc.eventCount + 1), authorCustomerId: ctx.caller.uid, text, createdAt: ctx.now };
    return {
      details: { noteId: note.id },
      alsoWrite: (batch) => batch.create(loaded.ref.collection(NOTES).doc(note.id), note),
      answer: note,
    };
  });

/**
 * PUT /api/v1/loans/{id}/reminders {reminders: 'all' | 'overdue-only' | 'off'}: the caller's
 * own reminder emails for this loan; the other party's setting is theirs. 200 with both.
 */
export const setReminders: HttpCommand<'loan.setReminders'> = (ctx, { params, body: { reminders: level } }, deps) =>
  loanAction(deps, ctx, params.id, 'set-reminders', (loaded) => {
    const reminders = { ...remindersOf(loaded.doc), [loaded.role]: level };
    return { changes: { reminders }, details: { reminders: level }, answer: { reminders } };
  });

/**
 * POST /api/v1/loans/{id}/serviceEnrollment {}: a party enrolls the loan in the managed
 * service through the monthly subscription checkout link from configuration (one per
 * environment). All we can honestly record is that checkout started; the provider's webhook
 * says the rest (loans/subscription-events.ts). A new attempt starts afresh, forgetting a
 * cancelled subscription. 200 with the link.
 */
export const enrollService: HttpCommand<'loan.enrollService'> = (ctx, { params }, deps) => {
  const configured = requireSetting('SERVICE_CHECKOUT_URL', deps.environment().serviceCheckoutUrl);
  return loanAction(deps, ctx, params.id, 'enroll-service', (loaded) => {
    if (hasLiveSubscription(loaded.doc.serviceEnrollment)) throw new AppError('conflict', ALREADY_ENROLLED);
    const serviceEnrollment: ServiceEnrollmentSummary = {
      status: 'checkout-started',
      enrolledAt: ctx.now,
      byCustomerId: ctx.caller.uid,
      checkoutUrl: checkoutUrlFor(configured, loaded.doc.id, ctx.caller.email),
    };
    return { changes: { serviceEnrollment }, details: { status: serviceEnrollment.status }, answer: { serviceEnrollment, checkoutUrl: serviceEnrollment.checkoutUrl } };
  });
};

/** The end date lies within the loan's life as recorded: not before the last confirmed payment, not ahead. */
function checkEndDate(endDate: CalendarDate, ledger: Ledger, loanStartDate: CalendarDate, today: CalendarDate): void {
  const earliest = ledger.position.accruedThrough > loanStartDate ? ledger.position.accruedThrough : loanStartDate;
  if (endDate < earliest) {
    throw fieldError('endDate', `End date can't be before ${formatLongDate(earliest)}, the loan's start or its latest confirmed payment.`);
  }
  if (endDate > today) throw fieldError('endDate', `End date can't be in the future (today is ${formatLongDate(today)}).`);
}

/**
 * POST /api/v1/loans/{id}/end {endDate, status, reason?}: paid off (only at a zero balance,
 * by either party), forgiven (only by the lender, with the gift-tax note), or ended for
 * another reason (the lender, with the reason). Both parties are told. 200 with the loan.
 */
export const endLoan: HttpCommand<'loan.end'> = async (ctx, { params, body }, deps) => {
  await loanAction(deps, ctx, params.id, endEventFor(body.status), async (loaded, ledger, today, next) => {
    checkEndDate(body.endDate, ledger, ledgerTermsOf(loaded.doc).loanStartDate, today);
    if (next === 'active') throw new Error(`the loan machine kept loan ${loaded.doc.id} active on ${body.status}`);
    const end = endSummary(next, body, ledger, ctx);
    const payoffLetter = next === 'paid-off' ? await payoffLetterToKeep(deps, ctx, loaded.doc, ledger, body.endDate) : null;
    return {
      changes: { endDate: body.endDate, end, ...(payoffLetter ? { payoffLetter: payoffLetter.summary } : {}) },
      details: { endDate: end.endDate, reason: end.reason, balanceAtEndCents: end.balanceAtEndCents, ...(payoffLetter ? { payoffLetter: payoffLetter.summary } : {}) },
      alsoWrite: (batch) => {
        payoffLetter?.write(batch);
        for (const mail of loanEndedMails(loaded.doc, end, appBaseUrl(deps.environment()))) batch.mail(mail);
      },
      answer: undefined,
    };
  });
  return loanAnswer(deps, params.id, ctx.caller);
};

function endSummary(status: Exclude<LoanStatus, 'active'>, body: EndLoanBody, ledger: Ledger, ctx: CallContext): LoanEndSummary {
  return {
    status,
    endDate: body.endDate,
    reason: body.reason ?? null,
    endedByCustomerId: ctx.caller.uid,
    endedAt: ctx.now,
    balanceAtEndCents: payoffAmountCents(ledger.position, body.endDate),
    taxNote: status === 'forgiven' ? LOAN_FORGIVENESS_TAX_NOTE : null,
  };
}

/**
 * POST /api/v1/loans/{id}/payoffLetter {}: a loan marked paid off before payoff letters existed
 * gets its letter, by either party, once (the loan machine refuses a second; the kept document's
 * create would too). It states the payoff date recorded then and is dated and audited as issued
 * now, at this request. 200 with the loan.
 */
export const issuePayoffLetter: HttpCommand<'loan.issuePayoffLetter'> = async (ctx, { params }, deps) => {
  await loanAction(deps, ctx, params.id, 'issue-payoff-letter', async (loaded, ledger) => {
    const end = loaded.doc.end;
    if (!end) throw new Error(`loan ${loaded.doc.id} is paid off with no end recorded`);
    const letter = await payoffLetterToKeep(deps, ctx, loaded.doc, ledger, end.endDate, end);
    return {
      changes: { payoffLetter: letter.summary },
      details: { payoffLetter: letter.summary },
      alsoWrite: (batch) => letter.write(batch),
      answer: undefined,
    };
  });
  return loanAnswer(deps, params.id, ctx.caller);
};
