import type { JsonSchema } from '@tend/contracts/api-docs.contract';

/** Text for HTML content and attribute values: everything that could open markup is escaped. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const asSchema = (value: unknown): JsonSchema => (typeof value === 'object' && value !== null ? (value as JsonSchema) : {});
const alternatives = (schema: JsonSchema): JsonSchema[] => ((schema.anyOf ?? schema.oneOf ?? []) as unknown[]).map(asSchema);

/** One line saying what a value is: `string (uuid)`, `"a" | "b"`, `array of object`, `integer or null`. */
export function typeText(schema: JsonSchema): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const options = alternatives(schema);
  if (options.length > 0) return options.map(typeText).join(' or ');
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type as string | undefined);
  if (type === 'array') {
    const item = typeText(asSchema(schema.items));
    return `array of ${/ \| | or /.test(item) ? `(${item})` : item}`;
  }
  if (type === 'object' && !schema.properties && schema.additionalProperties) return `map of ${typeText(asSchema(schema.additionalProperties))}`;
  if (!type) return 'any';
  const format = (schema.format ?? schema.contentMediaType) as string | undefined;
  return format ? `${type} (${format})` : type;
}

/** Limits worth reading (lengths, ranges, defaults); patterns are left to the JSON. */
function limitsText(schema: JsonSchema): string {
  const parts: string[] = [];
  const add = (key: string, label: string) => {
    const value = schema[key];
    // z.number().int() bounds itself to the safe integers: true of every integer, so not worth a word.
    if (value !== undefined && !(typeof value === 'number' && Math.abs(value) === Number.MAX_SAFE_INTEGER)) parts.push(`${label} ${JSON.stringify(value)}`);
  };
  add('minLength', 'min length');
  add('maxLength', 'max length');
  add('minimum', 'min');
  add('maximum', 'max');
  add('minItems', 'min items');
  add('maxItems', 'max items');
  add('default', 'default');
  return parts.join(', ');
}

/** The objects inside a value whose fields are worth listing (an object, an array's items, a union's members). */
function nestedObjects(schema: JsonSchema): JsonSchema[] {
  if (schema.properties) return [schema];
  if (schema.type === 'array') return nestedObjects(asSchema(schema.items));
  return alternatives(schema).flatMap(nestedObjects);
}

/** A schema as a nested list of fields: name, required mark, type, limits, description. */
export function schemaHtml(schema: JsonSchema): string {
  const objects = nestedObjects(schema);
  if (objects.length === 0) return `<p class="type">${escapeHtml(typeText(schema))}</p>`;
  return objects.map(fieldsHtml).join('<p class="or">or</p>');
}

function fieldsHtml(object: JsonSchema): string {
  const required = new Set((object.required ?? []) as string[]);
  const items = Object.entries((object.properties ?? {}) as Record<string, unknown>).map(([name, value]) => {
    const field = asSchema(value);
    const limits = limitsText(field);
    const nested = nestedObjects(field);
    return [
      '<li>',
      `<code>${escapeHtml(name)}</code>${required.has(name) ? '<span class="req" title="required">*</span>' : ''} `,
      `<span class="type">${escapeHtml(typeText(field))}</span>`,
      limits ? ` <span class="limits">${escapeHtml(limits)}</span>` : '',
      typeof field.description === 'string' ? ` — ${escapeHtml(field.description)}` : '',
      nested.length > 0 ? nested.map(fieldsHtml).join('<p class="or">or</p>') : '',
      '</li>',
    ].join('');
  });
  const extra = object.additionalProperties && typeof object.additionalProperties === 'object' ? '<li><em>and any other fields</em></li>' : '';
  return `<ul class="fields">${items.join('')}${extra}</ul>`;
}
