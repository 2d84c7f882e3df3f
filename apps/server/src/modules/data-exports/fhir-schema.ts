import { z } from 'zod';

/**
 * The parts of FHIR R4 this export emits, and only those: each resource is checked against its
 * schema before it is written, so a field FHIR does not define (or a wrong type) fails the export
 * instead of shipping. Strict objects: an unknown key is refused.
 * Element names from https://hl7.org/fhir/R4 (Patient, Practitioner, Appointment,
 * QuestionnaireResponse, DocumentReference, Bundle).
 */
const uuid = z.uuid();
const instant = z.iso.datetime({ offset: true });
const date = z.iso.date();

const coding = z.strictObject({ system: z.string().url(), code: z.string().min(1), display: z.string().optional() });
const codeableConcept = z.strictObject({ coding: z.array(coding).min(1).optional(), text: z.string().optional() });
const identifier = z.strictObject({ system: z.literal('urn:ietf:rfc:3986'), value: z.string().startsWith('urn:uuid:') });
/** References within the Bundle by its entries' fullUrl (urn:uuid:…), with the target's type. */
const reference = (type: string) => z.strictObject({ reference: z.string().startsWith('urn:uuid:'), type: z.literal(type), display: z.string().optional() });
const contactPoint = z.strictObject({ system: z.enum(['phone', 'email']), value: z.string().min(1) });
const humanName = z.strictObject({
  use: z.enum(['official', 'usual']).optional(),
  text: z.string().optional(),
  family: z.string().optional(),
  given: z.array(z.string()).optional(),
});

export const patientSchema = z.strictObject({
  resourceType: z.literal('Patient'),
  id: uuid,
  identifier: z.array(identifier).min(1),
  active: z.boolean(),
  name: z.array(humanName).min(1),
  telecom: z.array(contactPoint).optional(),
  gender: z.enum(['male', 'female', 'other', 'unknown']).optional(),
  birthDate: date.optional(),
});

export const practitionerSchema = z.strictObject({
  resourceType: z.literal('Practitioner'),
  id: uuid,
  identifier: z.array(identifier).min(1),
  name: z.array(humanName).min(1),
  telecom: z.array(contactPoint).optional(),
});

export const fhirAppointmentStatuses = ['booked', 'arrived', 'fulfilled', 'cancelled', 'noshow'] as const;

export const appointmentSchema = z.strictObject({
  resourceType: z.literal('Appointment'),
  id: uuid,
  status: z.enum(fhirAppointmentStatuses),
  start: instant,
  end: instant,
  participant: z
    .array(
      z.strictObject({
        actor: z.union([reference('Patient'), reference('Practitioner')]),
        status: z.enum(['accepted', 'declined', 'tentative', 'needs-action']),
      }),
    )
    .min(1),
});

const answer = z.union([z.strictObject({ valueInteger: z.number().int() }), z.strictObject({ valueString: z.string() })]);

export const questionnaireResponseSchema = z.strictObject({
  resourceType: z.literal('QuestionnaireResponse'),
  id: uuid,
  /** The form's canonical URL: LOINC's for the standard measures (http://loinc.org/q/<panel code>). */
  questionnaire: z.string().min(1),
  status: z.literal('completed'),
  subject: reference('Patient'),
  authored: instant,
  item: z.array(
    z.strictObject({ linkId: z.string().min(1), definition: z.string().url().optional(), text: z.string().optional(), answer: z.array(answer).min(1) }),
  ),
});

export const documentReferenceSchema = z.strictObject({
  resourceType: z.literal('DocumentReference'),
  id: uuid,
  status: z.literal('current'),
  docStatus: z.literal('final'),
  type: codeableConcept,
  subject: reference('Patient'),
  date: instant,
  author: z.array(reference('Practitioner')).optional(),
  authenticator: reference('Practitioner').optional(),
  description: z.string().optional(),
  content: z
    .array(z.strictObject({ attachment: z.strictObject({ contentType: z.literal('text/plain'), data: z.base64(), title: z.string().optional() }) }))
    .min(1),
});

export const fhirResourceSchema = z.discriminatedUnion('resourceType', [
  patientSchema,
  practitionerSchema,
  appointmentSchema,
  questionnaireResponseSchema,
  documentReferenceSchema,
]);
export type FhirResource = z.infer<typeof fhirResourceSchema>;

export const bundleHeaderSchema = z.strictObject({
  resourceType: z.literal('Bundle'),
  id: uuid,
  type: z.literal('collection'),
  timestamp: instant,
});

/** The whole Bundle, for readers of the file (the tests). */
export const fhirBundleSchema = bundleHeaderSchema.extend({
  entry: z.array(z.strictObject({ fullUrl: z.string().startsWith('urn:uuid:'), resource: fhirResourceSchema })),
});
export type FhirBundle = z.infer<typeof fhirBundleSchema>;
