import { addCalendarDays, compareDates, daysBetween, dueDateOf, type CalendarDate } from '@kinloan/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_GRACE_DAYS, demoCalendar } from './demo-calendar';

const days = fc.integer({ min: 0, max: 365 * 8 }).map((n) => addCalendarDays('2026-01-01' as CalendarDate, n));

describe('the demo world calendar', () => {
  it('puts the running loan eight installments in, with the ninth due within three days', () => {
    const calendar = demoCalendar('2026-11-24' as CalendarDate);
    expect(calendar.running).toMatchObject({ handOver: '2026-02-27', firstPaymentDate: '2026-03-27', nextDue: '2026-11-27' });
    expect(calendar.forgiven).toMatchObject({ handOver: '2025-08-27', firstPaymentDate: '2025-09-27', endDate: '2026-01-22' });
    expect(calendar.borrowedBack).toEqual({ handOver: '2026-09-14', firstPaymentDate: '2026-10-14', paidOn: ['2026-10-14', '2026-11-14'] });
    expect(calendar.paidOff).toEqual({ handOver: '2025-11-27', firstPaymentDate: '2025-12-27', endDate: '2026-03-29' });
    expect(calendar.upcoming).toEqual({ handOver: '2026-12-08', firstPaymentDate: '2027-01-08' });
  });

  it('moves a due day past the 28th back to the 28th, still this week', () => {
    expect(demoCalendar('2027-01-27' as CalendarDate).running.nextDue).toBe('2027-01-28');
    expect(demoCalendar('2028-02-26' as CalendarDate).running.nextDue).toBe('2028-02-28');
  });

  it('holds together on any day: dates in order, nothing recorded in the future, the late one past its grace', () => {
    fc.assert(
      fc.property(days, (today) => {
        const { running, forgiven, borrowedBack, paidOff, upcoming } = demoCalendar(today);
        const due = (n: number) => dueDateOf(running.firstPaymentDate, n);
        expect(daysBetween(today, running.nextDue)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(today, running.nextDue)).toBeLessThanOrEqual(3);
        expect(due(9)).toBe(running.nextDue);
        expect(compareDates(running.handOver, running.firstPaymentDate)).toBeLessThan(0);

        const paidOn = running.payments.map((payment) => payment.paidOn);
        expect([...paidOn].sort(compareDates)).toEqual(paidOn);
        expect(paidOn.every((date) => compareDates(date, today) <= 0 && compareDates(date, running.handOver) > 0)).toBe(true);
        const late = running.payments.filter((payment) => payment.late);
        expect(late).toHaveLength(1);
        expect(daysBetween(due(late[0]!.installment!), late[0]!.paidOn)).toBeGreaterThan(DEMO_GRACE_DAYS);
        expect(running.payments.filter((payment) => payment.pending).map((payment) => payment.installment)).toEqual([9]);
        expect(running.payments.map((payment) => payment.installment)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
        expect(running.payments.filter((payment) => payment.extra)).toHaveLength(1);

        expect(compareDates(forgiven.handOver, forgiven.firstPaymentDate)).toBeLessThan(0);
        expect(compareDates(forgiven.endDate, forgiven.paidOn.at(-1)!)).toBeGreaterThan(0);
        expect(compareDates(forgiven.endDate, today)).toBeLessThan(0);
        expect(compareDates(borrowedBack.handOver, borrowedBack.firstPaymentDate)).toBeLessThan(0);
        expect(compareDates(borrowedBack.paidOn.at(-1)!, today)).toBeLessThan(0);
        expect(compareDates(paidOff.handOver, paidOff.firstPaymentDate)).toBeLessThan(0);
        expect(compareDates(dueDateOf(paidOff.firstPaymentDate, 4), paidOff.endDate)).toBeLessThan(0);
        expect(compareDates(paidOff.endDate, today)).toBeLessThan(0);
        expect(compareDates(today, upcoming.handOver)).toBeLessThan(0);
        expect(compareDates(upcoming.handOver, upcoming.firstPaymentDate)).toBeLessThan(0);
      }),
    );
  });
});
