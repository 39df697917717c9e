// Part of `npm run lint`: no import cycles anywhere, type-only imports included. A cycle means two
// modules each need the other read first, which is a layering mistake: imports point down
// (web and functions → domain; transport → commands → platform → domain).
import madge from 'madge';

const ROOTS = ['domain/src', 'functions/src', 'web/src', 'emulators', 'e2e', 'scripts'];

const result = await madge(ROOTS, {
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/node_modules/, /\/dist\//, /\/lib\//],
  detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
});
const cycles = result.circular();
if (cycles.length > 0) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const cycle of cycles) console.error(`  ${cycle.join(' → ')} → ${cycle[0]}`);
  process.exit(1);
}
console.log(`No import cycles in ${Object.keys(result.obj()).length} modules.`);
