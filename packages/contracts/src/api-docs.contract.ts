import { z } from 'zod';

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as JSON. */
export type JsonSchema = { [key: string]: unknown };

/**
 * GET /api/openapi.json: the API described by the same contracts that validate it. The outer
 * shape is checked here; operations and schemas are OpenAPI 3.1 objects.
 */
export const openApiDocumentSchema = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  tags: z.array(z.object({ name: z.string(), description: z.string() })),
  paths: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
  components: z.object({
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())),
    schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;
