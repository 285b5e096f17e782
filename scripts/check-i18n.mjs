// Fails when a message of the code has no English translation. `lingui extract` first brings
// the catalogs up to date with the code, so a message added without a translation is caught.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { encoding: 'utf8' });
if (extract.status !== 0) {
  process.stderr.write(extract.stdout + extract.stderr);
  process.exit(1);
}

/** msgids whose msgstr is empty, from a .po file (header entry excluded). */
export function untranslated(po) {
  const missing = [];
  const entries = po.split(/\n\s*\n/);
  for (const entry of entries) {
    const id = entry.match(/^msgid (".*"(?:\n".*")*)/m);
    const str = entry.match(/^msgstr (".*"(?:\n".*")*)/m);
    if (!id || !str) continue;
    const join = (s) =>
      s
        .split('\n')
        .map((line) => JSON.parse(line))
        .join('');
    if (join(id[1]) !== '' && join(str[1]) === '') missing.push(join(id[1]));
  }
  return missing;
}

const missing = untranslated(readFileSync('src/locales/en/messages.po', 'utf8'));
if (missing.length > 0) {
  console.error(
    `English is incomplete: ${missing.length} message(s) lack a translation in src/locales/en/messages.po:`,
  );
  for (const id of missing) console.error(`  - ${id}`);
  process.exit(1);
}
console.log('i18n: every message has an English translation');
