import { csvRow } from '../../http/csv';
import type { ExportRecords } from './export-records';

type Cell = string | number | null | undefined;
type Paged = 'clients' | 'appointments' | 'notes' | 'addenda' | 'measures' | 'charges' | 'payments' | 'audit';
type RowOf<K extends Paged> = ExportRecords[K] extends () => AsyncGenerator<(infer R)[]> ? R : never;

const iso = (at: Date | null) => at?.toISOString() ?? null;
const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** One CSV file of the bundle: the records it holds, what it says, and how a record becomes a row. */
export interface CsvFile {
  name: string;
  describes: string;
  header: string[];
  rows(records: ExportRecords): AsyncGenerator<Cell[][]>;
}

function csvFile<K extends Paged>(reader: K, name: string, describes: string, header: string[], row: (r: RowOf<K>) => Cell[]): CsvFile {
  return {
    name,
    describes,
    header,
    async *rows(records) {
      for await (const page of (records[reader] as () => AsyncGenerator<RowOf<K>[]>)()) yield page.map(row);
    },
  };
}

/** The bundle's CSV files, in the order they are written; README.txt is made from their descriptions. */
export const csvFiles: CsvFile[] = [
  csvFile(
    'clients',
    'clients.csv',
    'One row per client: names, contact details (address and emergency contact as JSON), date of birth, status, assigned provider.',
    [
      'id',
      'first_name',
      'last_name',
      'preferred_name',
      'pronouns',
      'date_of_birth',
      'email',
      'phone',
      'address',
      'emergency_contact',
      'status',
      'discharged_on',
      'discharge_reason',
      'provider_id',
      'created_at',
    ],
    (c) => [
      c.id,
      c.firstName,
      c.lastName,
      c.preferredName,
      c.pronouns,
      c.dateOfBirth,
      c.email,
      c.phone,
      json(c.address),
      json(c.emergencyContact),
      c.status,
      c.dischargedOn,
      c.dischargeReason,
      c.providerId,
      iso(c.createdAt),
    ],
  ),
  csvFile(
    'appointments',
    'appointments.csv',
    'One row per appointment (times in UTC), with its status, service code, location and, when cancelled, why and by whom.',
    ['id', 'client_id', 'provider_id', 'provider', 'start', 'end', 'status', 'service_code', 'location', 'status_reason', 'cancelled_by', 'series_id'],
    ({ encounter: e, providerName }) => [
      e.id,
      e.clientId,
      e.providerId,
      providerName,
      iso(e.scheduledStart),
      iso(e.scheduledEnd),
      e.status,
      e.serviceCode,
      e.location,
      e.statusReason,
      e.cancelledBy,
      e.seriesId,
    ],
  ),
  csvFile(
    'notes',
    'notes.csv',
    'One row per note, signed (status approved) and draft alike, with its full text. Signed notes are also in notes/ as PDFs.',
    ['id', 'client_id', 'encounter_id', 'document_type', 'status', 'author', 'signed_by', 'signed_at', 'created_at', 'updated_at', 'content'],
    ({ note: n, authorName, signerName }) => [
      n.id,
      n.clientId,
      n.encounterId,
      n.documentType,
      n.status,
      authorName,
      signerName,
      iso(n.signedAt),
      iso(n.createdAt),
      iso(n.updatedAt),
      n.noteContent,
    ],
  ),
  csvFile(
    'addenda',
    'addenda.csv',
    'One row per addendum to a signed note: which note, who wrote it, when, and its text.',
    ['id', 'note_id', 'client_id', 'author', 'created_at', 'text'],
    ({ addendum: a, clientId, authorName }) => [a.id, a.noteId, clientId, authorName, iso(a.createdAt), a.text],
  ),
  csvFile(
    'measures',
    'measures.csv',
    'One row per completed form or measure (intake, PHQ-9, GAD-7, PCL-5): total score, severity, whether an answer was urgent, and the answers as JSON.',
    ['id', 'client_id', 'measure', 'score', 'severity', 'urgent', 'submitted_at', 'answers'],
    (m) => [m.id, m.clientId, m.measure, m.score, m.severity, m.urgent ? 'yes' : 'no', iso(m.submittedAt), json(m.answers)],
  ),
  csvFile(
    'charges',
    'charges.csv',
    'One row per charge (amounts in cents): service lines of visits and policy fees, with diagnosis codes; voided charges say when and why.',
    [
      'id',
      'client_id',
      'encounter_id',
      'service_date',
      'kind',
      'service_code',
      'description',
      'units',
      'unit_fee_cents',
      'amount_cents',
      'diagnosis_codes',
      'voided_at',
      'void_reason',
    ],
    (c) => [
      c.id,
      c.clientId,
      c.encounterId,
      c.serviceDate,
      c.kind,
      c.serviceCode,
      c.description,
      c.units,
      c.unitFeeCents,
      c.amountCents,
      c.diagnosisCodes.join(' '),
      iso(c.voidedAt),
      c.voidReason,
    ],
  ),
  csvFile(
    'payments',
    'payments.csv',
    'One row per payment received (amounts in cents): method, date, reference, payer and memo.',
    ['id', 'client_id', 'received_on', 'method', 'amount_cents', 'reference', 'payer_name', 'memo'],
    (p) => [p.id, p.clientId, p.receivedOn, p.method, p.amountCents, p.reference, p.payerName, p.memo],
  ),
  csvFile(
    'audit',
    'audit.csv',
    "The audit trail: every recorded touch of a record (the practice's events, or for one client the events about them), oldest first.",
    ['seq', 'at', 'actor_id', 'actor', 'role', 'action', 'record_type', 'record_id', 'client_id', 'outcome', 'ip'],
    ({ event: e, actorName }) => [e.seq, iso(e.at), e.actorId, actorName, e.actorRole, e.action, e.recordType, e.recordId, e.clientId, e.outcome, e.ip],
  ),
];

/** A whole CSV file's text, a page of records at a time. */
export async function csvText(file: CsvFile, records: ExportRecords, onChunk: (bytes: number) => void): Promise<string> {
  const parts = [csvRow(file.header)];
  for await (const rows of file.rows(records)) {
    const chunk = rows.map(csvRow).join('');
    onChunk(Buffer.byteLength(chunk));
    parts.push(chunk);
  }
  return parts.join('');
}
