import { openApiDocumentSchema, type OpenApiDocument } from '@tend/contracts/api-docs.contract';
import type { FastifyInstance } from 'fastify';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { registeredRoutes } from '../../http/route-registry';
import { readBuildInfo } from '../health/version';
import { renderDocsPage } from './docs-page';
import { buildOpenApiDocument } from './openapi';

export function registerApiDocsRoutes(app: FastifyInstance): void {
  // Built on first request, when every module has registered its routes; routes do not change after boot.
  let document: OpenApiDocument | undefined;
  let page: string | undefined;
  const describe = () => (document ??= buildOpenApiDocument(registeredRoutes(app), readBuildInfo(app.services.env.GIT_COMMIT).commit));

  route(app, {
    method: 'GET',
    url: '/api/openapi.json',
    access: 'public',
    response: openApiDocumentSchema,
    handler: async () => describe(),
  });

  route(app, {
    method: 'GET',
    url: '/api/docs',
    access: 'public',
    response: rawResponse('The API reference as one self-contained HTML page.', 'text/html'),
    handler: async ({ reply }) => reply.type('text/html; charset=utf-8').send((page ??= renderDocsPage(describe()))),
  });
}
