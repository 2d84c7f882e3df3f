import type { z } from 'zod';
import type { statementQuerySchema } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { billingClientPath } from './billing-keys';
import { saveResponse } from '@/lib/notes/file-name';

export type StatementRequest = z.input<typeof statementQuerySchema>;

/** GET /api/clients/:id/statement.pdf?from=&to=&kind=: a statement or invoice for the period, saved. */
export async function downloadStatement(clientId: string, { from, to, kind }: StatementRequest): Promise<string> {
  const response = await api.open(`${billingClientPath(clientId)}/statement.pdf`, { query: { from, to, kind }, accept: 'application/pdf' });
  return saveResponse(response, `${kind ?? 'statement'}-${from}-${to}.pdf`);
}
