import type { DocumentType, NotesListResponse } from '@tend/contracts/notes.contract';
import type { ClientListResponse } from '@tend/contracts/clients.contract';
import { api } from '../../../lib/api';
import { ApiError, errorCode, failedRequestMessage } from '../../../lib/api-error';
import { sessionTokenStore } from '../../../lib/session/stored-user';

export interface NotesFilter {
  client_id?: string;
  document_type?: DocumentType;
  status?: 'draft' | 'approved';
  from?: string;
  to?: string;
  limit?: number;
  offset?: number;
}

export function listNotes(filter: NotesFilter, signal?: AbortSignal): Promise<NotesListResponse> {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query[key] = String(value);
  return api.get<NotesListResponse>('/notes', { query, signal });
}

export function listClients(signal?: AbortSignal): Promise<ClientListResponse> {
  return api.get<ClientListResponse>('/clients', { signal });
}

export function addAddendum(noteId: string, text: string): Promise<unknown> {
  return api.post(`/notes/${encodeURIComponent(noteId)}/addenda`, { text });
}

const apiBase = `${import.meta.env.VITE_API_URL ?? ''}/api`;

async function getFile(path: string): Promise<Response> {
  const headers: Record<string, string> = {};
  const token = sessionTokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${apiBase}${path}`, { credentials: 'include', headers, signal: AbortSignal.timeout(30_000) });
  } catch {
    throw new ApiError(0, 'Network error — check your connection', 'network');
  }
}

/** GET /api/notes/{id}/export/pdf with the bearer token (a plain link would not carry it). */
export async function fetchNotePdf(noteId: string): Promise<Blob> {
  const path = `/notes/${encodeURIComponent(noteId)}/export/pdf`;
  let response = await getFile(path);
  if (response.status === 401 && (await api.refresh())) response = await getFile(path);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // keep text
    }
    throw new ApiError(response.status, failedRequestMessage(response.status, body), 'http', errorCode(body));
  }
  return response.blob();
}
