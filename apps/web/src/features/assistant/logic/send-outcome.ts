import type { VariantType } from 'notistack';
import { isApiError } from '@/lib/api-error';

/** Spec 8, word for word. */
export const sendTexts = {
  unreachable: 'AI temporarily unreachable. Please try again shortly.',
  degraded: 'AI temporarily unavailable',
  failed: "Couldn't reach AI. Try again.",
} as const;

/** What the panel shows when a message got no answer. */
export type SendNotice = { show: 'alert'; severity: 'error' | 'warning'; text: string } | { show: 'toast'; variant: VariantType; text: string };

/** The server's own words, or null when the error carries only the generic 'Request failed (n)'. */
function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.kind !== 'http') return null;
  const text = error.message.trim();
  return text && text !== `Request failed (${error.status})` ? text : null;
}

/** Spec 8: degraded AI is a warning with the server message, else 'AI temporarily unavailable'. */
export function degradedNotice(message: string | null | undefined): SendNotice {
  return { show: 'alert', severity: 'warning', text: message?.trim() || sendTexts.degraded };
}

/**
 * Spec 8: a 503 is an alert with the server message (else the fixed text); a refusal the server
 * explained (4xx) shows its message; anything else — network, timeout, 5xx — is the
 * "Couldn't reach AI" toast.
 */
export function failureNotice(error: unknown): SendNotice {
  if (isApiError(error) && error.status === 503) return { show: 'alert', severity: 'error', text: serverMessage(error) ?? sendTexts.unreachable };
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const text = serverMessage(error);
    if (text) return { show: 'toast', variant: 'error', text };
  }
  return { show: 'toast', variant: 'error', text: sendTexts.failed };
}
