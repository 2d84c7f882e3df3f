import { diagnosisCodeSearchQuerySchema, diagnosisCodeSearchResponseSchema, type DiagnosisCode } from '@tend/contracts/client-details.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { searchIcd10 } from './icd10-codes';

export function registerDiagnosisCodeRoutes(app: FastifyInstance): void {
  /** The code list itself holds no one's record, so a search is not audited. */
  route(app, {
    method: 'GET',
    url: '/api/diagnosis-codes',
    access: 'clients:read',
    query: diagnosisCodeSearchQuerySchema,
    response: diagnosisCodeSearchResponseSchema,
    handler: ({ query }): Promise<DiagnosisCode[]> => searchIcd10(query.search, query.limit),
  });
}
