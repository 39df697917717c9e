import { beforeEach, describe, expect, it } from 'vitest';
import {
  DOCUMENT_CHANGED_SINCE_OPENED,
  esignConsent,
  STATEMENT_CHANGED,
  STATEMENTS_VERSION,
  loanSignatureStatement,
  termsOfServiceAcceptance,
  TERMS_OF_SERVICE_VERSION,
  userMessage,
  type LoanListResponse,
  type LoanPaymentsResponse,
  type LoanRequestListResponse,
  type LoanRequestResponse,
} from '@kinloan/domain';
import { admin, api, clearRateLimits, fieldsOf, mailTo, signUpBody, uniqueEmail, type ApiAnswer, type ErrorAnswerBody } from './support/api';
import {
  bogusId,
  createBody,
  createRequest,
  DRAWN_SIGNATURE,
  eventsOf,
  executed,
  fullySigned,
  idTokenFor,
  person,
  readyForRecipientSignature,
  readyTerms,
  sendTo,
  sentRequest,
  SIGN_TOS,
  signAs,
  signBody,
  signedByInitiator,
  v1,
  v2,
  type LoanAnswer,
  type Person,
} from './support/loans';

beforeEach(clearRateLimits);

const SHA256 = /^[0-9a-f]{64}$/;

function refused(answer: ApiAnswer<unknown>): ErrorAnswerBody['error'] {
  return (answer.body as ErrorAnswerBody).error;
}

async function pair(): Promise<{ maya: Person; daniel: Person }> {
  const [maya, daniel] = await Promise.all([person({ firstName: 'Maya', lastName: 'Okafor' }), person({ firstName: 'Daniel', lastName: 'Okafor' })]);
  return { maya, daniel };
}

describe('a borrow request from draft to executed loan', () => {
  it('takes both parties through every step, with events, hashes, emails and the loan', async () => {
    const { maya, daniel } = await pair();

    const created = await v1('POST', '/loanRequest', {
      token: maya.token,
      body: createBody('borrow', { initiatingCustomerId: 'me', loanProposalDetails: readyTerms({ governingLawState: undefined }) }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({
      status: 'draft',
      requestType: 'borrow',
      initiatingCustomerId: maya.uid,
      recipientCustomerId: null,
      recipientEmail: null,
      parentLoanId: null,
      childRequestId: null,
      rejectionReason: null,
      loanId: null,
      yourRole: 'initiator',
      yourLoanRole: 'borrower',
      consents: { initiator: null, recipient: null },
      signatures: { initiator: null, recipient: null },
      agreementSha256: null, // no governing law yet: nothing to sign
      wishPublished: false,
    });
    // Empty initiator details are filled from the profile.
    expect(created.body.initiatorRequestDetails).toMatchObject({ firstName: 'Maya', lastName: 'Okafor', email: maya.email, phone: '+15035550142' });

    const patched = await v1('PATCH', `/loanRequest/${id}`, {
      token: maya.token,
      body: { ...created.body, loanProposalDetails: readyTerms() },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.loanProposalDetails.governingLawState).toBe('OR');
    expect(patched.body.agreementSha256).toMatch(SHA256);

    const reviewed = await v2('POST', `/loanRequests/${id}/review`, { token: maya.token });
    expect(reviewed.body.status).toBe('reviewed');
    const accepted = await v1('POST', `/loanRequests/${id}/signTos`, { token: maya.token, body: SIGN_TOS });
    expect(accepted.body.status).toBe('tos-accepted');
    expect(accepted.body.consents.initiator?.acceptedAt).toBeTruthy();

    const signed = await v2('POST', `/loanRequests/${id}/sign`, {
      token: maya.token,
      headers: { 'user-agent': 'IntegrationTest/1.0 (maya)' },
      body: await signBody(maya, id, { typedFullName: '  maya   okafor ' }),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.status).toBe('initiator-signed');
    expect(signed.body.signatures.initiator).toMatchObject({ typedFullName: 'maya okafor', hasDrawnSignature: false });
    expect(signed.body.signatures.initiator?.agreementSha256).toBe(signed.body.agreementSha256);

    const sent = await sendTo(maya, id, { email: daniel.email.toUpperCase(), firstName: 'Daniel', lastName: 'Okafor' });
    // Sending links nobody: Daniel becomes the recipient when he opens it with his verified email.
    expect(sent).toMatchObject({ status: 'sent', recipientEmail: daniel.email, recipientCustomerId: null });
    expect(sent.recipientRequestDetails).toMatchObject({ firstName: 'Daniel', lastName: 'Okafor', email: daniel.email });

    const [invitation] = await mailTo(daniel.email);
    expect(invitation?.message.subject).toBe('You have a loan agreement to review on Kinloan');
    expect(invitation?.message.text).toContain('Maya Okafor would like to borrow $5,000.00 from you at 4% a year, repaid monthly over 12 months.');
    expect(invitation?.message.text).toContain(`http://localhost:5000/${id}/loan-review`);

    // The recipient sees the same request from their side.
    const seen = await v1('GET', `/loanRequest/${id}`, { token: daniel.token });
    expect(seen.body).toMatchObject({ id, yourRole: 'recipient', yourLoanRole: 'lender', status: 'sent' });
    await readyForRecipientSignature(daniel, id);
    const danielSigned = await signAs(daniel, id, { typedFullName: 'Daniel Okafor', drawnSignaturePng: DRAWN_SIGNATURE });
    expect(danielSigned.status).toBe(200);
    // Daniel's signature covers the agreement with his own details in it, which Maya's did not:
    // her signature is void, and she must countersign the final text.
    expect(danielSigned.body.status).toBe('awaiting-countersignature');
    expect(danielSigned.body.signatures.initiator).toBeNull();
    expect(danielSigned.body.signatures.recipient).toMatchObject({ typedFullName: 'Daniel Okafor', hasDrawnSignature: true });
    expect(danielSigned.body.signatures.recipient?.agreementSha256).toBe(danielSigned.body.agreementSha256);
    expect(danielSigned.text).not.toContain('iVBORw0KGgo'); // the drawn image stays out of responses
    const countersignMail = (await mailTo(maya.email)).find((m) => m.message.subject === 'Please review and countersign your loan agreement');
    expect(countersignMail?.message.text).toContain('Daniel Okafor signed the loan agreement, with their own details in it.');
    const mayaView = await v1<LoanRequestResponse>('GET', `/loanRequest/${id}`, { token: maya.token });
    expect(mayaView.body.availableActions).toEqual(['update', 'sign', 'delete']);
    expect(mayaView.body.countersignChanges).toEqual([expect.stringMatching(/^address: \(not given\) → /), expect.stringMatching(/^phone number: \(not given\) → /)]);

    // Only the initiator finalizes, and only once both signed the same text.
    const early = await v2('POST', `/loanRequests/${id}/finalize`, { token: maya.token });
    expect(early.status).toBe(409);
    const fully = await signAs(maya, id, { typedFullName: 'Maya Okafor' });
    expect(fully.status).toBe(200);
    expect(fully.body.status).toBe('fully-signed');
    expect(fully.body.signatures.initiator?.agreementSha256).toBe(danielSigned.body.signatures.recipient?.agreementSha256);
    expect((await mailTo(daniel.email)).map((m) => m.message.subject)).toContain('Your loan agreement is signed by both of you');
    const byRecipient = await v2('POST', `/loanRequests/${id}/finalize`, { token: daniel.token });
    expect(byRecipient.status).toBe(403);
    expect(refused(byRecipient).detail).toBe('Only the person who started the request can finalize it while the loan request is signed by both parties.');

    const finalized = await v2('POST', `/loanRequests/${id}/finalize`, { token: maya.token });
    expect(finalized.status).toBe(200);
    expect(finalized.body).toMatchObject({ status: 'executed', loanId: id, yourRole: 'initiator' });
    expect(finalized.body.executedDocument).toMatchObject({ id: `loan-agreement-${id}`, textSha256: fully.body.agreementSha256, pdfSha256: expect.stringMatching(SHA256) });
    for (const who of [maya, daniel]) {
      expect((await mailTo(who.email)).map((m) => m.message.subject)).toContain('Your loan agreement is executed');
    }

    const loan = await v1<LoanAnswer>('GET', `/loans/${id}`, { token: maya.token });
    expect(loan.status).toBe(200);
    expect(loan.body).toMatchObject({
      id,
      loanRequestId: id,
      status: 'active',
      yourLoanRole: 'borrower',
      borrower: { customerId: maya.uid, firstName: 'Maya', lastName: 'Okafor', role: 'borrower' },
      lender: { customerId: daniel.uid, firstName: 'Daniel', role: 'lender' },
      balanceCents: 500_000,
      agreementSha256: fully.body.agreementSha256,
      executedDocument: finalized.body.executedDocument,
      payments: [],
      serviceEnrollment: null,
      endDate: null,
    });
    expect(loan.body.schedule).toHaveLength(12);
    expect(loan.body.schedule[0]?.dueDate).toBe('2027-02-01');
    expect(loan.body.nextDue).toEqual({ dueDate: '2027-02-01', amountCents: loan.body.schedule[0]?.paymentCents });
    expect(loan.body.totals.totalPrincipalCents).toBe(500_000);
    expect(loan.body.loanNotes).toEqual([
      expect.objectContaining({ authorCustomerId: null, text: expect.stringMatching(/^Agreement signed by both parties and executed on /) }),
    ]);
    expect((await v1<LoanAnswer>('GET', `/loans/${id}`, { token: daniel.token })).body.yourLoanRole).toBe('lender');
    expect((await v1<LoanPaymentsResponse>('GET', `/loans/${id}/payments`, { token: daniel.token })).body).toEqual({ payments: [] });

    const events = await eventsOf('loanRequests', id);
    expect(events.map((e) => [e.docId, e.type, e.role, e.toStatus])).toEqual([
      ['000001', 'create', 'initiator', 'draft'],
      ['000002', 'update', 'initiator', 'draft'],
      ['000003', 'review', 'initiator', 'reviewed'],
      ['000004', 'accept-tos', 'initiator', 'tos-accepted'],
      ['000005', 'sign', 'initiator', 'initiator-signed'],
      ['000006', 'send', 'initiator', 'sent'],
      ['000007', 'link-invitee', 'recipient', 'sent'],
      ['000008', 'review', 'recipient', 'recipient-reviewed'],
      ['000009', 'accept-tos', 'recipient', 'recipient-tos-accepted'],
      ['000010', 'sign-for-countersignature', 'recipient', 'awaiting-countersignature'],
      ['000011', 'sign', 'initiator', 'fully-signed'],
      ['000012', 'finalize', 'initiator', 'executed'],
    ]);
    const mayaSign = events[4]!;
    expect(mayaSign.userAgent).toBe('IntegrationTest/1.0 (maya)');
    expect(mayaSign.ip).toBeTruthy();
    expect(mayaSign.actorCustomerId).toBe(maya.uid);
    // The evidence: who was signed in, the statement affirmed word for word, the consent, the hash.
    expect(mayaSign.details).toMatchObject({
      typedFullName: 'maya okafor',
      signerCustomerId: maya.uid,
      signerEmail: maya.email,
      statements: [loanSignatureStatement('maya okafor')],
      consentAt: accepted.body.consents.initiator?.acceptedAt,
      documentSha256: signed.body.agreementSha256,
      hasDrawnSignature: false,
      drawnSignatureSha256: null,
    });
    expect(events[3]!.details).toMatchObject({ termsOfServiceVersion: TERMS_OF_SERVICE_VERSION, statements: [termsOfServiceAcceptance(), esignConsent('agreement')] });
    expect(events[9]!.details).toMatchObject({
      hasDrawnSignature: true,
      typedFullName: 'Daniel Okafor',
      drawnSignatureSha256: expect.stringMatching(SHA256),
      voidedInitiatorSignatureSha256: signed.body.agreementSha256,
    });
    expect(events[10]!.details).toMatchObject({ countersignature: true, documentSha256: fully.body.agreementSha256 });
    expect((await eventsOf('loans', id)).map((e) => [e.type, e.toStatus])).toEqual([['create', 'active']]);

    const mayaList = await v1<LoanRequestListResponse>('GET', '/loanRequests?customerId=me', { token: maya.token });
    expect(mayaList.body.loanRequests.map((r) => r.id)).toContain(id);
    const danielList = await v1<LoanRequestListResponse>('GET', `/loanRequests?customerId=${daniel.uid}`, { token: daniel.token });
    expect(danielList.body.loanRequests.find((r) => r.id === id)?.yourRole).toBe('recipient');
    const loans = await v1<LoanListResponse>('GET', '/loans?customerId=1', { token: daniel.token });
    expect(loans.body.loans.map((l) => l.id)).toEqual([id]);
  });
});

describe('a lend request', () => {
  it('makes the initiator the lender and the recipient the borrower, through to the loan', async () => {
    const { maya, daniel } = await pair();
    const done = await executed(daniel, maya, 'lend');
    expect(done).toMatchObject({ status: 'executed', yourRole: 'initiator', yourLoanRole: 'lender' });
    const [invitation] = await mailTo(maya.email);
    expect(invitation?.message.text).toContain('Daniel Okafor would like to lend you $5,000.00 at 4% a year');
    const loan = await v1<LoanAnswer>('GET', `/loans/${done.id}`, { token: maya.token });
    expect(loan.body).toMatchObject({ yourLoanRole: 'borrower', lender: { customerId: daniel.uid }, borrower: { customerId: maya.uid } });
  });
});

describe('PATCH /api/v1/loanRequest/{id}', () => {
  it('writes no event when nothing changed', async () => {
    const { maya } = await pair();
    const created = await createRequest(maya, 'borrow');
    const same = await v1('PATCH', `/loanRequest/${created.id}`, { token: maya.token, body: created });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(created);
    expect(await eventsOf('loanRequests', created.id)).toHaveLength(1);
  });

  it('voids the signature when the initiator changes signed terms, and tells a recipient the old version is withdrawn', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'borrow');
    const changed = await v1('PATCH', `/loanRequest/${sent.id}`, {
      token: maya.token,
      body: { ...sent, loanProposalDetails: readyTerms({ principalCents: 600_000 }) },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      status: 'draft',
      signatures: { initiator: null, recipient: null },
      consents: { initiator: null, recipient: null },
    });
    expect(changed.body.agreementSha256).not.toBe(sent.agreementSha256);
    const subjects = (await mailTo(daniel.email)).map((m) => m.message.subject);
    expect(subjects).toContain('A loan agreement sent to you is being changed');
    const last = (await eventsOf('loanRequests', sent.id)).at(-1);
    expect(last).toMatchObject({ type: 'update', fromStatus: 'sent', toStatus: 'draft', details: { changedFields: ['loanProposalDetails'], signaturesVoided: true } });
  });

  it('lets the recipient change only their own details', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'lend');
    const own = await v1('PATCH', `/loanRequest/${sent.id}`, {
      token: daniel.token,
      body: { ...sent, recipientRequestDetails: { ...sent.recipientRequestDetails, phone: '(541) 555-0187' } },
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'sent', recipientRequestDetails: { phone: '+15415550187' } });
    expect((await eventsOf('loanRequests', sent.id)).at(-1)?.type).toBe('update-recipient-details');

    const terms = await v1('PATCH', `/loanRequest/${sent.id}`, {
      token: daniel.token,
      body: { ...sent, loanProposalDetails: readyTerms({ annualRateBps: 100 }) },
    });
    expect(terms.status).toBe(403);
    expect(refused(terms).detail).toBe('Only the person who started the request can change its terms. Ask for changed terms instead.');
  });
});

describe('asking for changed terms', () => {
  it('supersedes the parent and starts the recipient\'s own counter-proposal, in one commit', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'borrow');
    await v2('POST', `/loanRequests/${sent.id}/review`, { token: daniel.token });

    const child = await v1('POST', '/loanRequest', {
      token: daniel.token,
      body: createBody('borrow', { parentLoanId: sent.id, loanProposalDetails: readyTerms({ annualRateBps: 300 }) }),
    });
    expect(child.status).toBe(201);
    expect(child.body).toMatchObject({
      status: 'draft',
      parentLoanId: sent.id,
      requestType: 'lend', // Daniel lends: from his side the type flips
      initiatingCustomerId: daniel.uid,
      recipientCustomerId: maya.uid,
      recipientEmail: maya.email,
      yourRole: 'initiator',
      yourLoanRole: 'lender',
    });
    expect(child.body.recipientRequestDetails).toMatchObject({ firstName: 'Maya', lastName: 'Okafor', email: maya.email });
    expect(child.body.recipientRequestDetails).not.toHaveProperty('loanWish');

    const parent = await v1('GET', `/loanRequest/${sent.id}`, { token: maya.token });
    expect(parent.body).toMatchObject({ status: 'superseded', childRequestId: child.body.id });
    expect((await eventsOf('loanRequests', sent.id)).at(-1)).toMatchObject({
      type: 'request-changes',
      role: 'recipient',
      details: { childRequestId: child.body.id },
    });
    expect((await mailTo(maya.email)).map((m) => m.message.subject)).toContain('Different terms were asked for on your loan request');
    // Maya sees the counter-proposal in her list as its recipient.
    const list = await v1<LoanRequestListResponse>('GET', '/loanRequests?customerId=me', { token: maya.token });
    expect(list.body.loanRequests.find((r) => r.id === child.body.id)?.yourRole).toBe('recipient');

    // The counter-proposal runs the same flow the other way round.
    await v2('POST', `/loanRequests/${child.body.id}/review`, { token: daniel.token });
    await v1('POST', `/loanRequests/${child.body.id}/signTos`, { token: daniel.token, body: SIGN_TOS });
    await signAs(daniel, child.body.id);
    const resent = await sendTo(daniel, child.body.id, maya);
    expect(resent).toMatchObject({ status: 'sent', recipientCustomerId: maya.uid });
  });

  it('is refused to the initiator of the parent (403) and to an unknown parent (404)', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'borrow');
    const own = await v1('POST', '/loanRequest', { token: maya.token, body: createBody('lend', { parentLoanId: sent.id }) });
    expect(own.status).toBe(403);
    expect(refused(own).detail).toMatch(/^Only the person it was sent to can ask for changed terms/);
    const unknown = await v1('POST', '/loanRequest', { token: daniel.token, body: createBody('lend', { parentLoanId: bogusId() }) });
    expect(unknown.status).toBe(404);
  });
});

describe('rejecting and deleting', () => {
  it('records the recipient\'s reason and tells the initiator', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'borrow');
    const reason = 'Not this year, sorry.\nAsk me again in spring <3';
    const rejected = await v1('POST', `/loanRequests/${sent.id}/reject`, { token: daniel.token, body: { rejectionReason: reason } });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });
    const mail = (await mailTo(maya.email)).find((m) => m.message.subject === 'Your loan request was declined');
    expect(mail?.message.text).toContain('> Ask me again in spring <3');
    expect(mail?.message.html).toContain('Ask me again in spring &lt;3');
    expect((await eventsOf('loanRequests', sent.id)).at(-1)).toMatchObject({ type: 'reject', details: { rejectionReason: reason } });
    const again = await v1('POST', `/loanRequests/${sent.id}/reject`, { token: daniel.token, body: { rejectionReason: 'x' } });
    expect(again.status).toBe(409);
  });

  it('lets the initiator delete before the other party signed; the request leaves the list but stays on record', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'borrow');
    await readyForRecipientSignature(daniel, sent.id);
    const byRecipient = await v1('DELETE', `/loanRequests/${sent.id}`, { token: daniel.token });
    expect(byRecipient.status).toBe(403);

    const deleted = await v1('DELETE', `/loanRequests/${sent.id}`, { token: maya.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.status).toBe('deleted');
    expect((await mailTo(daniel.email)).map((m) => m.message.subject)).toContain('A loan request sent to you was withdrawn');
    for (const who of [maya, daniel]) {
      const list = await v1<LoanRequestListResponse>('GET', '/loanRequests?customerId=me', { token: who.token });
      expect(list.body.loanRequests.map((r) => r.id)).not.toContain(sent.id);
    }
    expect((await admin().db.doc(`loanRequests/${sent.id}`).get()).get('status')).toBe('deleted');
    expect((await v1('GET', `/loanRequest/${sent.id}`, { token: maya.token })).body.status).toBe('deleted');
  });

  it('refuses to delete once the other party has signed', async () => {
    const { maya, daniel } = await pair();
    const signed = await fullySigned(maya, daniel, 'lend');
    const answer = await v1('DELETE', `/loanRequests/${signed.id}`, { token: maya.token });
    expect(answer.status).toBe(409);
    expect(refused(answer).detail).toBe("You can't delete it while the loan request is signed by both parties.");
  });
});

describe('an invitation to an email without an account', () => {
  it('does not link whoever signs up with that email until the address is verified, then links them when they open it', async () => {
    const maya = await person();
    const email = uniqueEmail('invited');
    const sent = await sentRequest(maya, { email, firstName: 'Rosa', lastName: 'Diaz' }, 'borrow');
    expect(sent).toMatchObject({ recipientEmail: email, recipientCustomerId: null });

    const signedUp = await api<{ user: { id: string } }>('POST', '/signUp', {
      body: signUpBody({ email: email.toUpperCase(), firstName: 'Rosa', lastName: 'Diaz' }),
    });
    expect(signedUp.status).toBe(201);
    const stored = await admin().db.doc(`loanRequests/${sent.id}`).get();
    expect(stored.get('recipientCustomerId')).toBeNull();
    expect(stored.get('partyIds')).toEqual([maya.uid]);

    // Unverified, they may not even look.
    const token = await idTokenFor(email, 'kinloan-test-7');
    const early = await v1('GET', `/loanRequest/${sent.id}`, { token });
    expect(early.status).toBe(403);
    expect(refused(early).detail).toMatch(/confirm your email address/);

    await admin().auth.updateUser(signedUp.body.user.id, { emailVerified: true });
    const opened = await v1('GET', `/loanRequest/${sent.id}`, { token: await idTokenFor(email, 'kinloan-test-7') });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ recipientCustomerId: signedUp.body.user.id, yourRole: 'recipient' });
    const events = await eventsOf('loanRequests', sent.id);
    expect(events.at(-1)).toMatchObject({ type: 'link-invitee', actorCustomerId: signedUp.body.user.id, details: { email } });
  });

  it('links a verified customer with that email when they open it, if nothing linked them before', async () => {
    const maya = await person();
    const email = uniqueEmail('late');
    const sent = await sentRequest(maya, { email, firstName: 'Sam', lastName: 'Lee' }, 'lend');
    // An account made without our sign-up (as an older account would be): not linked yet.
    const sam = await person({ firstName: 'Sam', lastName: 'Lee', email });
    expect((await admin().db.doc(`loanRequests/${sent.id}`).get()).get('recipientCustomerId')).toBeNull();

    const opened = await v1('GET', `/loanRequest/${sent.id}`, { token: sam.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ recipientCustomerId: sam.uid, yourRole: 'recipient', yourLoanRole: 'borrower' });
  });

  it('links them from the list too', async () => {
    const maya = await person();
    const email = uniqueEmail('lister');
    const sent = await sentRequest(maya, { email, firstName: 'Ana', lastName: 'Ruiz' }, 'borrow');
    const ana = await person({ firstName: 'Ana', lastName: 'Ruiz', email });
    const list = await v1<LoanRequestListResponse>('GET', '/loanRequests?customerId=me', { token: ana.token });
    expect(list.body.loanRequests.map((r) => [r.id, r.yourRole])).toEqual([[sent.id, 'recipient']]);
  });
});

describe('refusals', () => {
  it('401 without a valid Bearer token on every loan call', async () => {
    const id = bogusId();
    const calls: [typeof v1, string, string][] = [
      [v1, 'POST', '/loanRequest'],
      [v1, 'GET', `/loanRequest/${id}`],
      [v1, 'PATCH', `/loanRequest/${id}`],
      [v1, 'GET', '/loanRequests?customerId=me'],
      [v2, 'POST', `/loanRequests/${id}/review`],
      [v1, 'POST', `/loanRequests/${id}/signTos`],
      [v1, 'POST', `/loanRequests/${id}/send`],
      [v2, 'POST', `/loanRequests/${id}/sign`],
      [v2, 'POST', `/loanRequests/${id}/finalize`],
      [v1, 'POST', `/loanRequests/${id}/reject`],
      [v1, 'DELETE', `/loanRequests/${id}`],
      [v1, 'POST', `/loanRequests/${id}/publishWish`],
      [v1, 'POST', `/loanRequests/${id}/unpublishWish`],
      [v1, 'GET', `/loans/${id}`],
      [v1, 'GET', '/loans?customerId=me'],
      [v1, 'GET', `/loans/${id}/payments`],
      [v1, 'GET', `/loanDocuments/${id}`],
    ];
    for (const [version, method, path] of calls) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { body: {} };
      const none = await version(method, path, body);
      expect(none.status, `${method} ${path}`).toBe(401);
      expect(refused(none)).toMatchObject({ kind: 'unauthenticated', message: userMessage(401) });
      expect((await version(method, path, { ...body, token: 'not.a.token' })).status, `${method} ${path} (bad token)`).toBe(401);
    }
  });

  it('403 for a caller whose email is not verified', async () => {
    const unverified = await person({ verified: false });
    const answer = await v1('POST', '/loanRequest', { token: unverified.token, body: createBody('borrow') });
    expect(answer.status).toBe(403);
    expect(refused(answer).detail).toBe(
      'Please confirm your email address before working with loans: open the link we emailed you, or ask for a new one on the verification page.',
    );
    // The client refreshes its token and retries on this reason, never on the wording.
    expect(refused(answer).reason).toBe('email-not-verified');
  });

  it('403 for anyone who is not a party, on every call about the request and its loan', async () => {
    const { maya, daniel } = await pair();
    const outsider = await person({ firstName: 'Eve', lastName: 'Intruder' });
    const done = await executed(maya, daniel, 'borrow');
    const id = done.id;
    const calls: [typeof v1, string, string, unknown][] = [
      [v1, 'GET', `/loanRequest/${id}`, undefined],
      [v1, 'PATCH', `/loanRequest/${id}`, done],
      [v2, 'POST', `/loanRequests/${id}/review`, undefined],
      [v1, 'POST', `/loanRequests/${id}/signTos`, SIGN_TOS],
      [v1, 'POST', `/loanRequests/${id}/send`, { updateParty: { email: outsider.email, firstName: 'Eve', lastName: 'I' } }],
      [v2, 'POST', `/loanRequests/${id}/sign`, { signatureData: { typedFullName: 'Eve Intruder' }, agreementSha256: done.agreementSha256, statementsVersion: STATEMENTS_VERSION }],
      [v2, 'POST', `/loanRequests/${id}/finalize`, undefined],
      [v1, 'POST', `/loanRequests/${id}/reject`, { rejectionReason: 'no' }],
      [v1, 'DELETE', `/loanRequests/${id}`, undefined],
      [v1, 'GET', `/loans/${id}`, undefined],
      [v1, 'GET', `/loans/${id}/payments`, undefined],
      [v1, 'GET', `/loanDocuments/${id}`, undefined],
    ];
    for (const [version, method, path, body] of calls) {
      const answer = await version(method, path, { token: outsider.token, ...(body === undefined ? {} : { body }) });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect((await eventsOf('loanRequests', id)).every((e) => e.actorCustomerId !== outsider.uid)).toBe(true);
  });

  it('403 for listing someone else\'s requests or loans, and for starting a request as someone else', async () => {
    const { maya, daniel } = await pair();
    expect((await v1('GET', `/loanRequests?customerId=${daniel.uid}`, { token: maya.token })).status).toBe(403);
    expect((await v1('GET', `/loans?customerId=${daniel.uid}`, { token: maya.token })).status).toBe(403);
    const asDaniel = await v1('POST', '/loanRequest', { token: maya.token, body: createBody('borrow', { initiatingCustomerId: daniel.uid }) });
    expect(asDaniel.status).toBe(403);
  });

  it('404 for unknown ids', async () => {
    const { maya } = await pair();
    for (const [version, method, path] of [
      [v1, 'GET', `/loanRequest/${bogusId()}`],
      [v2, 'POST', `/loanRequests/${bogusId()}/finalize`],
      [v1, 'DELETE', `/loanRequests/${bogusId()}`],
      [v1, 'GET', `/loans/${bogusId()}`],
      [v1, 'GET', `/loanDocuments/${bogusId()}`],
      [v1, 'GET', '/loanRequest/..'],
    ] as const) {
      const answer = await version(method, path, { token: maya.token });
      expect(answer.status, path).toBe(404);
      expect(refused(answer).kind).toBe('not-found');
    }
  });

  it('400 naming the field for bad bodies', async () => {
    const { maya, daniel } = await pair();
    const noAmount = await v1<unknown>('POST', '/loanRequest', {
      token: maya.token,
      body: createBody('borrow', { loanProposalDetails: readyTerms({ principalCents: undefined }) }),
    });
    expect(noAmount.status).toBe(400);
    expect(fieldsOf(noAmount as ApiAnswer<ErrorAnswerBody>)).toContain('loanProposalDetails.principalCents');

    const draft = await createRequest(maya, 'borrow', { loanProposalDetails: readyTerms({ governingLawState: undefined, disbursement: undefined }) });
    const incomplete = await v2<unknown>('POST', `/loanRequests/${draft.id}/review`, { token: maya.token });
    expect(incomplete.status).toBe(400);
    expect(fieldsOf(incomplete as ApiAnswer<ErrorAnswerBody>)).toEqual(['loanProposalDetails.governingLawState', 'loanProposalDetails.disbursement']);
    expect(refused(incomplete).detail).toMatch(/^Complete the loan terms before reviewing them: Governing-law state is required\./);

    const reviewExtra = await v2<unknown>('POST', `/loanRequests/${draft.id}/review`, { token: maya.token, body: { hurry: true } });
    expect(fieldsOf(reviewExtra as ApiAnswer<ErrorAnswerBody>)).toEqual(['hurry']);

    const signed = await signedByInitiator(maya, 'borrow');
    const tosFalse = await v1<unknown>('POST', `/loanRequests/${signed.id}/signTos`, { token: maya.token, body: { acceptTermsOfService: false, statementsVersion: STATEMENTS_VERSION } });
    expect(fieldsOf(tosFalse as ApiAnswer<ErrorAnswerBody>)).toEqual(['acceptTermsOfService', 'consentToElectronicRecords']);

    const toSelf = await v1<unknown>('POST', `/loanRequests/${signed.id}/send`, {
      token: maya.token,
      body: { updateParty: { email: maya.email, firstName: 'Maya', lastName: 'Okafor' } },
    });
    expect(toSelf.status).toBe(400);
    expect(fieldsOf(toSelf as ApiAnswer<ErrorAnswerBody>)).toEqual(['updateParty.email']);
    const noEmail = await v1<unknown>('POST', `/loanRequests/${signed.id}/send`, { token: maya.token, body: { updateParty: { firstName: 'D', lastName: 'O' } } });
    expect(fieldsOf(noEmail as ApiAnswer<ErrorAnswerBody>)).toEqual(['updateParty.email']);

    const sent = await sendTo(maya, signed.id, daniel);
    await readyForRecipientSignature(daniel, sent.id);
    const wrongName = await v2<unknown>('POST', `/loanRequests/${sent.id}/sign`, { token: daniel.token, body: await signBody(daniel, sent.id, { typedFullName: 'Dan O' }) });
    expect(wrongName.status).toBe(400);
    expect(fieldsOf(wrongName as ApiAnswer<ErrorAnswerBody>)).toEqual(['signatureData.typedFullName']);
    expect(refused(wrongName).detail).toContain('Daniel Okafor');
    const noReason = await v1<unknown>('POST', `/loanRequests/${sent.id}/reject`, { token: daniel.token, body: { rejectionReason: '  ' } });
    expect(fieldsOf(noReason as ApiAnswer<ErrorAnswerBody>)).toEqual(['rejectionReason']);
  });

  it('409 when the signer was shown another text than the one they would sign, and nothing is written', async () => {
    const { maya, daniel } = await pair();
    const sent = await sentRequest(maya, daniel, 'lend');
    await readyForRecipientSignature(daniel, sent.id);
    const shown = await signBody(daniel, sent.id);
    // Daniel's profile changes in another tab after his page computed the text he is signing.
    await admin().db.doc(`customers/${daniel.uid}`).update({ phone: '+15415550100' });
    const before = (await eventsOf('loanRequests', sent.id)).length;
    const answer = await v2('POST', `/loanRequests/${sent.id}/sign`, { token: daniel.token, body: shown });
    expect(answer.status).toBe(409);
    expect(refused(answer).detail).toBe(DOCUMENT_CHANGED_SINCE_OPENED);
    expect(await eventsOf('loanRequests', sent.id)).toHaveLength(before);
    expect((await signAs(daniel, sent.id)).status).toBe(200);
  });

  it('409 for a signature or consent given under an older wording of the statements', async () => {
    const { maya } = await pair();
    const { id } = await createRequest(maya, 'borrow');
    await v2('POST', `/loanRequests/${id}/review`, { token: maya.token });
    const oldTos = await v1('POST', `/loanRequests/${id}/signTos`, { token: maya.token, body: { ...SIGN_TOS, statementsVersion: '2020-01-01' } });
    expect(oldTos.status).toBe(409);
    expect(refused(oldTos).detail).toBe(STATEMENT_CHANGED);
    await v1('POST', `/loanRequests/${id}/signTos`, { token: maya.token, body: SIGN_TOS });
    const oldSign = await v2('POST', `/loanRequests/${id}/sign`, { token: maya.token, body: { ...(await signBody(maya, id)), statementsVersion: '2020-01-01' } });
    expect(oldSign.status).toBe(409);
    expect(refused(oldSign).detail).toBe(STATEMENT_CHANGED);
    expect((await eventsOf('loanRequests', id)).at(-1)?.type).toBe('accept-tos');
  });

  it('400 asking a signer without an address to complete their profile', async () => {
    const homeless = await person({ firstName: 'Noah', lastName: 'Park', withAddress: false });
    const { id } = await createRequest(homeless, 'lend');
    await v2('POST', `/loanRequests/${id}/review`, { token: homeless.token });
    await v1('POST', `/loanRequests/${id}/signTos`, { token: homeless.token, body: SIGN_TOS });
    const answer = await v2<unknown>('POST', `/loanRequests/${id}/sign`, { token: homeless.token, body: await signBody(homeless, id) });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer as ApiAnswer<ErrorAnswerBody>)).toEqual(['profile.address']);
    expect(refused(answer).detail).toMatch(/complete your profile/);
  });

  it('409 with the machine\'s sentence for a step out of order, 403 for the wrong party', async () => {
    const { maya, daniel } = await pair();
    const draft = await createRequest(maya, 'borrow');
    const finalize = await v2('POST', `/loanRequests/${draft.id}/finalize`, { token: maya.token });
    expect(finalize.status).toBe(409);
    expect(refused(finalize)).toMatchObject({ kind: 'conflict', detail: "You can't finalize it while the loan request is still a draft." });
    const early = await v2('POST', `/loanRequests/${draft.id}/sign`, { token: maya.token, body: await signBody(maya, draft.id) });
    expect(early.status).toBe(409);
    const unsignedSend = await v1('POST', `/loanRequests/${draft.id}/send`, { token: maya.token, body: { updateParty: { email: daniel.email, firstName: 'Daniel', lastName: 'Okafor' } } });
    expect(unsignedSend.status).toBe(409);

    const sent = await sentRequest(maya, daniel, 'borrow');
    const notFully = await v2('POST', `/loanRequests/${sent.id}/finalize`, { token: daniel.token });
    expect(notFully.status).toBe(409);
    expect(refused(notFully).detail).toBe("You can't finalize it while the loan request is sent and not yet reviewed by the other party.");
    const ownReject = await v1('POST', `/loanRequests/${sent.id}/reject`, { token: maya.token, body: { rejectionReason: 'changed my mind' } });
    expect(ownReject.status).toBe(403);
    expect(refused(ownReject).kind).toBe('forbidden');
    expect((await eventsOf('loanRequests', sent.id)).at(-1)?.type).toBe('send');
  });
});
