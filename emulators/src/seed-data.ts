import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { EMULATOR_ENV, PROJECT_ID } from './ports';

/** Admin SDK pointed at the emulators; never at a real project. */
export function emulatorAdminApp(): App {
  for (const [key, value] of Object.entries(EMULATOR_ENV)) process.env[key] ??= value;
  return getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
}

export interface DemoPerson {
  uid: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  emailVerified: boolean;
  phone: string;
  address: { line1: string; line2: string; zipCode: string; city: string; state: string };
}

/** Everyone signs in with this password locally; it is printed by npm start. */
export const DEMO_PASSWORD = 'kinloan-demo-1';

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    uid: 'demo-maya',
    email: 'maya.okafor@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Maya',
    lastName: 'Okafor',
    emailVerified: true,
    phone: '+15035550142',
    address: { line1: '1420 SE Alder St', line2: '', zipCode: '97214', city: 'Portland', state: 'OR' },
  },
  {
    uid: 'demo-daniel',
    email: 'daniel.okafor@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Daniel',
    lastName: 'Okafor',
    emailVerified: true,
    phone: '+15415550187',
    address: { line1: '88 Willamette Ave', line2: 'Apt 3', zipCode: '97401', city: 'Eugene', state: 'OR' },
  },
  {
    uid: 'demo-priya',
    email: 'priya.raman@example.com',
    password: DEMO_PASSWORD,
    firstName: 'Priya',
    lastName: 'Raman',
    emailVerified: false,
    phone: '+12065550111',
    address: { line1: '301 Pine St', line2: '', zipCode: '98101', city: 'Seattle', state: 'WA' },
  },
];

/**
 * Puts the demo people into the Auth emulator and their Customer documents into Firestore.
 * Safe to run again: existing users are updated in place, never duplicated. Later issues add
 * loans, payments and gifts here.
 */
export async function seedDemoData(): Promise<{ summary: string }> {
  const app = emulatorAdminApp();
  const auth = getAuth(app);
  const db = getFirestore(app);
  for (const person of DEMO_PEOPLE) {
    const profile = {
      email: person.email,
      password: person.password,
      displayName: `${person.firstName} ${person.lastName}`,
      emailVerified: person.emailVerified,
    };
    try {
      await auth.updateUser(person.uid, profile);
    } catch {
      await auth.createUser({ uid: person.uid, ...profile });
    }
    await db.doc(`customers/${person.uid}`).set({
      id: person.uid,
      email: person.email,
      firstName: person.firstName,
      middleName: '',
      lastName: person.lastName,
      phone: person.phone,
      address: person.address,
      createdAt: '2026-01-15T18:00:00.000Z',
    });
  }
  const people = DEMO_PEOPLE.map((p) => `${p.email}${p.emailVerified ? '' : ' (unverified)'}`).join(', ');
  return { summary: `${DEMO_PEOPLE.length} people (password ${DEMO_PASSWORD}): ${people}` };
}
