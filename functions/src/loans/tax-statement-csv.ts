import { formatPercent, taxYearPeriodLabel, type TaxYearStatementResponse } from '@kinloan/domain';
import { csvFile, defused, dollars } from './ledger-csv';

/**
 * A year's statement as CSV, in the ledger CSV's dialect (RFC 4180, CRLF, a byte-order mark,
 * plain numbers a spreadsheet can sum): the figures, every confirmed payment of the year with
 * its split, the late fees that applied, and the forgone interest when there is any.
 */
export function taxStatementCsv(statement: TaxYearStatementResponse): string {
  const lenderSide = statement.yourLoanRole === 'lender';
  const forgone = statement.forgoneInterest;
  const rows: string[][] = [
    ['Tax-year statement', String(statement.year)],
    ['Period', taxYearPeriodLabel(statement)],
    ['Loan', statement.loanId],
    ['Lender', defused(statement.lenderName)],
    ['Borrower', defused(statement.borrowerName)],
    ['Annual rate', formatPercent(statement.annualRateBps)],
    [],
    ['Figure', 'Amount'],
    ['Balance on January 1', dollars(statement.openingBalanceCents)],
    ...(statement.loanMadeOn ? [[`Lent on ${statement.loanMadeOn}`, dollars(statement.principalLentCents)]] : []),
    [lenderSide ? 'Interest received' : 'Interest paid', dollars(statement.interestCents)],
    ['Principal repaid', dollars(statement.principalCents)],
    ['Of which extra principal', dollars(statement.extraPrincipalCents)],
    ['Total paid', dollars(statement.paidCents)],
    ['Late fees that applied', dollars(statement.lateFeesCents)],
    ...(statement.ended ? [[`Owed when the loan ended (${statement.ended.status}) on ${statement.ended.endDate}`, dollars(statement.ended.balanceAtEndCents)]] : []),
    [statement.complete ? 'Balance on December 31' : `Balance on ${statement.through}`, dollars(statement.closingBalanceCents)],
    ...(forgone ? [[`Forgone interest (IRC 7872) at the ${forgone.termClass} AFR ${formatPercent(forgone.afrBps)}`, dollars(forgone.forgoneInterestCents)]] : []),
    [],
    ['Payments'],
    ['Date', 'Amount', 'Interest', 'Principal', 'Extra principal', 'Balance after'],
    ...statement.payments.map((payment) => [
      payment.paidOn,
      ...[payment.amountCents, payment.interestCents, payment.principalCents, payment.extraPrincipalCents, payment.balanceAfterCents].map(dollars),
    ]),
    ...(statement.lateFees.length > 0
      ? [[], ['Late fees'], ['Installment', 'Due date', 'Fee applied on', 'Fee'], ...statement.lateFees.map((fee) => [String(fee.installmentNumber), fee.dueDate, fee.appliedOn, dollars(fee.feeCents)])]
      : []),
    [],
    ...(forgone ? [['About forgone interest', forgone.explanation]] : []),
    ...(statement.lateFeeNote ? [['About late fees', statement.lateFeeNote]] : []),
    ['Not tax advice', statement.noTaxAdvice],
  ];
  return csvFile(rows);
}
