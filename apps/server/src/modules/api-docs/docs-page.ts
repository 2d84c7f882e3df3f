import type { JsonSchema, OpenApiDocument } from '@tend/contracts/api-docs.contract';
import { escapeHtml, schemaHtml } from './schema-html';

type Operation = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}
type Content = Record<string, { schema: JsonSchema; 'x-events'?: Record<string, JsonSchema> }>;

const style = `
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d2433;background:#fafbfc}
header,main{max-width:960px;margin:0 auto;padding:16px 24px}
header{border-bottom:1px solid #dde2ea}
h2{margin-top:40px;border-bottom:2px solid #dde2ea}
nav a{margin-right:12px}
section.op{background:#fff;border:1px solid #dde2ea;border-radius:6px;padding:8px 16px;margin:16px 0}
.method{display:inline-block;min-width:64px;font-weight:700;font-family:monospace}
.get{color:#1b6e3a}.post{color:#1a4fa0}.patch{color:#8a5a00}.delete{color:#a12a2a}
.path{font-family:monospace;font-size:16px}
.access{color:#555}
h4{margin:12px 0 4px}
ul.fields{margin:4px 0;padding-left:20px}
.type{color:#6a3d9a;font-family:monospace}.limits{color:#777;font-size:13px}.req{color:#c00}
.or{margin:2px 0 2px 20px;font-style:italic;color:#777}
table{border-collapse:collapse}td,th{padding:2px 8px;text-align:left;border-bottom:1px solid #eee}
`;

function parametersHtml(parameters: Parameter[]): string {
  const rows = parameters.map(
    (p) =>
      `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? '<span class="req">*</span>' : ''}</td><td>${escapeHtml(p.in)}</td><td>${schemaHtml(p.schema)}</td></tr>`,
  );
  return `<h4>Parameters</h4><table><tr><th>name</th><th>in</th><th>type</th></tr>${rows.join('')}</table>`;
}

function contentHtml(content: Content): string {
  return Object.entries(content)
    .map(([type, media]) => {
      const events = media['x-events'];
      const body = events
        ? Object.entries(events)
            .map(([name, schema]) => `<p>event <code>${escapeHtml(name)}</code>:</p>${schemaHtml(schema)}`)
            .join('')
        : schemaHtml(media.schema);
      return `<p><code>${escapeHtml(type)}</code></p>${body}`;
    })
    .join('');
}

function operationHtml(method: string, path: string, op: Operation): string {
  const parameters = (op.parameters ?? []) as Parameter[];
  const body = op.requestBody as { required: boolean; content: Content } | undefined;
  const success = (op.responses as Record<string, { description: string; content?: Content }>)['2XX']!;
  return [
    `<section class="op" id="${escapeHtml(String(op.operationId))}">`,
    `<h3><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <span class="path">${escapeHtml(path)}</span></h3>`,
    `<p class="access">${escapeHtml(String(op.description))}</p>`,
    parameters.length > 0 ? parametersHtml(parameters) : '',
    body ? `<h4>Request body${body.required ? '' : ' (optional)'}</h4>${contentHtml(body.content)}` : '',
    `<h4>Answer</h4><p>${escapeHtml(success.description)}</p>${success.content ? contentHtml(success.content) : ''}`,
    '</section>',
  ].join('');
}

/** The API reference as one self-contained page: no script, no external style or font. */
export function renderDocsPage(doc: OpenApiDocument): string {
  const byTag = new Map<string, string[]>(doc.tags.map((t) => [t.name, []]));
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const tag = ((op.tags ?? []) as string[])[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push(operationHtml(method, path, op));
    }
  }
  const describe = new Map(doc.tags.map((t) => [t.name, t.description]));
  const groups = [...byTag].map(
    ([tag, ops]) => `<h2 id="tag-${escapeHtml(tag)}">${escapeHtml(tag)}</h2><p>${escapeHtml(describe.get(tag) ?? '')}</p>${ops.join('')}`,
  );
  const nav = [...byTag.keys()].map((tag) => `<a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a>`).join('');
  const errorSchema = doc.components.schemas.ApiError;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><style>${style}</style></head>
<body><header><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description)} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI ${escapeHtml(doc.openapi)}).</p>
<p>Signed-in calls carry the session cookie or <code>Authorization: Bearer &lt;access_token&gt;</code>. Fields marked <span class="req">*</span> are required.</p>
<nav>${nav}</nav></header>
<main>${groups.join('')}
<h2 id="errors">Errors</h2><p>Every error answers JSON of this shape, with a stable code:</p>${errorSchema ? schemaHtml(errorSchema) : ''}
</main></body></html>`;
}
