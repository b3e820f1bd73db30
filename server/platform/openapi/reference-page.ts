/**
 * GET /api/docs: the OpenAPI document as one readable HTML page, rendered on the server. No
 * script at all (the CSP is `script-src 'self'` and nothing here needs one) and no CDN: every
 * operation by tag with its parameters, body and responses, schemas pretty-printed, each
 * `$ref` a link to the shared schema further down.
 */
import { HTTP_METHODS, type JsonSchema, type MediaTypes, type OpenApiDocument, type Operation } from './openapi-document';


function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Indented JSON, HTML-escaped, with every component reference a link to its schema. */
function schemaBlock(schema: JsonSchema | undefined): string {
  if (!schema) return '<p class="none">No schema.</p>';
  const json = escapeHtml(JSON.stringify(schema, null, 2)).replace(/&quot;#\/components\/schemas\/([A-Za-z0-9._-]+)&quot;/g, (_, name: string) => {
    return `&quot;<a href="#${anchor('schema', name)}">#/components/schemas/${name}</a>&quot;`;
  });
  return `<pre>${json}</pre>`;
}

const refName = (schema: JsonSchema | undefined) =>
  typeof schema?.$ref === 'string' ? /^#\/components\/schemas\/([A-Za-z0-9._-]+)$/.exec(schema.$ref)?.[1] : undefined;

/**
 * A body's schema: when it is a shared schema, that schema itself (nested references as
 * links), so the operation reads without scrolling; `brief` keeps only the link (the error
 * answers, all the same shape).
 */
function bodySchemaBlock(schema: JsonSchema | undefined, components: Record<string, JsonSchema>, brief: boolean): string {
  const name = refName(schema);
  const shared = name ? components[name] : undefined;
  if (!name || !shared) return schemaBlock(schema);
  const link = `<p class="ref">Schema <a href="#${anchor('schema', name)}"><code>${escapeHtml(name)}</code></a></p>`;
  if (brief) return link;
  return `${link}${schemaBlock(shared)}`;
}

function contentBlock(content: MediaTypes | undefined, components: Record<string, JsonSchema>, brief = false): string {
  if (!content || Object.keys(content).length === 0) return '<p class="none">No body.</p>';
  return Object.entries(content)
    .map(([mediaType, { schema }]) => `<p class="media">${escapeHtml(mediaType)}</p>${bodySchemaBlock(schema, components, brief)}`)
    .join('');
}

function operationBlock(method: string, path: string, operation: Operation, components: Record<string, JsonSchema>): string {
  const parts: string[] = [];
  const id = anchor('op', `${method}-${path}`);
  parts.push(`<section class="operation" id="${id}">`);
  parts.push(`<h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>`);
  if (operation.summary) parts.push(`<p class="summary">${escapeHtml(operation.summary)}</p>`);
  if (operation.description) parts.push(`<p>${escapeHtml(operation.description)}</p>`);
  if (operation.security?.length) {
    parts.push(`<p class="auth">Needs a session: ${operation.security.map((s) => Object.keys(s).join(' + ')).map(escapeHtml).join(' or ')}.</p>`);
  }

  const parameters = operation.parameters ?? [];
  if (parameters.length) {
    parts.push('<h4>Parameters</h4><table><thead><tr><th>name</th><th>in</th><th>required</th><th>schema</th></tr></thead><tbody>');
    for (const p of parameters) {
      const description = p.description ?? (typeof p.schema?.description === 'string' ? p.schema.description : '');
      parts.push(
        `<tr><td><code>${escapeHtml(p.name)}</code>${description ? `<br><span class="note">${escapeHtml(description)}</span>` : ''}</td>` +
          `<td>${escapeHtml(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${schemaBlock(p.schema)}</td></tr>`,
      );
    }
    parts.push('</tbody></table>');
  }

  if (operation.requestBody) {
    parts.push(`<h4>Request body${operation.requestBody.required ? ' (required)' : ''}</h4>`);
    if (operation.requestBody.description) parts.push(`<p>${escapeHtml(operation.requestBody.description)}</p>`);
    parts.push(contentBlock(operation.requestBody.content, components));
  }

  parts.push('<h4>Responses</h4>');
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    parts.push(`<div class="response"><p><strong>${escapeHtml(status)}</strong> ${escapeHtml(response.description ?? '')}</p>`);
    const isError = status === 'default' || /^[45]/.test(status);
    parts.push(response.content ? contentBlock(response.content, components, isError) : '');
    parts.push('</div>');
  }
  parts.push('</section>');
  return parts.join('\n');
}

const STYLE = `
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 4rem; color: #1b1f24; }
h1 { margin-bottom: 0; } h2 { border-bottom: 1px solid #d0d7de; margin-top: 3rem; } h4 { margin: 1rem 0 .25rem; }
code, pre { font: 13px/1.4 ui-monospace, monospace; }
pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 4px; padding: .5rem .75rem; overflow-x: auto; margin: .25rem 0; }
table { border-collapse: collapse; width: 100%; } th, td { border: 1px solid #d0d7de; padding: .25rem .5rem; vertical-align: top; text-align: left; }
.operation { border-top: 1px solid #eaeef2; padding-top: .5rem; margin-top: 1.5rem; }
.method { display: inline-block; min-width: 4.5rem; text-align: center; border-radius: 3px; color: #fff; font-size: 13px; padding: 0 .4rem; }
.get { background: #0969da; } .post { background: #1a7f37; } .put { background: #9a6700; } .patch { background: #8250df; } .delete { background: #cf222e; }
.summary { font-weight: 600; } .note, .none, .media, .ref { color: #57606a; } .ref { margin: .25rem 0; } .media { margin: .5rem 0 0; font-family: ui-monospace, monospace; }
.auth { color: #9a6700; } nav ul { columns: 2; } a { color: #0969da; }
`;

export function renderReferencePage(doc: OpenApiDocument): string {
  const byTag = new Map<string, { method: string; path: string; operation: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  const tagOrder = [...(doc.tags ?? []).map((t) => t.name), ...[...byTag.keys()].sort()].filter(
    (tag, i, all) => byTag.has(tag) && all.indexOf(tag) === i,
  );
  const tagDescription = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  const schemas = Object.entries(doc.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));

  const html: string[] = [];
  html.push('<!doctype html><html lang="en"><head><meta charset="utf-8">');
  html.push('<meta name="viewport" content="width=device-width, initial-scale=1">');
  html.push(`<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title><style>${STYLE}</style></head><body>`);
  html.push(`<h1>${escapeHtml(doc.info.title)}</h1><p class="note">Version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="openapi.json">openapi.json</a></p>`);
  if (doc.info.description) html.push(`<p>${escapeHtml(doc.info.description)}</p>`);
  html.push('<nav><h2>Contents</h2><ul>');
  for (const tag of tagOrder) {
    html.push(`<li><a href="#${anchor('tag', tag)}">${escapeHtml(tag)}</a> (${byTag.get(tag)!.length})</li>`);
  }
  html.push(`<li><a href="#schemas">Schemas</a> (${schemas.length})</li></ul></nav>`);
  for (const tag of tagOrder) {
    html.push(`<h2 id="${anchor('tag', tag)}">${escapeHtml(tag)}</h2>`);
    if (tagDescription.get(tag)) html.push(`<p>${escapeHtml(tagDescription.get(tag)!)}</p>`);
    for (const { method, path, operation } of byTag.get(tag)!) html.push(operationBlock(method, path, operation, doc.components?.schemas ?? {}));
  }
  html.push('<h2 id="schemas">Schemas</h2>');
  for (const [name, schema] of schemas) {
    html.push(`<section id="${anchor('schema', name)}"><h3><code>${escapeHtml(name)}</code></h3>${schemaBlock(schema)}</section>`);
  }
  html.push('</body></html>');
  return html.join('\n');
}
