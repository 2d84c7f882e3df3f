import type { Insight, NotePrefs, Option, Recommendation, SuggestedAction, VaultOffer } from '@tend/contracts/assistant.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';

/** Real practice data the assistant may answer about, already scoped to the caller. */
export interface AssistantData {
  pendingNotes(): Promise<{ encounterId: string; clientName: string; scheduledStart: Date; hasDraft: boolean }[]>;
  appointmentsBetween(from: Date, to: Date): Promise<{ clientName: string; scheduledStart: Date; scheduledEnd: Date; status: string }[]>;
  recentClients(): Promise<{ id: string; name: string; lastSession: Date | null }[]>;
  /** Each client's names as they may be written (full, first, last, preferred), to find them in text. */
  clientNames(): Promise<string[][]>;
}

export interface EnginePatient {
  id: string;
  /** Full display name; engines that send text off the server use `initials` unless the practice allows names. */
  name: string;
  initials: string;
}

export interface EngineInput {
  text: string;
  /** Earlier messages of this conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  notePrefs: NotePrefs | undefined;
  patient: EnginePatient | null;
  clinicianName: string;
  conversationId: string;
  data: AssistantData;
  now: Date;
  timeZone: string;
  /** The practice allows client names in prompts sent to an outside model (default: initials only). */
  shareNames: boolean;
}

export interface EngineReply {
  response: string;
  suggested_action: SuggestedAction | null;
  options: Option[];
  insights: Insight[];
  recommendations: Recommendation[];
  note: { document_type: DocumentType; content: string } | null;
  /** The vault actions: an excerpt to open in Save to Vault. */
  vault_offer: VaultOffer | null;
}

export interface AssistantEngine {
  /** builtin, openai, anthropic, openai-compatible */
  readonly name: string;
  /** Where it runs, for /api/health/ai: engine and host, never a key. */
  readonly where: string;
  respond(input: EngineInput, signal?: AbortSignal): Promise<EngineReply>;
  /** Streams the reply text as it is produced; resolves to the same reply respond() would give. */
  stream(input: EngineInput, onText: (delta: string) => void, signal?: AbortSignal): Promise<EngineReply>;
  /** A cheap real check that the engine can answer. */
  probe(signal?: AbortSignal): Promise<{ ok: boolean; reason?: string }>;
}

/** The provider could not answer (down, timed out, or its reply never parsed): the caller degrades. */
export class EngineUnavailableError extends Error {
  constructor(
    message: string,
    readonly unreachable = false,
  ) {
    super(message);
  }
}

export const emptyReply = (response: string): EngineReply => ({
  response,
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  note: null,
  vault_offer: null,
});
