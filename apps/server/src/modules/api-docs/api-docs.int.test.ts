import { voiceStreamPath } from '@tend/contracts/voice.contract';
import { errorCodes } from '@tend/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { openApiPath } from './openapi';

type Operation = {
  operationId: string;
  tags: string[];
  parameters?: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { required: boolean; content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown>; 'x-events'?: Record<string, unknown> }> }>;
  security: unknown[];
  'x-access': string;
};
type Document = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, unknown>>; schemas: Record<string, { properties: { error: { enum: string[] } } }> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.app.close());

/** Every HTTP route (the notification and voice sockets are not HTTP operations; the README describes them). */
const httpRoutes = () => t.app.routeTable.filter((r) => !r.url.startsWith('/ws/') && r.url !== voiceStreamPath);
const operations = () => Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, op })));

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBe('Tend API');
    expect(doc.info.version).not.toBe('');
  });

  it('describes every registered route with its declared access', () => {
    const described = httpRoutes().map((r) => ({
      route: `${r.method} ${r.url}`,
      access: doc.paths[openApiPath(r.url)]?.[r.method.toLowerCase()]?.['x-access'],
    }));
    expect(described.filter((d) => d.access === undefined)).toEqual([]);
    for (const r of httpRoutes()) expect(doc.paths[openApiPath(r.url)]![r.method.toLowerCase()]!['x-access']).toBe(r.access);
    expect(operations()).toHaveLength(httpRoutes().length);
  });

  it('declares each path parameter, gives unique operation ids, a success and an error answer', () => {
    for (const { path, op } of operations()) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p) => p.in === 'path');
      expect(
        declared.map((p) => p.name),
        path,
      ).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
      expect(Object.keys(op.responses).sort(), path).toEqual(['2XX', 'default']);
      expect(op.tags).toHaveLength(1);
    }
    const ids = operations().map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('describes a note: its id in the path, its permission, signed-in security and the answer schema', () => {
    const op = doc.paths['/api/notes/{id}']!.get!;
    expect(op['x-access']).toBe('notes:read');
    expect(op.tags).toEqual(['notes']);
    expect(op.security).toEqual([{ bearerAuth: [] }, { cookieAuth: [] }]);
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true, schema: expect.objectContaining({ format: 'uuid' }) })]);
    const answer = op.responses['2XX']!.content!['application/json']!.schema as { properties: Record<string, unknown>; required: string[] };
    expect(answer.required).toEqual(expect.arrayContaining(['id', 'note_content', 'addenda', 'risk_positive', 'can_approve']));
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'tend_session' });
  });

  it('says public routes need no credentials, and describes query parameters and bodies as sent', () => {
    expect(doc.paths['/api/health']!.get!.security).toEqual([]);
    const list = doc.paths['/api/notes']!.get!;
    expect(list.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'limit', in: 'query', required: false })]));
    const login = doc.paths['/api/auth/login']!.post!.requestBody!;
    expect(login.required).toBe(true);
    expect(Object.keys(login.content)).toEqual(['application/json']);
    // Form-field calls of spec section 7, and a body that may be left out.
    expect(Object.keys(doc.paths['/api/save_note_db']!.post!.requestBody!.content)).toEqual(['application/x-www-form-urlencoded', 'multipart/form-data']);
    expect(doc.paths['/api/notes/{id}/approve']!.post!.requestBody!.required).toBe(false);
  });

  it('describes files and the event stream by what they send', () => {
    expect(Object.keys(doc.paths['/api/download_note_docx']!.post!.responses['2XX']!.content!)).toEqual([
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);
    const stream = doc.paths['/api/engine/respond/stream']!.post!.responses['2XX']!.content!['text/event-stream']!;
    expect(Object.keys(stream['x-events']!)).toEqual(['delta', 'done', 'error']);
  });

  it('lists exactly the registry of error codes', () => {
    expect(doc.components.schemas.ApiError!.properties.error.enum.sort()).toEqual(Object.values(errorCodes).sort());
  });
});

describe('GET /api/docs', () => {
  it('is one self-contained HTML page listing every operation by module', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = res.body;
    expect(page).not.toMatch(/<script|<link|\bsrc=|url\(|@import|https?:\/\//i);
    for (const r of httpRoutes()) expect(page, r.url).toContain(`<span class="path">${openApiPath(r.url)}</span>`);
    for (const tag of ['notes', 'auth', 'assistant', 'vault']) expect(page).toContain(`<h2 id="tag-${tag}">${tag}</h2>`);
    expect(page).toContain('<code>note_content</code><span class="req" title="required">*</span>');
  });
});
