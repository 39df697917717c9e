import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { calendarDateOfInstant, type CalendarDate } from '@kinloan/domain';
import { EMULATOR_APP_BASE_URL } from '../../functions/src/config/environment';
import { runReminders } from '../../functions/src/reminders/run-reminders';
import { demoCalendar } from './demo-calendar';
import { DEMO_STEPS, DEMO_WORLD, type DemoCast, type DemoSigner, type DemoStep } from './demo-world';
import { idTokenFor } from './local-api';
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
 * Puts the demo people into the Auth emulator and their Customer documents into Firestore,
 * then builds the demo world through the API (see `demo-world.ts`) and runs today's reminder
 * job over it. Safe to run again: existing users are updated in place, and each piece of the
 * world already made (recorded in `demoSeed/world`) is skipped, never made twice.
 */
export async function seedDemoData(options: { today?: CalendarDate } = {}): Promise<{ summary: string; world: DemoWorldRecord }> {
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
  const today = options.today ?? calendarDateOfInstant(new Date());
  const world = await seedDemoWorld(db, today);
  const reminders = await runReminders(db, today, { appBaseUrl: EMULATOR_APP_BASE_URL });
  const people = DEMO_PEOPLE.map((p) => `${p.email}${p.emailVerified ? '' : ' (unverified)'}`).join(', ');
  const made = world.madeNow.length === 0 ? `already there from ${world.seededOn}` : `${world.madeNow.length} of ${DEMO_STEPS.length} pieces made now`;
  return {
    summary: `${DEMO_PEOPLE.length} people (password ${DEMO_PASSWORD}): ${people}; the demo world (${made}); today's reminder job: ${reminders.queued.length} queued, ${reminders.alreadySent.length} sent before`,
    world,
  };
}

export const DEMO_WORLD_DOC = 'demoSeed/world';

export interface DemoWorldRecord {
  readonly seededOn: CalendarDate;
  readonly ids: Partial<Record<DemoStep, string>>;
  /** The steps this seeding made; the rest were there already. */
  readonly madeNow: readonly DemoStep[];
}

async function signedInCast(): Promise<DemoCast> {
  const signer = async (uid: string): Promise<DemoSigner> => {
    const person = DEMO_PEOPLE.find((p) => p.uid === uid);
    if (!person) throw new Error(`no demo person ${uid}`);
    const fullName = `${person.firstName} ${person.lastName}`;
    return { uid, email: person.email, firstName: person.firstName, lastName: person.lastName, fullName, token: await idTokenFor(person.email, person.password) };
  };
  return { maya: await signer('demo-maya'), daniel: await signer('demo-daniel') };
}

/** Each step made is written down at once, so a seeding stopped half-way resumes where it stopped. */
async function seedDemoWorld(db: Firestore, today: CalendarDate): Promise<DemoWorldRecord> {
  const ref = db.doc(DEMO_WORLD_DOC);
  const stored = (await ref.get()).data() as { seededOn?: CalendarDate; ids?: DemoWorldRecord['ids'] } | undefined;
  const seededOn = stored?.seededOn ?? today;
  const ids: Partial<Record<DemoStep, string>> = { ...stored?.ids };
  const missing = DEMO_STEPS.filter((step) => ids[step] === undefined);
  if (missing.length === 0) return { seededOn, ids, madeNow: [] };
  const cast = await signedInCast();
  const calendar = demoCalendar(seededOn);
  for (const step of missing) {
    ids[step] = await DEMO_WORLD[step](cast, calendar);
    await ref.set({ seededOn, ids }, { merge: true });
  }
  return { seededOn, ids, madeNow: missing };
}
