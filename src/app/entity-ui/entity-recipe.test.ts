import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { menuById } from '../../contract/auth/menu.ts';
import { entities as registered } from '../../contract/entities/registry.ts';
import { type Entity, screenPath } from '../../contract/entity/define.ts';
import type { FieldDef } from '../../contract/entity/fields.ts';
import { REFERENCE_ENTITIES, SALES_ENTITIES } from '../features/dashboard/counted-catalogues.ts';

/**
 * The README's recipe for adding an entity, checked for every registered one: each finding names
 * the entity and the piece it lacks, so a new declaration fails here with what to do next.
 */

const entities: readonly Entity[] = registered;
// The route files as the router's generator sees them, with their text (paths relative to this file).
const routeFiles = import.meta.glob<string>('../routes/**/*.tsx', {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The declarations' modules, to tell which entity a route file loads.
const declarationModules = import.meta.glob<Record<string, unknown>>(
  '../../contract/entities/**/*.entity.ts',
  {
    eager: true,
  },
);

const text = (message: MessageDescriptor) => message.message ?? message.id;

// The English catalogue's text, as translators edit it.
const englishPo = Object.values(
  import.meta.glob<string>('../../locales/en/messages.po', { query: '?raw', import: 'default', eager: true }),
)[0];

/** msgid → msgstr of a .po catalogue (Lingui writes one entry per blank-line-separated block). */
function catalogue(po: string): Map<string, string> {
  const unquote = (lines: string) =>
    lines
      .split('\n')
      .map((line) => JSON.parse(line.trim()) as string)
      .join('');
  const entries = new Map<string, string>();
  for (const block of po.split(/\n\s*\n/)) {
    const id = block.match(/^msgid (".*"(?:\n".*")*)/m)?.[1];
    const str = block.match(/^msgstr (".*"(?:\n".*")*)/m)?.[1];
    if (id && str) entries.set(unquote(id), unquote(str));
  }
  return entries;
}
const english = catalogue(englishPo ?? '');

/** The route file serving the entity's screen, if any. */
function routeFileOf(entity: Entity): string | undefined {
  const path = screenPath(entity).slice(1);
  return [`../routes/${path}.tsx`, `../routes/${path}/index.tsx`].find((file) => file in routeFiles);
}

/** The entity a generic route file loads: `import('…/x.entity.ts').then((m) => m.x)`. */
function loadedBy(route: string): unknown {
  const [, file, name] =
    route.match(/import\('(?:\.\.\/)+contract\/([^']+\.entity\.ts)'\)\.then\(\s*\(m\) => m\.(\w+)/) ?? [];
  return file && name ? declarationModules[`../../contract/${file}`]?.[name] : undefined;
}

/** The messages a screen of the entity shows: title, one record's name, labels and choices. */
function messagesOf(entity: Entity): MessageDescriptor[] {
  const fields = Object.values(entity.fields) as FieldDef[];
  return [
    entity.title,
    entity.one,
    ...fields.flatMap((field) => [
      field.label,
      ...(field.kind === 'enum' ? field.options.map(([, label]) => label) : []),
    ]),
  ];
}

function findings(entity: Entity): string[] {
  const found: string[] = [];
  // Rows kept on another entity's screen (a customer's notes): that screen and right are theirs.
  if (entity.partOf) {
    const parent = entities.find((e) => e.name === entity.partOf);
    if (!parent || parent.menuId !== entity.menuId) found.push(`not guarded by ${entity.partOf}'s menu id`);
    return found;
  }
  const screen = screenPath(entity);
  const routeFile = routeFileOf(entity);
  // A sub-record kept on its parent's screen (a customer's notes) has the parent's route and menu
  // entry (registry.test.ts checks it shares the parent's right): only its English is checked.
  const parent =
    entities.includes(entity) && entities.find((other) => other !== entity && screenPath(other) === screen);
  if (parent) return englishFindings(entity);
  if (!routeFile) found.push(`no route file src/app/routes${screen}.tsx (npm run entity:routes writes it)`);
  // A generic screen loads its declaration; a bespoke one (the to-do list) is left to its own tests.
  else if (
    /entityRoute\(/.test(routeFiles[routeFile] ?? '') &&
    loadedBy(routeFiles[routeFile] ?? '') !== entity
  )
    found.push(`${routeFile} does not load the declaration of ${entity.name}`);
  // Personal (owner-scoped) entities are every signed-in user's own: no menu right guards them.
  if (!entity.scope?.owner) {
    const entry = menuById(entity.menuId);
    if (!entry) found.push(`no menu entry ${entity.menuId} (src/contract/auth/menu-*.ts)`);
    else {
      if (entry.command !== screen)
        found.push(`menu entry ${entity.menuId} opens ${entry.command}, not ${screen}`);
      // A list may head its menu group under the group's name ('Khách hàng' › 'Danh sách khách hàng').
      const group = entry.menu_id0 ? menuById(entry.menu_id0) : undefined;
      if (entry.title.id !== entity.title.id && group?.title.id !== entity.title.id)
        found.push(`title '${text(entity.title)}' differs from the menu entry's '${text(entry.title)}'`);
    }
  }
  return [...found, ...englishFindings(entity)];
}

function englishFindings(entity: Entity): string[] {
  return messagesOf(entity)
    .filter((message) => !english.get(text(message)))
    .map(
      (message) =>
        `no English for '${text(message)}' (npx lingui extract --clean, then src/locales/en/messages.po)`,
    );
}

describe('the recipe for adding an entity', () => {
  it('finds every registered entity complete: route file, menu entry with its title, English', () => {
    const incomplete = Object.fromEntries(
      entities
        .map((entity) => [entity.name, findings(entity)] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(incomplete).toEqual({});
  });

  it('names a missing route file, a missing menu entry, a title mismatch and missing English', () => {
    const units = entities.find((entity) => entity.name === 'stock.units') as Entity;
    const broken: Entity = {
      ...units,
      path: 'stock/no-screen',
      menuId: 'stock.no-such-entry',
      fields: { ...units.fields, ma_moi: { kind: 'text', label: { id: 'Trường chưa dịch' } } as FieldDef },
    };
    expect(findings(broken)).toEqual([
      'no route file src/app/routes/stock/no-screen.tsx (npm run entity:routes writes it)',
      'no menu entry stock.no-such-entry (src/contract/auth/menu-*.ts)',
      "no English for 'Trường chưa dịch' (npx lingui extract --clean, then src/locales/en/messages.po)",
    ]);
    const retitled: Entity = { ...units, title: { id: 'x', message: 'Đơn vị đo' } };
    expect(findings(retitled)).toContain("title 'Đơn vị đo' differs from the menu entry's 'Đơn vị tính'");
  });

  it('counts on the dashboard only registered entities', () => {
    const names = new Set(entities.map((entity) => entity.name));
    expect([...REFERENCE_ENTITIES, ...SALES_ENTITIES].filter((name) => !names.has(name))).toEqual([]);
  });
});
