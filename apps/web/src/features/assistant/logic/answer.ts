import { vaultOfferSchema, type RespondResponse } from '@tend/contracts/assistant.contract';

const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);
const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The engine's answer with every field present: a proxy, an older server or a test double may
 * leave fields out, and the panel must still show what it can rather than crash.
 */
export function normalizeAnswer(raw: unknown): RespondResponse {
  const a = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<Record<keyof RespondResponse, unknown>>;
  return {
    response: typeof a.response === 'string' ? a.response : '',
    suggested_action: textOrNull(a.suggested_action) as RespondResponse['suggested_action'],
    options: list(a.options),
    insights: list(a.insights),
    recommendations: list(a.recommendations),
    // Opened in Save to Vault: only a well-formed offer.
    vault_offer: vaultOfferSchema.safeParse(a.vault_offer).data ?? null,
    note_content: textOrNull(a.note_content),
    document_type: textOrNull(a.document_type) as RespondResponse['document_type'],
    note_id: textOrNull(a.note_id),
    patient_display: textOrNull(a.patient_display),
    client_name: textOrNull(a.client_name),
    status: a.status === 'degraded' ? 'degraded' : 'ok',
    message: textOrNull(a.message),
    action: a.action === 'create_session' ? 'create_session' : null,
    already_processed: a.already_processed === true,
    user_message_id: textOrNull(a.user_message_id),
    assistant_message_id: textOrNull(a.assistant_message_id),
  };
}

/** Spec 3: a note names its client by patient_display, else client_name. */
export function notePatient(answer: Pick<RespondResponse, 'patient_display' | 'client_name'>): string | null {
  return answer.patient_display || answer.client_name || null;
}
