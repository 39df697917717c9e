import type { ServiceEnrollmentSummary } from '@kinloan/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConfigProvider } from '../../config';
import { testConfig } from '../../test/test-config';
import { installLoanApi } from '../loans/render-loan-app';
import { ServiceEnrollment } from './ServiceEnrollment';
import { enrollmentWords } from './servicing-words';
import { servicedLoan } from './test-fixtures';

const CHECKOUT = 'https://checkout.example.test/kinloan-monthly?client_reference_id=loan1';
const PORTAL = 'https://billing.stripe.com/p/login/test_portal';

function enrollment(overrides: Partial<ServiceEnrollmentSummary>): ServiceEnrollmentSummary {
  return { status: 'checkout-started', enrolledAt: '2026-04-05T12:00:00.000Z', byCustomerId: 'demo-maya', checkoutUrl: CHECKOUT, ...overrides };
}

function show(serviceEnrollment: ServiceEnrollmentSummary | null, loanStatus: 'active' | 'paid-off' = 'active') {
  installLoanApi({});
  render(
    <ConfigProvider config={testConfig()}>
      <ServiceEnrollment loan={servicedLoan({ serviceEnrollment, status: loanStatus })} onEnrolled={() => undefined} />
    </ConfigProvider>,
  );
}

const live = { subscriptionId: 'sub_1', customerId: 'cus_1', portalUrl: PORTAL };

describe('the managed-service enrollment on the loan page', () => {
  it('offers the checkout before any enrollment', () => {
    show(null);
    expect(screen.getByRole('button', { name: 'Enroll and go to checkout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Manage subscription' })).toBeNull();
  });

  it('says a started checkout is only started, and offers it again', () => {
    show(enrollment({}));
    expect(screen.getByRole('status').textContent).toMatch(/^Checkout started on April 5, 2026 .* by you\./);
    expect(screen.getByRole('button', { name: 'Start the checkout again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the checkout page' }).getAttribute('href')).toBe(CHECKOUT);
  });

  it('shows an active subscription with the way to manage or cancel it, and no second checkout', () => {
    show(enrollment({ status: 'active', ...live }));
    expect(screen.getByRole('status').textContent).toMatch(/active for this loan \(enrolled by you\).*change or cancel/);
    const manage = screen.getByRole('link', { name: 'Manage subscription' });
    expect(manage.getAttribute('href')).toBe(PORTAL);
    expect(manage.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('alerts that a renewal failed and points at the portal to fix it', () => {
    show(enrollment({ status: 'past-due', ...live }));
    expect(screen.getByRole('alert').textContent).toMatch(/latest monthly payment .* failed/);
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(PORTAL);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the portal within reach of a live subscription after the loan ended', () => {
    show(enrollment({ status: 'active', ...live }), 'paid-off');
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toBeTruthy();
  });

  it('says a cancelled subscription is cancelled and offers a fresh enrollment, not the old checkout link', () => {
    show(enrollment({ status: 'cancelled', ...live, portalUrl: null, updatedAt: '2026-05-01T09:00:00.000Z' }));
    expect(screen.getByRole('status').textContent).toMatch(/was cancelled on May 1, 2026.*enroll the loan again/);
    expect(screen.getByRole('button', { name: 'Enroll again and go to checkout' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Open the checkout page' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Manage subscription' })).toBeNull();
  });

  it('names each state in a word or two for the loan record', () => {
    expect(['checkout-started', 'active', 'past-due', 'cancelled'].map((s) => enrollmentWords(s as ServiceEnrollmentSummary['status']))).toEqual([
      'checkout started',
      'active',
      'payment failed',
      'cancelled',
    ]);
  });
});
