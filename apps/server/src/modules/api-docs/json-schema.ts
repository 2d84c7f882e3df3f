import type { JsonSchema } from '@tend/contracts/api-docs.contract';
import { z, type ZodType } from 'zod';

/**
 * A contract as JSON Schema draft 2020-12, the dialect OpenAPI 3.1 uses. Requests are described
 * as the client sends them (io 'input': defaults optional, coercions as sent), answers as the
 * server produces them. What JSON Schema cannot say (a transform's output) becomes {}.
 */
export function toJsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return json;
}

/** An object contract's fields (params, query) with whether each is required. */
export function fieldsOf(schema: ZodType): { name: string; schema: JsonSchema; required: boolean }[] {
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => ({ name, schema: field, required: required.has(name) }));
}
