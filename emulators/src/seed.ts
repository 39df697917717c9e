// `npm run seed`: re-seeds a running local stack (npm start seeds on its own).
import { seedDemoData } from './seed-data';

seedDemoData()
  .then(({ summary }) => {
    console.log(`Seeded: ${summary}`);
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('Seeding failed. Is the local stack running (npm start)?', error);
    process.exit(1);
  });
