import { formatUsd, LOAN_FORGIVENESS_TAX_NOTE } from '@kinloan/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installLoanApi, renderLoanApp } from '../../features/loans/render-loan-app';
import { MONTHLY, payment, servicedLoan } from '../../features/servicing/test-fixtures';
import { errorBody, MAYA, resetSession, signInAs, type FetchCall } from '../../session/test-support';
import { useLoanStore } from '../../stores/loan-store';

const PENDING = payment({ id: 'p000002', status: 'pending-confirmation', amountCents: MONTHLY, paidOn: '2026-03-01' });
const CONFIRMED = { ...PENDING, status: 'confirmed', updatedAt: '2026-03-02T09:00:00.000Z' };

function posts(calls: FetchCall[]) {
  return calls.filter((c) => c.method !== 'GET');
}

describe('the servicing pages', () => {
  beforeEach(() => {
    resetSession();
    useLoanStore.getState().clearAll();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInAs(MAYA);
  });
  afterEach(() => {
    resetSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('the loan record shows the balance, next due, payoff, ledger, chart, notes and reminders', async () => {
    const loan = servicedLoan({ today: '2026-04-05', payments: [{ ...CONFIRMED }] });
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: loan } });
    renderLoanApp('/loan1/loan-record');

    expect(await screen.findByRole('heading', { level: 1, name: 'Loan record' })).toBeTruthy();
    expect(screen.getByText('Borrowed from Daniel Okafor')).toBeTruthy();
    const summary = screen.getByText('Balance', { selector: 'dt' }).closest('dl')!;
    expect(summary.textContent).toContain(formatUsd(loan.balanceCents));
    expect(summary.textContent).toContain(`Next payment${formatUsd(loan.nextDue!.amountCents)}due April 1, 2026`);
    expect(summary.textContent).toContain(`Payoff today${formatUsd(loan.ledger.payoffTodayCents)}`);
    // Not late yet: April 1 is within the 10-day grace period on April 5.
    expect(screen.queryByText('Late')).toBeNull();

    const ledger = screen.getByRole('region', { name: /Installments, scheduled and paid/ });
    const rows = within(ledger).getAllByRole('row');
    expect(within(rows[0]!).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'No.',
      'Due date',
      'Scheduled',
      'Interest',
      'Principal',
      'Paid',
      'Paid on',
      'Balance as scheduled',
      'Status',
    ]);
    expect(within(rows[1]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Mar 1, 2026',
      formatUsd(MONTHLY),
      '$50.00',
      formatUsd(MONTHLY - 5_000),
      formatUsd(MONTHLY),
      'Mar 1, 2026',
      formatUsd(loan.schedule[0]!.balanceCents),
      'Paid',
    ]);
    expect(within(rows[2]!).getAllByRole('cell').at(-1)?.textContent).toBe('Due');
    expect(within(rows[3]!).getAllByRole('cell').at(-1)?.textContent).toBe('Upcoming');

    const chart = screen.getByRole('img', { name: /Balance and interest paid over time/ });
    expect(chart.querySelector('desc')?.textContent).toContain(`to ${formatUsd(loan.balanceCents)} after 1 confirmed payment`);
    expect(screen.getByText('The chart as a table')).toBeTruthy();

    expect(screen.getByText('The loan was signed by both parties and finalized.')).toBeTruthy();
    expect(screen.getByText('Kinloan')).toBeTruthy();
    expect((screen.getByRole('radio', { name: /All reminders/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'End the loan' }).getAttribute('href')).toBe('/loan1/loan-end');
    expect(screen.getByRole('link', { name: /Managed service/ }).getAttribute('href')).toBe('/loan1/service-enrollment');
    expect(screen.getByRole('link', { name: /Receipt/ }).getAttribute('href')).toBe('/loan1/loan-record/p000002/payment-report');
  });

  it('past the grace period the record says the payment is late, with the agreed fee', async () => {
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: servicedLoan({ today: '2026-03-20' }) } });
    renderLoanApp('/loan1/loan-record');
    const badge = await screen.findByText(/is 19 days overdue/);
    expect(badge.textContent).toBe('Payment 1, due March 1, 2026, is 19 days overdue. The agreed late fee is $25.00.');
  });

  it('the lender confirms or disputes a pending payment; the borrower only sees it waiting', async () => {
    const asLender = servicedLoan({ role: 'lender', payments: [{ ...PENDING }] });
    const confirmed = servicedLoan({ role: 'lender', payments: [{ ...CONFIRMED }] });
    let loanCalls = 0;
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => ({ status: 200, body: loanCalls++ === 0 ? asLender : confirmed }),
      'POST /v1/loans/loan1/payments/p000002/confirm': { status: 200, body: confirmed.payments[0] },
    });
    renderLoanApp('/loan1/loan-record');
    expect(await screen.findByRole('heading', { name: 'Payments (1 to confirm)' })).toBeTruthy();
    expect(screen.getByText(/Did this money arrive\?/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Dispute the payment of \$526\.46 on Mar 1, 2026/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Confirm the payment of \$526\.46/ }));
    await waitFor(() => expect(screen.getByText('Confirmed')).toBeTruthy());
    expect(posts(api.calls).map((c) => [c.url, c.body])).toEqual([['/api/v1/loans/loan1/payments/p000002/confirm', {}]]);
    // The loan is fetched again: the balance and the ledger now count the payment.
    await waitFor(() => expect(screen.getByText('Balance', { selector: 'dt' }).closest('dl')!.textContent).toContain(formatUsd(confirmed.balanceCents)));
    expect(screen.queryByRole('button', { name: /Confirm the payment/ })).toBeNull();
  });

  it('a dispute needs a reason, and shows it on the payment', async () => {
    const asLender = servicedLoan({ role: 'lender', payments: [{ ...PENDING }] });
    const disputed = { ...PENDING, status: 'disputed', disputeReason: 'Nothing arrived yet.' };
    let loanCalls = 0;
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => ({
        status: 200,
        body: loanCalls++ === 0 ? asLender : servicedLoan({ role: 'lender', payments: [disputed] }),
      }),
      'POST /v1/loans/loan1/payments/p000002/dispute': { status: 200, body: disputed },
    });
    renderLoanApp('/loan1/loan-record');
    fireEvent.click(await screen.findByRole('button', { name: /Dispute the payment of/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Dispute the payment' }));
    expect(await screen.findByText(/Say what doesn’t match/)).toBeTruthy();
    expect(posts(api.calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Why are you disputing this payment?'), { target: { value: 'Nothing arrived yet.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dispute the payment' }));
    expect(await screen.findByText('Nothing arrived yet.')).toBeTruthy();
    expect(posts(api.calls).map((c) => c.body)).toEqual([{ reason: 'Nothing arrived yet.' }]);
    expect(screen.getByText('Disputed', { selector: '.status-pill' })).toBeTruthy();
    // After talking it over, the lender may still confirm it; there is no second dispute.
    expect(screen.getByRole('button', { name: /Confirm the payment/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Dispute the payment of/ })).toBeNull();
  });

  it('the borrower’s own pending payment can be withdrawn, after a second look, never confirmed by them', async () => {
    const withdrawn = { ...PENDING, status: 'withdrawn' };
    let done = false;
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => ({ status: 200, body: servicedLoan({ payments: [done ? withdrawn : { ...PENDING }] }) }),
      'POST /v1/loans/loan1/payments/p000002/withdraw': () => {
        done = true;
        return { status: 200, body: withdrawn };
      },
    });
    renderLoanApp('/loan1/loan-record');
    expect(await screen.findByText(/Waiting for the lender to confirm it arrived/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Confirm/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dispute/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Withdraw the payment/ }));
    expect(posts(api.calls)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    fireEvent.click(screen.getByRole('button', { name: /Withdraw the payment/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, withdraw it' }));
    expect(await screen.findByText('Withdrawn', { selector: '.status-pill' })).toBeTruthy();
    expect(posts(api.calls).map((c) => [c.url, c.body])).toEqual([['/api/v1/loans/loan1/payments/p000002/withdraw', {}]]);
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('records a payment with an idempotency key, reused when the same payment is retried', async () => {
    const recorded = { ...PENDING, id: 'p000003', amountCents: 52_646, paidOn: '2026-04-01', method: 'bank-transfer' };
    let attempts = 0;
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => ({ status: 200, body: servicedLoan({ payments: attempts > 1 ? [recorded] : [] }) }),
      'POST /v1/loans/loan1/payments': () =>
        ++attempts === 1 ? { status: 503, body: errorBody(503, 'unavailable') } : { status: 201, body: recorded },
    });
    renderLoanApp('/loan1/loan-record');
    expect(await screen.findByText(/Daniel Okafor, the lender, will be asked to confirm it/)).toBeTruthy();

    // Nothing is sent while the form is incomplete.
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Enter the amount paid.')).toBeTruthy();
    expect(screen.getByText('Choose how it was paid.')).toBeTruthy();
    expect(posts(api.calls)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Amount paid'), { target: { value: '526.46' } });
    fireEvent.change(screen.getByLabelText('Date paid'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('How it was paid'), { target: { value: 'bank-transfer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText(/We couldn’t tell whether the payment was recorded/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText(/Recorded: \$526\.46\. Daniel Okafor has been asked to confirm it/)).toBeTruthy();

    const sent = posts(api.calls);
    expect(sent.map((c) => c.body)).toEqual([
      { amountCents: 52_646, paidOn: '2026-04-01', method: 'bank-transfer' },
      { amountCents: 52_646, paidOn: '2026-04-01', method: 'bank-transfer' },
    ]);
    const [first, retry] = sent.map((c) => c.headers['Idempotency-Key']);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    // The form is cleared for the next payment, and the new one is listed.
    expect((screen.getByLabelText('Amount paid') as HTMLInputElement).value).toBe('');
    expect(useLoanStore.getState().currentPayments?.map((p) => p.id)).toEqual(['p000003']);
    expect(screen.getByText('Waiting for confirmation', { selector: '.status-pill' })).toBeTruthy();
  });

  it('a new payment after one went through gets a new key; a payment above the payoff shows the API’s message on the amount', async () => {
    const message = 'This payment is more than the loan’s balance. The payoff amount on April 1, 2026 is $12,028.77: record at most that.';
    const api = installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: servicedLoan({ role: 'lender' }) },
      'POST /v1/loans/loan1/payments': (call) =>
        (call.body as { amountCents: number }).amountCents > 1_000_000
          ? { status: 400, body: errorBody(400, 'bad-request', { message, fields: [{ field: 'amountCents', message }] }) }
          : { status: 201, body: { ...CONFIRMED, id: 'p000004', recordedBy: 'lender' } },
    });
    renderLoanApp('/loan1/loan-record');
    expect(await screen.findByText(/As the lender, your record counts as confirmed/)).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Amount paid'), { target: { value: '20,000' } });
    fireEvent.change(screen.getByLabelText('Date paid'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('How it was paid'), { target: { value: 'check' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    const amount = screen.getByLabelText('Amount paid');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = amount.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(message);

    fireEvent.change(amount, { target: { value: '526.46' } });
    fireEvent.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText(/confirmed, and counted toward the balance/)).toBeTruthy();
    const keys = posts(api.calls).map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('adds a note and changes my reminders', async () => {
    const note = { id: 'n000005', authorCustomerId: 'demo-maya', text: 'Paying a bit late in May, sorry!', createdAt: '2026-04-05T12:00:00.000Z' };
    let withNote = false;
    let reminders = { lender: 'all', borrower: 'all' };
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => {
        const loan = servicedLoan();
        return { status: 200, body: { ...loan, loanNotes: withNote ? [...loan.loanNotes, note] : loan.loanNotes, reminders } };
      },
      'POST /v1/loans/loan1/notes': () => {
        withNote = true;
        return { status: 201, body: note };
      },
      'PUT /v1/loans/loan1/reminders': () => {
        reminders = { lender: 'all', borrower: 'overdue-only' };
        return { status: 200, body: { reminders } };
      },
    });
    renderLoanApp('/loan1/loan-record');
    fireEvent.change(await screen.findByLabelText('Add a note'), { target: { value: '  Paying a bit late in May, sorry! ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the note' }));
    const added = await screen.findByText('Paying a bit late in May, sorry!', { selector: '.loan-note__text' });
    expect(added.closest('li')?.textContent).toContain('You');
    // In the order written: Kinloan's note first, then this one; nothing to edit.
    const notes = screen.getAllByRole('listitem').filter((li) => li.classList.contains('loan-note'));
    expect(notes.map((li) => li.querySelector('.loan-note__text')?.textContent)).toEqual([
      'The loan was signed by both parties and finalized.',
      'Paying a bit late in May, sorry!',
    ]);
    expect(screen.queryByRole('button', { name: /Edit/ })).toBeNull();

    const save = screen.getByRole('button', { name: 'Save my reminders' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Only when a payment is late/ }));
    fireEvent.click(screen.getByRole('radio', { name: /No reminder emails/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Only when a payment is late/ }));
    expect(posts(api.calls)).toHaveLength(1);
    fireEvent.click(save);
    expect(await screen.findByText('Saved: only when a payment is late.')).toBeTruthy();
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    expect(posts(api.calls).map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v1/loans/loan1/notes', { text: 'Paying a bit late in May, sorry!' }],
      ['PUT', '/api/v1/loans/loan1/reminders', { reminders: 'overdue-only' }],
    ]);
  });

  it('downloads the ledger as CSV and the due dates as a calendar file', async () => {
    // jsdom has no object URLs: these stand in for the browser's.
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
    URL.revokeObjectURL = vi.fn();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const api = installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: servicedLoan() },
      'GET /v1/loans/loan1/ledger.csv': { status: 200, body: 'Installments\r\n', contentType: 'text/csv; charset=utf-8' },
      'GET /v1/loans/loan1/calendar.ics': { status: 200, body: 'BEGIN:VCALENDAR\r\n', contentType: 'text/calendar; charset=utf-8' },
    });
    renderLoanApp('/loan1/loan-record');
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar (.ics)' }));
    await waitFor(() => expect(clicked).toHaveLength(2));

    expect(clicked).toEqual([
      { href: expect.stringMatching(/^blob:text\/csv/), download: 'kinloan-loan1-ledger.csv' },
      { href: expect.stringMatching(/^blob:text\/calendar/), download: 'kinloan-loan1-payments.ics' },
    ]);
    const files = api.calls.filter((c) => c.url.endsWith('.csv') || c.url.endsWith('.ics'));
    expect(files.map((c) => [c.url, c.headers.Accept])).toEqual([
      ['/api/v1/loans/loan1/ledger.csv', 'text/csv'],
      ['/api/v1/loans/loan1/calendar.ics', 'text/calendar'],
    ]);
  });

  it('a paid-off loan offers its payoff letter on the record, with its code', async () => {
    URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const letter = { id: 'payoff-letter-loan1', textSha256: 'cd'.repeat(32), pdfSha256: 'ef'.repeat(32), storedAt: '2026-04-05T12:00:00.000Z', backfilledAt: null, verificationCode: '7K3MQ9XD2PHA' };
    const paidOff = {
      ...servicedLoan({ balanceCents: 0 }),
      status: 'paid-off' as const,
      endDate: '2026-04-05',
      nextDue: null,
      end: { status: 'paid-off' as const, endDate: '2026-04-05', reason: null, endedByCustomerId: 'demo-maya', endedAt: '2026-04-05T12:00:00.000Z', balanceAtEndCents: 0, taxNote: null },
      payoffLetter: letter,
    };
    const api = installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: paidOff },
      'GET /v1/loans/loan1/payoffLetter.pdf': { status: 200, body: '%PDF-1.7', contentType: 'application/pdf' },
    });
    renderLoanApp('/loan1/loan-record');
    const section = await screen.findByRole('region', { name: 'Payoff and release letter' });
    expect(section.textContent).toContain('The note is paid in full.');
    expect(section.textContent).toContain('7K3M-Q9XD-2PHA');
    expect(section.textContent).toContain('ef'.repeat(32));
    expect(within(section).getByRole('link', { name: 'Check a Kinloan document' }).getAttribute('href')).toBe('/verify?code=7K3M-Q9XD-2PHA');
    fireEvent.click(within(section).getByRole('button', { name: 'Download the payoff letter (PDF)' }));
    await waitFor(() => expect(clicked).toEqual(['kinloan-PL-loan1.pdf']));
    expect(api.calls.filter((c) => c.url.endsWith('.pdf')).map((c) => [c.url, c.headers.Accept])).toEqual([['/api/v1/loans/loan1/payoffLetter.pdf', 'application/pdf']]);
  });

  it('how a paid-off loan ended offers the payoff letter too', async () => {
    const paidOff = {
      ...servicedLoan({ balanceCents: 0 }),
      status: 'paid-off' as const,
      end: { status: 'paid-off' as const, endDate: '2026-04-05', reason: null, endedByCustomerId: 'demo-maya', endedAt: '2026-04-05T12:00:00.000Z', balanceAtEndCents: 0, taxNote: null },
      payoffLetter: { id: 'payoff-letter-loan1', textSha256: 'cd'.repeat(32), pdfSha256: 'ef'.repeat(32), storedAt: '2026-04-05T12:00:00.000Z', backfilledAt: null, verificationCode: '7K3MQ9XD2PHA' },
    };
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: paidOff } });
    renderLoanApp('/loan1/loan-end');
    expect(await screen.findByRole('heading', { level: 1, name: 'The loan is paid off' })).toBeTruthy();
    expect(screen.getByTestId('payoff-letter').textContent).toContain('7K3M-Q9XD-2PHA');
    expect(screen.getByRole('button', { name: 'Download the payoff letter (PDF)' })).toBeTruthy();
  });

  it('a loan paid off before payoff letters existed offers to issue its letter, then offers the download', async () => {
    const end = { status: 'paid-off' as const, endDate: '2026-04-05', reason: null, endedByCustomerId: 'demo-maya', endedAt: '2026-04-05T12:00:00.000Z', balanceAtEndCents: 0, taxNote: null };
    const withoutLetter = { ...servicedLoan({ balanceCents: 0 }), status: 'paid-off' as const, end, payoffLetter: null };
    const letter = { id: 'payoff-letter-loan1', textSha256: 'cd'.repeat(32), pdfSha256: 'ef'.repeat(32), storedAt: '2026-11-25T12:00:00.000Z', backfilledAt: null, verificationCode: '7K3MQ9XD2PHA' };
    const api = installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: withoutLetter },
      'POST /v1/loans/loan1/payoffLetter': { status: 200, body: { ...withoutLetter, payoffLetter: letter } },
    });
    renderLoanApp('/loan1/loan-end');
    expect(await screen.findByText(/marked paid off before Kinloan issued payoff and release letters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Issue the payoff letter' }));
    expect(await screen.findByRole('button', { name: 'Download the payoff letter (PDF)' })).toBeTruthy();
    expect(screen.getByTestId('payoff-letter').textContent).toContain('7K3M-Q9XD-2PHA');
    expect(posts(api.calls).map((c) => [c.url, c.body])).toEqual([['/api/v1/loans/loan1/payoffLetter', {}]]);
  });

  it('a loan ended another way has no payoff letter', async () => {
    const ended = { ...servicedLoan({ role: 'lender' }), status: 'ended-other' as const, end: { status: 'ended-other' as const, endDate: '2026-04-05', reason: 'Settled with the car.', endedByCustomerId: 'demo-daniel', endedAt: '2026-04-05T12:00:00.000Z', balanceAtEndCents: 100, taxNote: null } };
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: ended } });
    renderLoanApp('/loan1/loan-end');
    expect(await screen.findByRole('heading', { level: 1, name: 'The loan has ended' })).toBeTruthy();
    expect(screen.queryByTestId('payoff-letter')).toBeNull();
  });

  it('the receipt shows the parties, the payment and how it was applied, and prints', async () => {
    const loan = servicedLoan({ payments: [{ ...CONFIRMED, note: 'March payment' }] });
    installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: loan },
      'GET /v1/loans/loan1/payments/p000002': { status: 200, body: loan.payments[0] },
    });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderLoanApp('/loan1/loan-record/p000002/payment-report');
    const applied = await screen.findByRole('table', { name: 'How the payment was applied' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeTruthy();
    // The readable reference the agreement uses, not the raw ids.
    // The first payment recorded is no. 1, whatever its id (p000002: the loan's second event).
    expect(screen.getByText('Agreement KL-loan1 · payment no. 1')).toBeTruthy();
    expect(screen.queryByText(/p000002/)).toBeNull();
    expect(screen.getByText('Daniel Okafor')).toBeTruthy();
    expect(screen.getByText('Maya Okafor')).toBeTruthy();
    expect(within(applied).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'Interest$50.00',
      `Principal, as scheduled${formatUsd(MONTHLY - 5_000)}`,
      'Extra principal$0.00',
      `Total${formatUsd(MONTHLY)}`,
      `Balance after this payment${formatUsd(loan.balanceCents)}`,
      'Interest paid on the loan so far$50.00',
    ]);
    expect(screen.getByText('March payment')).toBeTruthy();
    expect(screen.getByText('Zelle')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('the borrower can only mark a repaid loan paid off; until then the page says why', async () => {
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: servicedLoan() } });
    renderLoanApp('/loan1/loan-end');
    expect(await screen.findByText(/You can mark the loan paid off once the balance is \$0\.00/)).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('the lender sees the tax note as soon as forgiving is chosen, confirms, and sees the outcome', async () => {
    const active = servicedLoan({ role: 'lender' });
    const forgiven = {
      ...active,
      status: 'forgiven' as const,
      endDate: '2026-04-05',
      nextDue: null,
      end: {
        status: 'forgiven' as const,
        endDate: '2026-04-05',
        reason: 'A wedding present.',
        endedByCustomerId: 'demo-daniel',
        endedAt: '2026-04-05T12:00:00.000Z',
        balanceAtEndCents: 1_204_110,
        taxNote: LOAN_FORGIVENESS_TAX_NOTE,
      },
    };
    const api = installLoanApi({
      'GET /v1/loans/loan1': { status: 200, body: active },
      'POST /v1/loans/loan1/end': { status: 200, body: forgiven },
    });
    renderLoanApp('/loan1/loan-end');
    expect(await screen.findByRole('heading', { level: 1, name: 'End the loan' })).toBeTruthy();
    const options = screen.getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(options).toEqual(['forgiven', 'other']);
    expect(screen.queryByText(LOAN_FORGIVENESS_TAX_NOTE)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /I forgive what is still owed/ }));
    expect(screen.getByText(LOAN_FORGIVENESS_TAX_NOTE)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'A wedding present.' } });
    fireEvent.change(screen.getByLabelText('End date'), { target: { value: '2026-04-05' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(posts(api.calls)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, forgive the loan' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'The loan was forgiven' })).toBeTruthy();
    expect(posts(api.calls).map((c) => c.body)).toEqual([{ endDate: '2026-04-05', status: 'forgiven', reason: 'A wedding present.' }]);
    expect(screen.getByText('$12,041.10')).toBeTruthy();
    expect(screen.getByText(LOAN_FORGIVENESS_TAX_NOTE)).toBeTruthy();
  });

  it('ending for another reason needs the reason', async () => {
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: servicedLoan({ role: 'lender' }) } });
    renderLoanApp('/loan1/loan-end');
    fireEvent.click(await screen.findByRole('radio', { name: /Another reason/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Say why the loan ends.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes, end the loan' })).toBeNull();
  });

  it('a repaid loan can be marked paid off by the borrower', async () => {
    const repaid = servicedLoan({ balanceCents: 0 });
    installLoanApi({ 'GET /v1/loans/loan1': { status: 200, body: repaid } });
    renderLoanApp('/loan1/loan-end');
    const radios = await screen.findAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['paid-off']);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
  });

  it('enrolls the loan in the managed service, opens the checkout, and says honestly where it stands', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const enrollment = {
      status: 'checkout-started' as const,
      enrolledAt: '2026-04-05T12:00:00.000Z',
      byCustomerId: 'demo-maya',
      checkoutUrl: 'https://checkout.example.test/kinloan-monthly?client_reference_id=loan1',
    };
    let enrolled = false;
    const api = installLoanApi({
      'GET /v1/loans/loan1': () => ({ status: 200, body: servicedLoan({ serviceEnrollment: enrolled ? enrollment : null }) }),
      'POST /v1/loans/loan1/serviceEnrollment': () => {
        enrolled = true;
        return { status: 200, body: { serviceEnrollment: enrollment, checkoutUrl: enrollment.checkoutUrl } };
      },
    });
    renderLoanApp('/loan1/service-enrollment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Managed service for this loan' })).toBeTruthy();
    expect(screen.getByText('monthly subscription')).toBeTruthy();
    for (const name of ['Reminders', 'Records', 'Documents']) expect(screen.getByRole('heading', { name })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Enroll and go to checkout' }));
    expect(await screen.findByText(/Checkout started on April 5, 2026 at .* by you\./)).toBeTruthy();
    expect(open).toHaveBeenCalledWith(enrollment.checkoutUrl, '_blank', 'noopener,noreferrer');
    expect(posts(api.calls).map((c) => [c.url, c.body])).toEqual([['/api/v1/loans/loan1/serviceEnrollment', {}]]);
    expect(screen.getByRole('link', { name: 'Open the checkout page' }).getAttribute('href')).toBe(enrollment.checkoutUrl);
    expect(screen.getByRole('button', { name: 'Start the checkout again' })).toBeTruthy();
  });

  it('the dashboard links each loan to its record', async () => {
    installLoanApi({
      'GET /v1/loanRequests?customerId=me': { status: 200, body: { loanRequests: [] } },
      'GET /v1/loans?customerId=me': { status: 200, body: { loans: [{ ...servicedLoan(), paymentsToConfirm: [] }] } },
    });
    renderLoanApp('/dashboard');
    const link = await screen.findByRole('link', { name: /^Loan record/ });
    expect(link.getAttribute('href')).toBe('/loan1/loan-record');
    expect(screen.getByRole('link', { name: /^View loan/ }).getAttribute('href')).toBe('/loan1/executed');
  });

  it('a loan that isn’t yours or doesn’t exist gets a plain explanation', async () => {
    installLoanApi({
      'GET /v1/loans/theirs': { status: 403, body: errorBody(403, 'forbidden') },
      'GET /v1/loans/nope': { status: 404, body: errorBody(404, 'not-found') },
    });
    renderLoanApp('/theirs/loan-record');
    expect(await screen.findByRole('heading', { name: 'This loan isn’t yours' })).toBeTruthy();
    renderLoanApp('/nope/loan-end');
    expect(await screen.findByRole('heading', { name: 'We can’t find this loan' })).toBeTruthy();
  });
});
