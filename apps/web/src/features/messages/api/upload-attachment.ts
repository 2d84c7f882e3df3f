import { useMutation } from '@tanstack/react-query';
import type { MessageAttachment } from '@tend/contracts/messaging.contract';
import { errorFrom } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { sessionTokenStore } from '@/lib/session/stored-user';

/** The server's limit; checked here first so a large file is not sent for nothing. */
export const attachmentLimitBytes = 10 * 1024 * 1024;
export const acceptedAttachmentTypes = 'application/pdf,image/png,image/jpeg,image/gif,image/webp';

/**
 * POST /api/messages/attachments: the file's raw bytes with its name in x-file-name. The JSON client
 * does not send raw bodies, so this one call uses fetch itself (session cookie plus the stored token).
 */
export async function uploadAttachment(file: File, fetcher: typeof fetch = globalThis.fetch): Promise<MessageAttachment> {
  if (file.size > attachmentLimitBytes) throw new ApiError(413, 'This file is larger than 10 MB.', 'http');
  const token = sessionTokenStore.get();
  let response: Response;
  try {
    response = await fetcher(`${import.meta.env.VITE_API_URL ?? ''}/api/messages/attachments`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/octet-stream',
        'X-File-Name': encodeURIComponent(file.name),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    });
  } catch {
    throw new ApiError(0, 'Network error — check your connection', 'network');
  }
  if (!response.ok) throw await errorFrom(response);
  return (await response.json()) as MessageAttachment;
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: (file: File) => uploadAttachment(file) });
}
