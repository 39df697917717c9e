import { writeFileSync } from 'node:fs';
import { endpointRoutesModule } from '@kinloan/domain';

/** `npm run generate:api`: writes the web client's route table from the one endpoint list. */
const target = new URL('../web/src/api/endpoint-routes.ts', import.meta.url);
writeFileSync(target, endpointRoutesModule());
console.log(`wrote ${target.pathname}`);
