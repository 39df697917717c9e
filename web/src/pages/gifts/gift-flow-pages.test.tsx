import { createHash } from 'node:crypto';
import { giftAsSignedBy, giftLetterOf, MORTGAGE_FRAUD_WARNING, STATEMENTS_VERSION, type Customer, type GiftParty, type GiftRequestResponse } from '@kinloan/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installGiftCallables, renderGiftApp } from '../../features/gifts/render-gift-app';
import { giftResponse, GRACE_DONOR, SIGNATURE } from '../../features/gifts/test-fixtures';
import { setGiftCallableForTests } from '../../features/gifts/use-gifts-api';
import { MAYA, resetSession, signInAs } from '../../session/test-support';
import { useGiftStore } from '../../stores/gift-store';
import { useNotificationStore } from '../../stores/notification-store';

/** The fingerprint the page must send: the letter as this person's signature leaves it, hashed as the API does. */
function letterSha(gift: GiftRequestResponse, party: GiftParty, profile: Customer): string {
  const letter = giftLetterOf(giftAsSignedBy(gift, party, profile));
  if (!letter) throw new Error('the fixture letter is incomplete');
  return createHash('sha256').update(letter.fullText, 'utf8').digest('hex');
}

const SIGN_STATEMENTS = { statementsVersion: STATEMENTS_VERSION, acceptTermsOfService: true, consentToElectronicRecords: true, confirmNoRepaymentExpected: true };

const GRACE = { ...MAYA, id: 'demo-grace', email: 'grace.okafor@example.com', firstName: 'Grace', address: { line1: '15 Lakeview Dr', line2: '', zipCode: '97701', city: 'Bend', state: 'OR' } };

describe('the gift letter pages', () => {
  beforeEach(() => {
    resetSession();
    useGiftStore.getState().clearAll();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    resetSession();
    setGiftCallableForTests(null);
    vi.restoreAllMocks();
  });

  it('starts a letter: the side, the amount and the date, checked before anything is sent', async () => {
    const { calls } = installGiftCallables({ create: (data) => ({ result: giftResponse({ id: 'new1', giftDetails: data.giftDetails as never }) }) });
    signInAs(MAYA);
    const { router } = renderGiftApp('/gift-terms');

    expect(await screen.findByRole('heading', { level: 1, name: 'Start a gift letter' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Choose whether you are receiving or giving the gift.')).toBeTruthy();
    expect(screen.getByText('Enter the amount of the gift, for example 25,000.')).toBeTruthy();
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /asking for a gift/ }));
    fireEvent.change(screen.getByLabelText('Gift amount'), { target: { value: '25,000' } });
    fireEvent.click(screen.getByRole('radio', { name: /Not yet/ }));
    fireEvent.change(screen.getByLabelText('Planned date of transfer'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/new1/gift-info'));
    expect(calls).toEqual([
      { name: 'create', data: { initiatorParty: 'gift-recipient', giftDetails: { amountCents: 2_500_000, transferStatus: 'planned', transferDate: '2026-05-01' } } },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'The home you’re buying' })).toBeTruthy();
  });

  it('tells a donor at once when the gift is over the annual exclusion (Form 709)', async () => {
    installGiftCallables({});
    signInAs(MAYA);
    renderGiftApp('/gift-terms');
    fireEvent.click(await screen.findByRole('radio', { name: /I’m giving a gift/ }));
    fireEvent.change(screen.getByLabelText('Gift amount'), { target: { value: '19,000' } });
    fireEvent.change(screen.getByLabelText('Planned date of transfer'), { target: { value: '2026-05-01' } });
    expect(screen.queryByRole('complementary', { name: 'Gift-tax return' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Gift amount'), { target: { value: '19,000.01' } });
    expect(within(screen.getByRole('complementary', { name: 'Gift-tax return' })).getByText(/IRS Form 709/)).toBeTruthy();
  });

  it('a page opened in the wrong status sends the person to where they belong', async () => {
    installGiftCallables({ get: { result: giftResponse({ status: 'sent', inviteeEmail: 'grace.okafor@example.com', inviteeName: { firstName: 'Grace', lastName: 'Okafor' } }) } });
    signInAs(MAYA);
    const { router } = renderGiftApp('/gift1/gift-terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sent to Grace Okafor' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/gift1/gift-request-sent');
    // Sent: "Sign and send" has its check mark; what remains is the donor's part.
    const progress = screen.getByRole('navigation', { name: 'Progress' }).textContent;
    expect(progress).toContain('Step 8 of 8: Final');
    expect(progress).toContain('Sign and send (done)');
  });

  it('an unknown letter and someone else’s letter get a plain explanation', async () => {
    installGiftCallables({
      get: (data) =>
        data.id === 'nope'
          ? { code: 'not-found', message: 'There is no gift letter with this id.' }
          : { code: 'permission-denied', message: 'Only the two people on this gift letter can see it or act on it.' },
    });
    signInAs(MAYA);
    renderGiftApp('/nope/gift-review');
    expect(await screen.findByRole('heading', { name: 'We can’t find this gift letter' })).toBeTruthy();
    renderGiftApp('/theirs/gift-review');
    expect(await screen.findByRole('heading', { name: 'This gift letter isn’t yours' })).toBeTruthy();
  });

  it('puts the callable’s field errors on their inputs, and says it only there', async () => {
    const { calls } = installGiftCallables({
      get: { result: giftResponse() },
      update: {
        code: 'invalid-argument',
        message: 'ZIP code must be 5 digits, or 5+4 like 12345-6789.',
        details: { fields: [{ field: 'giftDetails.propertyAddress.zipCode', message: 'ZIP code must be 5 digits, or 5+4 like 12345-6789.' }] },
      },
    });
    signInAs(MAYA);
    renderGiftApp('/gift1/gift-info');
    const zip = await screen.findByLabelText('ZIP code');
    fireEvent.change(screen.getByLabelText('Mortgage lender (optional)'), { target: { value: 'Guild Mortgage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));

    expect(await screen.findByText('ZIP code must be 5 digits, or 5+4 like 12345-6789.')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(useNotificationStore.getState().show).toBe(false);
    expect(calls.at(-1)).toMatchObject({ name: 'update', data: { id: 'gift1', giftDetails: { mortgageLender: 'Guild Mortgage', propertyAddress: { zipCode: '97477' } } } });
  });

  it('the invited donor reads the letter, the warning and the Form 709 notice, then signs or declines', async () => {
    const sent = giftResponse({
      status: 'sent',
      yourRole: 'invitee',
      yourParty: 'donor',
      inviteeCustomerId: 'demo-grace',
      inviteeEmail: 'grace.okafor@example.com',
      giftTaxNotice: 'This gift of $25,000.00 is more than the annual gift-tax exclusion … (IRS Form 709) …',
      signatures: { donor: null, giftRecipient: SIGNATURE },
      availableActions: ['sign', 'reject'],
    });
    installGiftCallables({ get: { result: sent } }, GRACE);
    signInAs(GRACE);
    renderGiftApp('/gift1/gift-review');

    expect(await screen.findByRole('heading', { level: 2, name: 'Gift Letter' })).toBeTruthy();
    const letter = screen.getByRole('article', { name: 'Gift Letter' });
    expect(within(letter).getByText('Grace Okafor')).toBeTruthy();
    expect(within(letter).getByText('$25,000.00 (Twenty-Five Thousand Dollars and 00/100)')).toBeTruthy();
    expect(within(letter).getByText(MORTGAGE_FRAUD_WARNING)).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Gift-tax return' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign the letter' }).getAttribute('href')).toBe('/gift1/gift-signature');
    expect(screen.getByRole('link', { name: 'Decline' }).getAttribute('href')).toBe('/gift1/reject-gift');
    expect(screen.getByRole('navigation', { name: 'Progress' }).textContent).toContain('Step 1 of 3: Review');
  });

  it('signing needs the legal name and all three statements; then the buyer’s letter goes to the donor', async () => {
    const draft = giftResponse();
    const signed = giftResponse({ status: 'initiator-signed', signatures: { donor: null, giftRecipient: SIGNATURE } });
    const sent = { ...signed, status: 'sent' as const, inviteeEmail: GRACE_DONOR.email, inviteeName: { firstName: 'Grace', lastName: 'Okafor' } };
    const { calls } = installGiftCallables({ get: { result: draft }, sign: { result: signed }, send: { result: sent } });
    signInAs(MAYA);
    const { router } = renderGiftApp('/gift1/gift-signature');

    const name = await screen.findByLabelText('Your full legal name');
    expect(screen.getByRole('heading', { name: 'Warning: a gift letter for a loan is mortgage fraud' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Someone Else' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send to Grace Okafor' }));
    expect(await screen.findByText('Type your legal name as it is on your profile: Maya Okafor.')).toBeTruthy();
    expect(screen.getByText('Please tick all three boxes to sign.')).toBeTruthy();
    expect(calls.filter((c) => c.name !== 'get')).toEqual([]);

    fireEvent.change(name, { target: { value: 'maya  okafor' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I am not expected to pay any of it back/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /sign it electronically/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send to Grace Okafor' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/gift1/gift-request-sent'));
    expect(calls.filter((c) => c.name !== 'get')).toEqual([
      {
        name: 'sign',
        data: { id: 'gift1', signatureData: { typedFullName: 'maya okafor' }, documentSha256: letterSha(draft, 'gift-recipient', MAYA), ...SIGN_STATEMENTS },
      },
      { name: 'send', data: { id: 'gift1', updateParty: { firstName: 'Grace', lastName: 'Okafor', email: 'grace.okafor@example.com' } } },
    ]);
  });

  it('while signing and sending (it takes seconds), the button says so and a second press does nothing', async () => {
    const draft = giftResponse();
    const signed = giftResponse({ status: 'initiator-signed', signatures: { donor: null, giftRecipient: SIGNATURE } });
    let finishSigning: (value: unknown) => void = () => undefined;
    const { calls } = installGiftCallables({ get: { result: draft }, send: { result: { ...signed, status: 'sent' as const } } });
    const scripted = calls;
    setGiftCallableForTests(async (name, data) => {
      scripted.push({ name, data: data as Record<string, unknown> });
      if (name === 'get') return draft;
      if (name === 'sign') return new Promise((resolve) => (finishSigning = resolve));
      return { ...signed, status: 'sent' };
    });
    signInAs(MAYA);
    renderGiftApp('/gift1/gift-signature');
    fireEvent.change(await screen.findByLabelText('Your full legal name'), { target: { value: 'Maya Okafor' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I am not expected to pay any of it back/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /sign it electronically/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send to Grace Okafor' }));

    const busy = await screen.findByRole('button', { name: 'Signing and sending…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    expect(scripted.filter((c) => c.name === 'sign')).toHaveLength(1);
    finishSigning(signed);
    await waitFor(() => expect(scripted.filter((c) => c.name === 'send')).toHaveLength(1));
  });

  it('a donor who started it names the recipient, and the letter goes to them after signing', async () => {
    const draft = giftResponse({ initiatorParty: 'donor', yourParty: 'donor', recipientDetails: null, donorRequestDetails: { ...GRACE_DONOR, email: GRACE.email } });
    const signed = { ...draft, status: 'initiator-signed' as const, signatures: { donor: { ...SIGNATURE, typedFullName: 'Grace Okafor' }, giftRecipient: null } };
    const { calls } = installGiftCallables({ get: { result: draft }, sign: { result: signed }, send: { result: { ...signed, status: 'sent' } } }, GRACE);
    signInAs(GRACE);
    const { router } = renderGiftApp('/gift1/gift-taker');

    fireEvent.change(await screen.findByLabelText('Their first name'), { target: { value: 'Maya' } });
    fireEvent.change(screen.getByLabelText('Their last name'), { target: { value: 'Okafor' } });
    fireEvent.change(screen.getByLabelText('Their email'), { target: { value: 'Maya.Okafor@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/gift1/gift-source'));
    expect(calls.filter((c) => c.name !== 'get')).toEqual([]); // nothing is sent before signing

    await router.navigate('/gift1/gift-signature');
    fireEvent.change(await screen.findByLabelText('Your full legal name'), { target: { value: 'Grace Okafor' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I do not expect it to be paid back/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /sign it electronically/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /terms of service/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign and send to Maya Okafor' }));
    await waitFor(() => expect(calls.at(-1)?.name).toBe('send'));
    expect(calls.at(-1)?.data).toEqual({ id: 'gift1', updateParty: { firstName: 'Maya', lastName: 'Okafor', email: 'maya.okafor@example.com' } });
  });

  it('a declined letter shows the initiator the reason, with revise and delete', async () => {
    installGiftCallables({
      get: { result: giftResponse({ status: 'rejected', rejectionReason: 'The amount is $20,000, not $25,000.', inviteeName: { firstName: 'Grace', lastName: 'Okafor' }, availableActions: ['update', 'delete'] }) },
    });
    signInAs(MAYA);
    renderGiftApp('/gift1/gift-review');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Okafor declined the gift letter' })).toBeTruthy();
    expect(screen.getByText('The amount is $20,000, not $25,000.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Revise and send again' }).getAttribute('href')).toBe('/gift1/gift-terms');
    expect(screen.getByRole('button', { name: 'Delete this gift letter' })).toBeTruthy();
  });
});
