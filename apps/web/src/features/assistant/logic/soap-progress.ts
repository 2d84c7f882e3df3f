import type { SoapProgressEvent } from '@tend/contracts/notifications.contract';

/** Spec 9: the SOAP banner clears 5 s after complete or error. */
export const soapBannerClearMs = 5000;

export type SoapBanner = { status: SoapProgressEvent['status']; message: string; noteId: string | null; sessionId: string };

/** Spec 3: the event carries note_id or note_data.note_id. */
export function progressNoteId(event: SoapProgressEvent): string | null {
  return event.note_id ?? event.note_data?.note_id ?? event.note_data?.id ?? null;
}

export const isFinalStatus = (status: SoapProgressEvent['status']) => status === 'complete' || status === 'error';

const defaultMessages: Record<SoapProgressEvent['status'], string> = {
  generating: 'Writing your note…',
  processing: 'Processing your note…',
  saving: 'Saving your note…',
  complete: 'Your note is ready.',
  error: 'The note could not be written.',
};

export function bannerFor(event: SoapProgressEvent): SoapBanner {
  return { status: event.status, message: event.message.trim() || defaultMessages[event.status], noteId: progressNoteId(event), sessionId: event.session_id };
}

export function bannerSeverity(status: SoapProgressEvent['status']): 'info' | 'success' | 'error' {
  if (status === 'complete') return 'success';
  if (status === 'error') return 'error';
  return 'info';
}
