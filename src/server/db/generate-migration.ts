import { writeMigration } from './migration-diff.ts';

/** Entry of `npm run db:generate -- <name>` (built by scripts/db-generate.mjs). */
const name = process.argv[2];
if (!name) {
  console.error('Usage: npm run db:generate -- <migration_name>');
  process.exit(2);
}
const file = await writeMigration(name);
console.log(file ? `Wrote ${file} — review it and commit it.` : 'No schema changes: nothing to generate.');
