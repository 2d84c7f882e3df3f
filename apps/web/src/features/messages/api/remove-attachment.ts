import { useMutation } from '@tanstack/react-query';
import type { RemoveAttachmentResponse } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';

/** DELETE /api/messages/attachments/:id: an upload taken out of the draft is deleted, so it no longer counts against the unsent limit. */
export function removeAttachment(id: string): Promise<RemoveAttachmentResponse> {
  return api.request<RemoveAttachmentResponse>(`/messages/attachments/${id}`, { method: 'DELETE' });
}

export function useRemoveAttachment() {
  return useMutation({ mutationFn: removeAttachment });
}
