import { measureDefinitions, type MeasureKind } from '@tend/contracts/measures.contract';
import { documentTypeLabels } from '@tend/contracts/notes.contract';
import type { clients } from '@tend/db/schema/clients';
import type { encounters } from '@tend/db/schema/encounters';
import type { measureResponses } from '@tend/db/schema/measures';
import type { notes } from '@tend/db/schema/notes';
import type { FhirResource, fhirAppointmentStatuses } from './fhir-schema';

type Client = typeof clients.$inferSelect;
type Encounter = typeof encounters.$inferSelect;
type MeasureResponse = typeof measureResponses.$inferSelect;
type Note = typeof notes.$inferSelect;

const loinc = 'http://loinc.org';
const urn = (id: string) => `urn:uuid:${id}`;
const tendId = (id: string) => [{ system: 'urn:ietf:rfc:3986' as const, value: urn(id) }];
const ref = <T extends 'Patient' | 'Practitioner'>(type: T, id: string) => ({ reference: urn(id), type });

/** Tend's appointment statuses in FHIR's (R4 AppointmentStatus); a late cancellation is a cancellation. */
export const appointmentStatusMap: Record<Encounter['status'], (typeof fhirAppointmentStatuses)[number]> = {
  scheduled: 'booked',
  arrived: 'arrived',
  completed: 'fulfilled',
  cancelled: 'cancelled',
  late_cancelled: 'cancelled',
  no_show: 'noshow',
};

/**
 * Each standard measure's LOINC panel (its questionnaire) and total-score code. PCL-5 is 101697-1
 * (the panel whose method is PCL-5) with its score 101698-9. The intake form is Tend's own.
 */
export const measureLoinc: Record<MeasureKind, { panel: string; total: string } | null> = {
  phq9: { panel: '44249-1', total: '44261-6' },
  gad7: { panel: '69737-5', total: '70274-6' },
  pcl5: { panel: '101697-1', total: '101698-9' },
  intake: null,
};

export const progressNoteLoinc = { system: loinc, code: '11506-3', display: 'Progress note' };

export function patientOf(c: Client): FhirResource {
  const telecom = [...(c.phone ? [{ system: 'phone' as const, value: c.phone }] : []), ...(c.email ? [{ system: 'email' as const, value: c.email }] : [])];
  return {
    resourceType: 'Patient',
    id: c.id,
    identifier: tendId(c.id),
    active: c.status === 'active',
    name: [{ use: 'official', family: c.lastName, given: [c.firstName] }, ...(c.preferredName ? [{ use: 'usual' as const, given: [c.preferredName] }] : [])],
    ...(telecom.length ? { telecom } : {}),
    // Tend records no sex or gender, so none is given (FHIR's "unknown" would claim one was asked).
    ...(c.dateOfBirth ? { birthDate: c.dateOfBirth } : {}),
  };
}

export function practitionerOf(u: { id: string; name: string; email: string }): FhirResource {
  return { resourceType: 'Practitioner', id: u.id, identifier: tendId(u.id), name: [{ text: u.name }], telecom: [{ system: 'email', value: u.email }] };
}

export function appointmentOf(e: Encounter): FhirResource {
  return {
    resourceType: 'Appointment',
    id: e.id,
    status: appointmentStatusMap[e.status],
    start: e.scheduledStart.toISOString(),
    end: e.scheduledEnd.toISOString(),
    participant: [
      { actor: ref('Patient', e.clientId), status: 'accepted' },
      { actor: ref('Practitioner', e.providerId), status: 'accepted' },
    ],
  };
}

export function questionnaireResponseOf(r: MeasureResponse): FhirResource {
  const definition = measureDefinitions[r.measure];
  const codes = measureLoinc[r.measure];
  const items = definition.items.flatMap((item) => {
    const value = r.answers[item.id];
    if (value === undefined || value === null || value === '') return [];
    const answer = typeof value === 'number' ? { valueInteger: value } : { valueString: typeof value === 'string' ? value : JSON.stringify(value) };
    return [{ linkId: item.id, text: item.text, answer: [answer] }];
  });
  const total =
    r.score === null
      ? []
      : [
          {
            linkId: codes?.total ?? 'total',
            ...(codes ? { definition: `${loinc}/${codes.total}` } : {}),
            text: `${definition.name} total score`,
            answer: [{ valueInteger: r.score }],
          },
        ];
  const severity = r.severity
    ? [{ linkId: 'severity', text: 'Severity', answer: [{ valueString: definition.bands.find((b) => b.key === r.severity)?.label ?? r.severity }] }]
    : [];
  return {
    resourceType: 'QuestionnaireResponse',
    id: r.id,
    questionnaire: codes ? `${loinc}/q/${codes.panel}` : `urn:tend:questionnaire:${r.measure}`,
    status: 'completed',
    subject: ref('Patient', r.clientId),
    authored: r.submittedAt.toISOString(),
    item: [...items, ...total, ...severity],
  };
}

/** A signed note as a final document: its text and addenda as plain text, dated when it was signed. */
export function documentReferenceOf(note: Note, text: string): FhirResource {
  return {
    resourceType: 'DocumentReference',
    id: note.id,
    status: 'current',
    docStatus: 'final',
    type: { coding: [progressNoteLoinc], text: documentTypeLabels[note.documentType] ?? 'Note' },
    subject: ref('Patient', note.clientId),
    date: (note.signedAt ?? note.updatedAt).toISOString(),
    author: [ref('Practitioner', note.authorId)],
    ...(note.signedBy ? { authenticator: ref('Practitioner', note.signedBy) } : {}),
    content: [{ attachment: { contentType: 'text/plain', data: Buffer.from(text, 'utf8').toString('base64') } }],
  };
}
