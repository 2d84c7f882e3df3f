import type { AppointmentProposal, Insight, NotePrefs, Option, Recommendation, SuggestedAction, VaultOffer } from '@tend/contracts/assistant.contract';
import type { AppointmentConflicts, AppointmentLocation } from '@tend/contracts/calendar.contract';
import type { AppointmentStatus } from '@tend/contracts/clients.contract';
import type { MeasureTrend } from '@tend/contracts/measures.contract';
import type { DocumentType } from '@tend/contracts/notes.contract';
import type { TaskPriority } from '@tend/contracts/tasks.contract';

/** One visit on the caller's own calendar. */
export interface CalendarVisit {
  id: string;
  clientId: string;
  clientName: string;
  scheduledStart: Date;
  scheduledEnd: Date;
  status: AppointmentStatus;
  typeName: string | null;
  location: AppointmentLocation;
}

export interface Interval {
  start: Date;
  end: Date;
}

/** What a client summary may draw on from one client's chart, as the caller may see it. */
export interface ClientChart {
  /** The diagnoses not resolved, primary first. */
  diagnoses: { code: string; description: string }[];
  /** The latest score per measure and where it moved from. */
  measures: MeasureTrend[];
  /**
   * The client's visits (with any clinician) that started in the last `days` days: kept (completed or
   * arrived), missed (no-show) and cancelled late; and the start of the next one still booked.
   */
  visits: { days: number; kept: number; missed: number; cancelledLate: number; next: Date | null };
}

/** Real practice data the assistant may answer about, already scoped to the caller. */
export interface AssistantData {
  pendingNotes(): Promise<{ encounterId: string; clientName: string; scheduledStart: Date; hasDraft: boolean }[]>;
  /** The caller's own visits starting in [from, to), earliest first, cancelled ones included. */
  appointmentsBetween(from: Date, to: Date): Promise<CalendarVisit[]>;
  /** The caller's first visit still to happen (scheduled or arrived) that starts after `after`. */
  nextAppointment(after: Date): Promise<CalendarVisit | null>;
  recentClients(): Promise<{ id: string; name: string; lastSession: Date | null }[]>;
  /** Each client's names as they may be written (full, first, last, preferred), to find them in text. */
  clientNames(): Promise<string[][]>;
  /** The caller's clients with their display name and the names they may be called by. */
  clientDirectory(): Promise<{ id: string; name: string; names: string[] }[]>;
  /**
   * What a new visit of this client is by default: the type of their last visit (or, for a length
   * asked for, the practice's type of that length), else the practice's first type; the place of their last visit.
   */
  bookingDefaults(
    clientId: string,
    minutes: number | null,
  ): Promise<{ type: { id: string; name: string; durationMinutes: number } | null; location: AppointmentLocation }>;
  /** The caller's visits that hold time overlapping [start, end) (initials only, as the booking's 409). */
  calendarConflicts(start: Date, end: Date): Promise<AppointmentConflicts['conflicts']>;
  /** Whether [start, end) falls outside the caller's working hours or in time off (false when no hours are set). */
  outsideWorkingHours(start: Date, end: Date): Promise<boolean>;
  /** Open slots of the caller's working hours in [from, to); null when no working hours are set. */
  openSlots(from: Date, to: Date, slotMinutes: number): Promise<Interval[] | null>;
  /** The client's latest score per measure and where it moved from; empty when none or not visible. */
  measureTrends?(clientId: string): Promise<MeasureTrend[]>;
  /** The client's chart for a client summary (the read is audited); null when the client is not visible. */
  clientChart(clientId: string): Promise<ClientChart | null>;
  /** The caller's open tasks due before `end` (today's and overdue ones), earliest due first. */
  tasksDue?(end: Date): Promise<{ title: string; dueAt: Date; priority: TaskPriority }[]>;
}

/** Spec 3, page context: what the clinician is looking at, checked (the patient is one of theirs). */
export interface EnginePage {
  type: string | null;
  /** The calendar day in view, YYYY-MM-DD in the clinician's zone. */
  selectedDate: string | null;
  viewMode: string | null;
  editing: boolean;
  currentPatient: EnginePatient | null;
  selections: string[];
  route: string | null;
  workflow: string | null;
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
  /** The client a note is for: the one chosen in note settings, else the page's current patient. */
  patient: EnginePatient | null;
  page: EnginePage | null;
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
  /** A booking for the clinician to confirm; the engine never books. */
  proposal: AppointmentProposal | null;
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
  proposal: null,
});
