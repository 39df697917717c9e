/** The emulator suite's default ports, as firebase.json sets them. */
export const PROJECT_ID = 'demo-kinloan';
export const HOST = '127.0.0.1';
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  firestore: 8080,
  auth: 9099,
  /** Cloud Tasks: the reminder pages (reminders-batch) run through it as they do when deployed. */
  tasks: 9499,
  hub: 4400,
  logging: 4500,
  vite: 5173,
  /** The local outbox page (emulators/src/outbox-page.ts): every email the stack wrote. */
  outbox: 5025,
} as const;

export const URLS = {
  hosting: `http://localhost:${PORTS.hosting}`,
  vite: `http://localhost:${PORTS.vite}`,
  outbox: `http://localhost:${PORTS.outbox}`,
  health: `http://localhost:${PORTS.hosting}/api/v1/health`,
  functions: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/us-central1/api`,
  auth: `http://${HOST}:${PORTS.auth}`,
  firestore: `${HOST}:${PORTS.firestore}`,
} as const;

/** What the admin SDK needs to talk to the emulators instead of production. */
export const EMULATOR_ENV = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIREBASE_PROJECT_ID: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
  CLOUD_TASKS_EMULATOR_HOST: `${HOST}:${PORTS.tasks}`,
  // Nothing here runs on Google Cloud: without this, every function worker (and the launcher's
  // own admin SDK, seeding) probes the metadata server and prints a MetadataLookupWarning
  // nobody can act on.
  METADATA_SERVER_DETECTION: 'none',
} as const;
