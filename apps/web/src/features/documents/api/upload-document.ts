import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDocument } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { errorFrom } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { sessionTokenStore } from '@/lib/session/stored-user';
import { clientDocumentsPath, documentKeys } from './keys';

/** The server's limit (10 MB), checked here first so a large file is not sent for nothing. */
export const uploadLimitBytes = 10 * 1024 * 1024;
export const acceptedUploadTypes = 'application/pdf,image/png,image/jpeg,image/gif,image/webp,.pdf,.png,.jpg,.jpeg,.gif,.webp';

/**
 * POST /api/clients/:id/documents/upload: the file's raw bytes with its name in x-file-name (the
 * server reads the type from the content). The app's client sends JSON or forms, so this one call
 * sends the bytes itself, with the same token and one refresh on 401.
 */
export async function uploadDocument(clientId: string, file: File, title?: string): Promise<ClientDocument> {
  const query = title ? `?title=${encodeURIComponent(title)}` : '';
  const url = `${import.meta.env.VITE_API_URL ?? ''}/api${clientDocumentsPath(clientId)}/upload${query}`;
  const send = () => {
    const token = sessionTokenStore.get();
    return fetch(url, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        'x-file-name': encodeURIComponent(file.name),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
      signal: AbortSignal.timeout(120_000),
    });
  };
  try {
    let response = await send();
    if (response.status === 401 && (await api.refresh())) response = await send();
    if (!response.ok) throw await errorFrom(response);
    return (await response.json()) as ClientDocument;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(0, 'The file could not be sent — check your connection', 'network');
  }
}

export function useUploadDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title }: { file: File; title?: string }) => uploadDocument(clientId, file, title),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.client(clientId) }),
  });
}
