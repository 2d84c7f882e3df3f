import type { OpenApiDocument } from '@tend/contracts/api-docs.contract';
import { describe, expect, it } from 'vitest';
import { renderDocsPage } from './docs-page';
import { typeText } from './schema-html';

const hostile = '<script>alert("x")</script>';

const doc: OpenApiDocument = {
  openapi: '3.1.1',
  info: { title: `Tend ${hostile}`, version: '1', description: hostile },
  tags: [{ name: `t${hostile}`, description: hostile }],
  paths: {
    '/api/x/{id}': {
      get: {
        operationId: `op"${hostile}`,
        tags: [`t${hostile}`],
        description: hostile,
        parameters: [{ name: `id${hostile}`, in: 'path', required: true, schema: { type: 'string', description: hostile } }],
        responses: {
          '2XX': {
            description: hostile,
            content: { 'application/json': { schema: { type: 'object', properties: { [`f${hostile}`]: { enum: [hostile] } }, required: [] } } },
          },
        },
      },
    },
  },
  components: { securitySchemes: {}, schemas: {} },
};

describe('docs page', () => {
  it('escapes every text that comes from the description', () => {
    const page = renderDocsPage(doc);
    expect(page).not.toContain('<script');
    expect(page).not.toContain('"x"');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('id="op&quot;&lt;script&gt;');
  });

  it('says what a value is in words', () => {
    expect(typeText({ type: 'array', items: { enum: ['a', 'b'] } })).toBe('array of ("a" | "b")');
    expect(typeText({ anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] })).toBe('string (date-time) or null');
    expect(typeText({ type: 'object', additionalProperties: { type: 'number' } })).toBe('map of number');
    expect(typeText({})).toBe('any');
  });
});
