import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WsServerEvent } from '@tend/contracts/notifications.contract';
import { useNotificationsSocket } from '@/lib/notifications-socket';
import { noteKeys } from '@/features/notes';
import { finalizeSession } from '../api/finalize-session';
import { insertSoap } from '../api/insert-soap';
import { bannerFor, isFinalStatus, soapBannerClearMs, type SoapBanner } from '../logic/soap-progress';
import { attachSavedNote } from './note-drafts';

/**
 * Each complete event is handled once, even when two panels are mounted (they get the same
 * event object). Not once per note: a repeated request saves into the same draft again.
 */
const handled = new WeakSet<WsServerEvent>();

async function onComplete(event: WsServerEvent, banner: SoapBanner, content: string | null) {
  if (!banner.noteId || handled.has(event)) return;
  handled.add(event);
  attachSavedNote(banner.sessionId, banner.noteId, content);
  try {
    await insertSoap(banner.noteId, content);
  } catch {
    // The job saved the draft already; the note screens still show it.
  }
  try {
    await finalizeSession(banner.sessionId);
  } catch {
    // Finalizing titles the conversation in the background; it is retried when the user leaves.
  }
}

/**
 * Spec 3/4: the SOAP progress banner (generating → processing → saving → complete | error) for
 * this panel's conversation only: another tab's conversation has its own panel.
 */
export function useSoapProgress(sessionId: string | null): SoapBanner | null {
  const [banner, setBanner] = useState<SoapBanner | null>(null);
  const queryClient = useQueryClient();

  const listener = useCallback(
    (event: WsServerEvent) => {
      if (event.type !== 'soap_progress' || event.session_id !== sessionId) return;
      const next = bannerFor(event);
      setBanner(next);
      if (event.status === 'complete') {
        void onComplete(event, next, event.content).then(() => queryClient.invalidateQueries({ queryKey: noteKeys.all }));
      }
    },
    [queryClient, sessionId],
  );
  useNotificationsSocket(listener);

  useEffect(() => {
    if (!banner || !isFinalStatus(banner.status)) return;
    const timer = setTimeout(() => setBanner(null), soapBannerClearMs);
    return () => clearTimeout(timer);
  }, [banner]);

  return banner;
}
