import { placeOfServiceLabels, standardCptCodes, type PlaceOfService } from '@tend/contracts/billing-codes';
import { dateInZone } from '@tend/contracts/calendar-days';
import type { Address } from '@tend/contracts/clients.contract';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../../auth/actor';
import { practiceProfile, providerProfile } from '../../billing/billing-profiles.repo';
import { billingRepo } from '../../billing/billing.repo';
import { visitServiceCode } from '../../billing/visit-charges';
import { diagnosesRepo } from '../../client-details/diagnoses.repo';
import { clientRecordNumber } from '../../clients/client-view';
import { readPracticeProfile } from '../../practice-admin/practice-profile.repo';
import type { NoteRow } from '../note-view';
import type { ExportHeader, RecordSection } from './note-blocks';
import { notRecorded, riskSection } from './note-risk-section';
import { draftMark, instantInZone, signedLine, timeInZone } from './note-signature';

const orNot = (value: string | null | undefined) => value?.trim() || notRecorded;

const oneLine = (a: Address | null) =>
  a ? [a.line1, a.line2, a.city, [a.region, a.postal_code].filter(Boolean).join(' '), a.country].filter((p) => p?.trim()).join(', ') : '';

/**
 * Everything a signed note's export prints around its text, gathered once for PDF, DOCX and TXT:
 * the practice (name, address, NPI), the client (legal name, date of birth, record number,
 * diagnoses), the session (date, times, length, service code, place of service), the clinician
 * (credentials, licence, NPI), the risk response recorded at signing, the signature and the
 * co-signature. A signed note reads the signer and diagnoses kept when it was signed; a draft, or
 * a note signed before they were kept, reads today's. A fact nobody entered is "Not recorded".
 * Each read goes through the owning module's repository, scoped to the caller.
 */
export async function gatherNoteRecord(
  db: Db,
  actor: Actor,
  row: NoteRow,
  timeZone: string,
): Promise<Required<Pick<ExportHeader, 'record' | 'clinician' | 'status' | 'signature'>>> {
  const { note, client } = row;
  const signed = note.status === 'approved' && note.signedAt ? note.signedAt : null;
  const kept = signed ? note.signingRecord : null;

  const practice = await readPracticeProfile(db, note.practiceId);
  const profile = kept ? null : await providerProfile(db, note.practiceId, (signed && note.signedBy) || note.authorId);
  const signer = kept?.signer ?? {
    name: profile?.name ?? '',
    credentials: profile?.credentials ?? null,
    npi: profile?.npi ?? null,
    license_number: profile?.license_number ?? null,
    license_state: profile?.license_state ?? null,
  };
  const clinician = [signer.name, ...(signer.credentials?.trim() ? [signer.credentials.trim()] : [])].join(', ');
  const diagnoses = kept?.diagnoses ?? (await diagnosesRepo(db, actor).current(client.id));

  const legalName = `${client.firstName} ${client.lastName}`;
  const preferred = client.preferredName && client.preferredName !== client.firstName ? ` (goes by ${client.preferredName})` : '';
  const record: RecordSection[] = [
    {
      heading: 'Practice',
      fields: [
        {
          label: 'Practice',
          value: orNot(practice.legal_name && practice.legal_name !== practice.name ? `${practice.name} (${practice.legal_name})` : practice.name),
        },
        { label: 'Address', value: orNot(oneLine(practice.address)) },
        { label: 'Practice NPI', value: orNot(practice.npi) },
      ],
    },
    {
      heading: 'Client',
      fields: [
        { label: 'Client', value: `${legalName}${preferred}` },
        { label: 'Date of birth', value: orNot(client.dateOfBirth) },
        { label: 'Record number', value: clientRecordNumber(client) },
        { label: 'Diagnoses (ICD-10-CM)', value: diagnoses.length ? diagnoses.map((d) => `${d.code} ${d.description}`).join('; ') : notRecorded },
      ],
    },
    { heading: 'Session', fields: await sessionFields(db, actor, row, timeZone) },
    {
      heading: 'Clinician',
      fields: [
        { label: 'Clinician', value: orNot(clinician) },
        { label: 'Licence', value: signer.license_number?.trim() ? `${signer.license_number.trim()} (${orNot(signer.license_state)})` : notRecorded },
        { label: 'Clinician NPI', value: orNot(signer.npi) },
      ],
    },
  ];

  return {
    record,
    clinician,
    status: signed ? `Signed ${instantInZone(signed, timeZone)}` : draftMark,
    signature: signed
      ? {
          line: signedLine(orNot(clinician), signed, timeZone),
          noteChars: note.noteContent.length,
          risk: riskSection(note.riskResponse, kept, timeZone),
          // Tend has no co-signing step yet: said plainly rather than left out.
          cosignature: `Co-signature: ${notRecorded}`,
        }
      : { line: draftMark, noteChars: note.noteContent.length },
  };
}

/** The visit the note documents: its date, times and length, the code billed and where it took place. */
async function sessionFields(db: Db, actor: Actor, { note, encounter }: NoteRow, timeZone: string): Promise<RecordSection['fields']> {
  if (!encounter) {
    return ['Date of service', 'Start', 'End', 'Duration', 'Service code (CPT)', 'Place of service'].map((label) => ({ label, value: notRecorded }));
  }
  const minutes = Math.round((encounter.scheduledEnd.getTime() - encounter.scheduledStart.getTime()) / 60_000);
  // What was billed for the visit, when a charge was made; else what it would bill (billing's rule).
  const charged = (await billingRepo(db, actor).visitCharges(encounter.id)).find((c) => c.kind === 'service' && c.serviceCode);
  const code = charged?.serviceCode ?? (await visitServiceCode(db, encounter));
  const description = charged?.description ?? standardCptCodes.find((c) => c.code === code)?.description;
  const telehealth = encounter.location === 'telehealth';
  const place: PlaceOfService | null = charged?.placeOfService ?? (telehealth ? (await practiceProfile(db, note.practiceId)).telehealthPlaceOfService : '11');
  return [
    { label: 'Date of service', value: dateInZone(encounter.scheduledStart, timeZone).toString() },
    { label: 'Start', value: timeInZone(encounter.scheduledStart, timeZone) },
    { label: 'End', value: timeInZone(encounter.scheduledEnd, timeZone) },
    { label: 'Duration', value: `${minutes} minutes` },
    { label: 'Service code (CPT)', value: code ? `${code}${description ? ` ${description}` : ''}` : notRecorded },
    {
      label: 'Place of service',
      value: place ? `${place} ${placeOfServiceLabels[place]} (${telehealth ? 'telehealth' : 'in person'})` : notRecorded,
    },
  ];
}
