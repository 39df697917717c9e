import { describe, expect, it } from 'vitest';
import {
  buildLedger,
  formatUsd,
  LOAN_FORGIVENESS_TAX_NOTE,
  payoffAmountCents,
  type LoanNote,
  type LoanRemindersResponse,
  type LoanResponse,
  type ServiceEnrollmentResponse,
} from '@kinloan/domain';
import { mailTo } from './support/api';
import { eventsOf } from './support/loans';
import { detailOf, loanOf, MONTHLY, PAST_LEDGER_TERMS, pay, paymentBody, servicedLoan, v1 } from './support/servicing';

/** The loan record's exports (CSV, calendar), notes, reminder settings, the managed service and ending a loan. */

function csvRows(text: string): string[][] {
  // The fields used here hold no line breaks, so a plain split suffices for these assertions.
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .map((line) => line.split(','));
}

describe('GET /loans/{id}/ledger.csv', () => {
  it('downloads the installments and the payments as CSV, with notes defused', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    await pay(daniel, loanId, paymentBody({ note: '=HYPERLINK("http://evil.example")' }));
    await pay(maya, loanId, paymentBody({ paidOn: '2026-03-01', note: 'March, as agreed' }));
    const answer = await v1('GET', `/loans/${loanId}/ledger.csv`, { token: maya.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="kinloan-loan-${loanId}-ledger.csv"`);
    // The byte-order mark, which TextDecoder drops: spreadsheet programs need it to read UTF-8.
    expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = answer.text;
    const rows = csvRows(text);
    expect(rows[0]).toEqual(['Installments']);
    expect(rows[1]?.[0]).toBe('Installment');
    expect(rows[2]).toEqual(['1', '2026-02-01', '425.75', '16.67', '409.08', '425.75', '2026-02-01', 'Paid', '4590.92', '425.75']);
    expect(rows[3]?.slice(0, 2)).toEqual(['2', '2026-03-01']);
    expect(rows[3]?.[7]).toBe('Late');
    expect(rows).toHaveLength(12 + 2 + 1 + 2 + 2 + 1);
    expect(rows[15]).toEqual(['Payments']);
    expect(text).toContain('\r\n2026-02-01,425.75,16.67,409.08,0.00,4590.92,Zelle,Confirmed,Lender,"\'=HYPERLINK(""http://evil.example"")"\r\n');
    expect(text).toContain('\r\n2026-03-01,425.75,,,,,Zelle,Waiting for confirmation,Borrower,"March, as agreed"\r\n');
  });
});

describe('GET /loans/{id}/calendar.ics', () => {
  it('gives one all-day event per remaining due date, CRLF and folded', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    await pay(daniel, loanId);
    const answer = await v1('GET', `/loans/${loanId}/calendar.ics`, { token: maya.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="kinloan-loan-${loanId}-due-dates.ics"`);
    const text = answer.text;
    expect(text.split('\n').slice(0, -1).every((line) => line.endsWith('\r'))).toBe(true);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    const starts = lines.filter((line) => line.startsWith('DTSTART;VALUE=DATE:'));
    expect(starts).toHaveLength(11);
    expect(starts[0]).toBe('DTSTART;VALUE=DATE:20260301');
    expect(lines.filter((line) => line.startsWith('UID:'))[0]).toBe(`UID:kinloan-loan-${loanId}-installment-2@kinloan.com`);
    expect(lines).toContain('SUMMARY:Loan payment due to Daniel Okafor: $425.75');
    const lender = await v1('GET', `/loans/${loanId}/calendar.ics`, { token: daniel.token });
    expect(lender.text).toContain('SUMMARY:Loan payment due from Maya Okafor: $425.75');
  });
});

describe('loan notes', () => {
  it('either party appends; notes come back in the order written and cannot be edited or deleted', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const texts: [typeof maya, string][] = [
      [maya, 'Paid in cash at dinner, Daniel will confirm.'],
      [daniel, 'Confirmed, thanks!'],
      [maya, 'Next one might be a few days late.'],
    ];
    const notes: LoanNote[] = [];
    for (const [who, text] of texts) {
      const answer = await v1<LoanNote>('POST', `/loans/${loanId}/notes`, { token: who.token, body: { text } });
      expect(answer.status).toBe(201);
      expect(answer.body).toMatchObject({ authorCustomerId: who.uid, text });
      notes.push(answer.body);
    }
    const loan = await loanOf(daniel, loanId);
    expect(loan.loanNotes[0]?.id).toBe('executed');
    expect(loan.loanNotes.slice(1)).toEqual(notes);
    expect((await v1('POST', `/loans/${loanId}/notes`, { token: maya.token, body: { text: '' } })).status).toBe(400);
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const answer = await v1(method, `/loans/${loanId}/notes/${notes[0]!.id}`, { token: maya.token, body: { text: 'rewritten' } });
      expect(answer.status, method).toBe(404);
    }
    expect((await loanOf(maya, loanId)).loanNotes.slice(1)).toEqual(notes);
  });
});

describe('reminder settings and the managed service', () => {
  it('each party sets only their own reminders', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const mine = await v1<LoanRemindersResponse>('PUT', `/loans/${loanId}/reminders`, { token: maya.token, body: { reminders: 'overdue-only' } });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ reminders: { lender: 'all', borrower: 'overdue-only' } });
    await v1('PUT', `/loans/${loanId}/reminders`, { token: daniel.token, body: { reminders: 'off' } });
    expect((await loanOf(maya, loanId)).reminders).toEqual({ lender: 'off', borrower: 'overdue-only' });
    expect((await v1('PUT', `/loans/${loanId}/reminders`, { token: maya.token, body: { reminders: 'sometimes' } })).status).toBe(400);
  });

  it('enrolling records that checkout started and gives the configured monthly subscription link', async () => {
    const { maya, loanId } = await servicedLoan();
    const answer = await v1<ServiceEnrollmentResponse>('POST', `/loans/${loanId}/serviceEnrollment`, { token: maya.token, body: {} });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.checkoutUrl);
    expect(url.origin + url.pathname).toBe('https://buy.stripe.com/test_kinloan_managed_service_monthly');
    expect(url.searchParams.get('client_reference_id')).toBe(loanId);
    expect(url.searchParams.get('prefilled_email')).toBe(maya.email);
    expect(answer.body.serviceEnrollment).toMatchObject({ status: 'checkout-started', byCustomerId: maya.uid, checkoutUrl: answer.body.checkoutUrl });
    expect((await loanOf(maya, loanId)).serviceEnrollment).toEqual(answer.body.serviceEnrollment);
    expect((await eventsOf('loans', loanId)).map((e) => e.type)).toEqual(['create', 'enroll-service']);
  });
});

describe('POST /loans/{id}/end', () => {
  it('refuses paid-off while something is owed (409 with the balance) and forgiving by the borrower (403)', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    await pay(daniel, loanId);
    const paidOff = await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-06-01', status: 'paid-off' } });
    expect(paidOff.status).toBe(409);
    expect(detailOf(paidOff)).toBe(`The loan still has ${formatUsd(459_092)} to repay, so it can't be marked paid off yet.`);
    expect((await v1('POST', `/loans/${loanId}/end`, { token: maya.token, body: { endDate: '2026-06-01', status: 'forgiven' } })).status).toBe(403);
    expect((await v1('POST', `/loans/${loanId}/end`, { token: maya.token, body: { endDate: '2026-06-01', status: 'other', reason: 'x' } })).status).toBe(403);
    const noReason = await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-06-01', status: 'other' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ error: { fields: [{ field: 'reason' }] } });
    const early = await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-01-31', status: 'forgiven' } });
    expect(early.status).toBe(400);
    expect((await loanOf(maya, loanId)).status).toBe('active');
  });

  it('forgiven by the lender: the gift-tax note, both told, and no more payments', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    await pay(daniel, loanId);
    const answer = await v1<LoanResponse>('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-06-01', status: 'forgiven' } });
    expect(answer.status).toBe(200);
    const owed = payoffAmountCents(buildLedger(PAST_LEDGER_TERMS, [{ id: 'p000002', amountCents: MONTHLY, paidOn: '2026-02-01' }], '2026-11-20').position, '2026-06-01');
    expect(answer.body).toMatchObject({
      status: 'forgiven',
      endDate: '2026-06-01',
      nextDue: null,
      end: { status: 'forgiven', endDate: '2026-06-01', endedByCustomerId: daniel.uid, balanceAtEndCents: owed, taxNote: LOAN_FORGIVENESS_TAX_NOTE, reason: null },
    });
    for (const who of [maya, daniel]) {
      const mail = (await mailTo(who.email)).find((m) => m.message.subject === 'A loan was forgiven');
      expect(mail?.message.text).toContain(LOAN_FORGIVENESS_TAX_NOTE);
    }
    const refused = await pay(maya, loanId, paymentBody({ paidOn: '2026-03-01' }));
    expect(refused.status).toBe(409);
    expect(detailOf(refused)).toBe("You can't record a payment while the loan is forgiven.");
    expect((await v1('PUT', `/loans/${loanId}/reminders`, { token: maya.token, body: { reminders: 'off' } })).status).toBe(409);
    expect((await v1('POST', `/loans/${loanId}/end`, { token: daniel.token, body: { endDate: '2026-06-01', status: 'other', reason: 'again' } })).status).toBe(409);
    // Notes stay open for the last word.
    expect((await v1('POST', `/loans/${loanId}/notes`, { token: maya.token, body: { text: 'Thank you, truly.' } })).status).toBe(201);
    const calendar = await v1('GET', `/loans/${loanId}/calendar.ics`, { token: maya.token });
    expect(calendar.text).not.toContain('BEGIN:VEVENT');
  });

  it('paid off once the balance is 0, by either party; other with a reason', async () => {
    const { maya, daniel, loanId } = await servicedLoan();
    const payoff = payoffAmountCents(buildLedger(PAST_LEDGER_TERMS, [], '2026-11-20').position, '2026-04-15');
    expect((await pay(daniel, loanId, paymentBody({ amountCents: payoff, paidOn: '2026-04-15' }))).status).toBe(201);
    const ended = await v1<LoanResponse>('POST', `/loans/${loanId}/end`, { token: maya.token, body: { endDate: '2026-04-15', status: 'paid-off' } });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ status: 'paid-off', balanceCents: 0, end: { status: 'paid-off', balanceAtEndCents: 0, taxNote: null } });
    expect((await mailTo(daniel.email)).map((m) => m.message.subject)).toContain('Your loan is paid off');

    const other = await servicedLoan();
    const answer = await v1<LoanResponse>('POST', `/loans/${other.loanId}/end`, {
      token: other.daniel.token,
      body: { endDate: '2026-05-01', status: 'other', reason: 'We settled it with the car itself.' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'ended-other', end: { reason: 'We settled it with the car itself.' } });
    expect((await pay(other.daniel, other.loanId)).status).toBe(409);
  });
});
