import { Hono } from 'hono';
import type { FieldDef } from '../../contract/entity/fields.ts';
import type { Translate } from '../../contract/entity/messages.ts';
import type { AppEnv } from '../http/context.ts';
import { type Locale, translate } from '../i18n.ts';
import { docsMessages as m } from './messages.ts';
import type { EntityModel } from './model.ts';
import { type OpenApiExtension, openApiDocument } from './openapi.ts';
import { listParameters, operations } from './operations.ts';

/**
 * GET /api/openapi.json and GET /api/docs: the API of the declared entities, generated from the
 * registry. Public (no tenant, no sign-in): it describes shapes, never data. The docs page is
 * plain server-rendered HTML with no script, so it works under the app's CSP.
 */

const escapeHtml = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:0;background:#f8f7fa;color:#2f2b3d}
main{max-width:1100px;margin:auto;padding:24px}h1{color:#7367f0}section{background:#fff;border-radius:8px;
box-shadow:0 2px 6px #2f2b3d1a;padding:8px 20px 16px;margin:20px 0}table{border-collapse:collapse;width:100%}
th,td{text-align:left;border-bottom:1px solid #e6e6e8;padding:4px 8px;vertical-align:top}code{font-size:13px}
.m{font-weight:600;text-transform:uppercase;width:4em}nav ul{columns:3}`;

function notes(field: FieldDef, t: Translate): string {
  const parts: string[] = [];
  if ('max' in field && field.max !== undefined) parts.push(`max ${field.max}`);
  if ('min' in field && field.min !== undefined) parts.push(`min ${field.min}`);
  if ('precision' in field && field.precision !== undefined) parts.push(`precision ${field.precision}`);
  if (field.kind === 'enum')
    parts.push(field.options.map(([value, label]) => `${value} = ${t(label)}`).join(', '));
  if (field.kind === 'lookup' || field.kind === 'multiLookup') parts.push(`→ ${field.entity}`);
  if (field.kind === 'multiLookup' && field.maxCount) parts.push(`≤ ${field.maxCount}`);
  if (field.kind === 'dictionary') parts.push(`→ ${field.group}`);
  if (field.readOnly) parts.push('read-only');
  return parts.join('; ');
}

function entitySection(model: EntityModel, t: Translate): string {
  const { entity } = model;
  const ops = operations(model)
    .map(
      (op) =>
        `<tr><td class="m">${op.method}</td><td><code>/api${escapeHtml(op.path)}</code></td><td>${op.action ?? escapeHtml(t(m.signedIn))}</td><td>${escapeHtml(t(op.summary))}</td></tr>`,
    )
    .join('');
  const params = listParameters(model, t)
    .map((p) => `<tr><td><code>${escapeHtml(p.name)}</code></td><td>${escapeHtml(p.description)}</td></tr>`)
    .join('');
  const fields = entity.fieldNames
    .map((name) => {
      const field = entity.fields[name] as FieldDef;
      const required = field.required ? '✓' : '';
      return `<tr><td><code>${escapeHtml(name)}</code></td><td>${escapeHtml(t(field.label))}</td><td>${field.kind}</td><td>${required}</td><td>${escapeHtml(notes(field, t))}</td></tr>`;
    })
    .join('');
  const scope = Object.entries(entity.scope ?? {})
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
  return `<section id="${escapeHtml(entity.name)}"><h2>${escapeHtml(t(entity.title))} <code>/api/${escapeHtml(entity.path)}</code></h2>
<p>${escapeHtml(t(m.menu, { menuId: entity.menuId }))}${scope ? ` · ${escapeHtml(t(m.scope, { scope }))}` : ''}${entity.readOnly ? ` · ${escapeHtml(t(m.readOnly))}` : ''}</p>
<h3>${escapeHtml(t(m.operations))}</h3><table><tr><th></th><th></th><th>${escapeHtml(t(m.right))}</th><th></th></tr>${ops}</table>
<h3>${escapeHtml(t(m.parameters))}</h3><table>${params}</table>
<h3>${escapeHtml(t(m.fields))}</h3><table><tr><th>${escapeHtml(t(m.field))}</th><th>${escapeHtml(t(m.label))}</th><th>${escapeHtml(t(m.kind))}</th><th>${escapeHtml(t(m.required))}</th><th>${escapeHtml(t(m.notes))}</th></tr>${fields}</table></section>`;
}

export function docsPage(models: readonly EntityModel[], locale: Locale): string {
  const t: Translate = (message, values) => translate(locale, message, values);
  const nav = models
    .map(
      (model) =>
        `<li><a href="#${escapeHtml(model.entity.name)}">${escapeHtml(t(model.entity.title))}</a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t(m.title))}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(t(m.title))}</h1><p>${escapeHtml(t(m.intro))}</p><p>${escapeHtml(t(m.totals, { cap: models[0]?.countCap ?? 0 }))}</p>
<p><a href="/api/openapi.json">${escapeHtml(t(m.openapi))}</a></p><nav><ul>${nav}</ul></nav>
${models.map((model) => entitySection(model, t)).join('\n')}</main></body></html>`;
}

export function docsRoutes(models: readonly EntityModel[], extensions: readonly OpenApiExtension[] = []) {
  const documents = new Map<Locale, string>();
  const pages = new Map<Locale, string>();
  return new Hono<AppEnv>()
    .get('/openapi.json', (c) => {
      const locale = c.get('locale') ?? 'vi';
      if (!documents.has(locale)) {
        const t: Translate = (message, values) => translate(locale, message, values);
        documents.set(locale, JSON.stringify(openApiDocument(models, t, extensions)));
      }
      return c.body(documents.get(locale) as string, 200, {
        'content-type': 'application/json; charset=utf-8',
      });
    })
    .get('/docs', (c) => {
      const locale = c.get('locale') ?? 'vi';
      if (!pages.has(locale)) pages.set(locale, docsPage(models, locale));
      return c.html(pages.get(locale) as string);
    });
}
