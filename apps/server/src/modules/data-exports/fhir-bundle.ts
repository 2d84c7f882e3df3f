import type { ExportRecords } from './export-records';
import { appointmentOf, documentReferenceOf, patientOf, practitionerOf, questionnaireResponseOf } from './fhir-resources';
import { bundleHeaderSchema, fhirResourceSchema, type FhirResource } from './fhir-schema';
import { byNote, noteWithAddenda } from './note-text';
import { SizeLimit, type Progress } from './size-limit';

export interface FhirBundleFile {
  bytes: Buffer;
  clientIds: string[];
}

/**
 * One FHIR R4 Bundle (type collection) of the scope's records: Patients, the Practitioners who
 * appear, Appointments, QuestionnaireResponses for completed forms and a DocumentReference per
 * SIGNED note (drafts are not part of the legal record). Each resource is checked before it is
 * written; the JSON is assembled entry by entry so the size bound holds as it grows.
 */
export async function buildFhirBundle(
  records: ExportRecords,
  options: { exportId: string; now: Date; timeZone: string; progress: Progress },
): Promise<FhirBundleFile> {
  const size = new SizeLimit();
  const entries: string[] = [];
  const add = (resource: FhirResource) => {
    const checked = fhirResourceSchema.safeParse(resource);
    if (!checked.success) throw new Error(`The ${resource.resourceType} resource failed its FHIR check: ${checked.error.issues[0]?.path.join('.')}`);
    const entry = JSON.stringify({ fullUrl: `urn:uuid:${resource.id}`, resource: checked.data });
    size.add(Buffer.byteLength(entry) + 1);
    entries.push(entry);
  };
  const clientIds: string[] = [];
  const clinicianIds = new Set<string>();

  for await (const page of records.clients()) {
    for (const c of page) {
      clientIds.push(c.id);
      if (c.providerId) clinicianIds.add(c.providerId);
      add(patientOf(c));
    }
  }
  await options.progress(15);

  for await (const page of records.appointments()) {
    for (const { encounter } of page) {
      clinicianIds.add(encounter.providerId);
      add(appointmentOf(encounter));
    }
  }
  await options.progress(35);

  for await (const page of records.measures()) for (const r of page) add(questionnaireResponseOf(r));
  await options.progress(50);

  for await (const page of records.notes()) {
    const signed = page.filter(({ note }) => note.status === 'approved' && note.signedAt);
    const addenda = byNote(await records.addendaOf(signed.map(({ note }) => note.id)));
    for (const { note } of signed) {
      clinicianIds.add(note.authorId);
      if (note.signedBy) clinicianIds.add(note.signedBy);
      add(documentReferenceOf(note, noteWithAddenda(note.noteContent, addenda.get(note.id) ?? [], options.timeZone)));
    }
  }
  await options.progress(80);

  // Last, once every record has named the clinicians it refers to.
  for (const u of await records.clinicians(clinicianIds)) add(practitionerOf(u));
  await options.progress(90);

  const header = bundleHeaderSchema.parse({ resourceType: 'Bundle', id: options.exportId, type: 'collection', timestamp: options.now.toISOString() });
  const json = `${JSON.stringify(header).slice(0, -1)},"entry":[${entries.join(',')}]}`;
  return { bytes: Buffer.from(json, 'utf8'), clientIds };
}
