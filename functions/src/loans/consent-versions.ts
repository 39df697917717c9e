/**
 * Which texts a consent was given to. Bump a version whenever the wording it names changes
 * (web/src/pages/public/PoliciesPage.tsx, "Last updated"), so the event log can say which
 * terms of service and which E-SIGN disclosure each person accepted.
 */
export const TERMS_OF_SERVICE_VERSION = '2026-11-20';
export const ESIGN_CONSENT_VERSION = '2026-11-20';

/** What the signer affirms by signing; recorded with every signature event. */
export const SIGNING_INTENT_STATEMENT = 'I agree to sign this loan agreement electronically';
