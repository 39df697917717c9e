import { DEMO_PASSWORD, DEMO_PEOPLE } from './seed-data';
import { URLS } from './ports';

/** What each demo person finds on their dashboard, so a newcomer knows whom to sign in as. */
const DEMO_ROLES: Readonly<Record<string, string>> = {
  'demo-maya': 'lends to her brother: a payment to confirm, his request to sign, a gift letter she sent, a loan she paid off',
  'demo-daniel': 'borrows from his sister: a loan eight months in, a gift letter to sign, changed terms to send',
  'demo-priya': 'has not confirmed her email yet: signing in shows the verification step',
};

/** The start banner: where everything is, who to sign in as, and what to try first. */
export function startBanner(world: { runningLoanId?: string; runningLoanCode?: string } = {}): string {
  const loan = world.runningLoanId ?? '<loan id>';
  const check = world.runningLoanCode ? `${URLS.vite}/verify?code=${world.runningLoanCode}` : `${URLS.vite}/verify`;
  const people = DEMO_PEOPLE.map((person) => {
    const name = `${person.firstName} ${person.lastName}`.padEnd(14);
    return `  ${name} ${person.email.padEnd(27)} ${DEMO_ROLES[person.uid] ?? ''}`;
  }).join('\n');
  return `
Kinloan is running on the local emulators (project demo-kinloan).
  App (Vite, hot reload)    ${URLS.vite}
  App (built, via Hosting)  ${URLS.hosting}
  Outbox (every email)      ${URLS.outbox}
  API health                ${URLS.health}
  Functions emulator        ${URLS.functions}
  Auth emulator             ${URLS.auth}
  Firestore emulator        ${URLS.firestore}

Demo people (password ${DEMO_PASSWORD}):
${people}

Try first:
  1. Sign in at ${URLS.vite}/signin as Maya and confirm Daniel's payment on the $12,000 loan.
  2. Sign up as someone new, then open the verification email at ${URLS.outbox}.
  3. As Maya, choose Lend Money, send it to a new address, and open the invitation from the outbox.
  4. As Maya, start the managed service at ${URLS.vite}/${loan}/service-enrollment, then
     \`npm run stripe:event -- checkout.session.completed --loan ${loan}\` makes it active.
  5. Check the $12,000 agreement as a mortgage lender would, with no account: ${check}
     (then pick its PDF, downloaded from the loan, to confirm the file is the one kept).
  6. As Maya, open the $1,200 bike loan she paid off and download its payoff and release letter.

Emails are not sent locally: each one is printed here as it is written, with its link, and
shown as the recipient sees it at ${URLS.outbox}; \`npm run outbox\` lists the latest.
Press Ctrl-C to stop everything.`;
}
