import type { MessageAttachment } from '@tend/contracts/messaging.contract';
import { api } from '@/lib/api';

/** GET /api/messages/attachments/:id: fetched with the session, then opened from memory. */
export async function openAttachment(attachment: MessageAttachment): Promise<void> {
  const blob = await api.blob(`/messages/attachments/${encodeURIComponent(attachment.id)}`);
  const url = URL.createObjectURL(new Blob([blob], { type: attachment.media_type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.file_name;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
