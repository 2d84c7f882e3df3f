import { z } from 'zod';
import { clientDocumentKinds } from './portal.contract';
import { timeZoneSchema } from './time-zone';

// Portal documents: files a practice shares with a client, and consent or policy texts the client
// (or a minor's guardian) signs electronically — typed name, time, address and the text's SHA-256,
// with a signed PDF kept beside the record.

/** The consent and policy texts a practice can share as they ship (server: document-templates.ts). */
export const documentTemplateKeys = ['informed_consent', 'telehealth_consent', 'privacy_notice'] as const;
export type DocumentTemplateKey = (typeof documentTemplateKeys)[number];

export const clientDocumentKindLabels: Record<(typeof clientDocumentKinds)[number], string> = {
  shared_file: 'Shared file',
  consent: 'Consent',
  policy: 'Policy',
};

/** Where a document stands: waiting for a signature, signed, or a file shared to read (nothing to sign). */
export const clientDocumentStatuses = ['to_sign', 'signed', 'shared'] as const;
export type ClientDocumentStatus = (typeof clientDocumentStatuses)[number];
export const clientDocumentStatusLabels: Record<ClientDocumentStatus, string> = { to_sign: 'To sign', signed: 'Signed', shared: 'Shared' };

export const documentFileSchema = z.object({ file_name: z.string(), media_type: z.string(), size_bytes: z.number().int() });
export type DocumentFile = z.infer<typeof documentFileSchema>;

/** One document as a list shows it (the text to sign is read one document at a time). */
export const clientDocumentSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  /** The client the document belongs to (a guardian sees their minor's). */
  client_name: z.string(),
  kind: z.enum(clientDocumentKinds),
  title: z.string(),
  status: z.enum(clientDocumentStatuses),
  requires_signature: z.boolean(),
  shared_at: z.iso.datetime(),
  shared_by_name: z.string().nullable(),
  /** The shared file (shared_file), null for a text. */
  file: documentFileSchema.nullable(),
  signed_at: z.iso.datetime().nullable(),
  /** The name typed when signing. */
  signed_name: z.string().nullable(),
  /** True when the signer was a guardian signing on the client's behalf. */
  signed_on_behalf: z.boolean(),
  signed_ip: z.string().nullable(),
  /** SHA-256 (hex) of the exact text signed. */
  signed_sha256: z.string().nullable(),
  has_signed_pdf: z.boolean(),
});
export type ClientDocument = z.infer<typeof clientDocumentSchema>;

export const clientDocumentsResponseSchema = z.object({ documents: z.array(clientDocumentSchema) });
export type ClientDocumentsResponse = z.infer<typeof clientDocumentsResponseSchema>;

/** One document with the text to read and sign (null for a shared file). */
export const clientDocumentDetailSchema = clientDocumentSchema.extend({
  body: z.string().nullable(),
  /** The client's name when the reader is not the client themself (a guardian signs on their behalf); null otherwise. */
  on_behalf_of: z.string().nullable(),
});
export type ClientDocumentDetail = z.infer<typeof clientDocumentDetailSchema>;

// Practice side -----------------------------------------------------------------------------

export const documentTemplateSchema = z.object({
  key: z.enum(documentTemplateKeys),
  kind: z.enum(['consent', 'policy']),
  title: z.string(),
  /** One line saying what it covers. */
  summary: z.string(),
  body: z.string(),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
export const documentTemplatesResponseSchema = z.object({ templates: z.array(documentTemplateSchema) });
export type DocumentTemplatesResponse = z.infer<typeof documentTemplatesResponseSchema>;

/** POST /api/clients/:id/documents: share one of the practice's consent or policy texts to sign. */
export const shareDocumentRequestSchema = z.object({
  template: z.enum(documentTemplateKeys, { error: `template must be one of ${documentTemplateKeys.join(', ')}` }),
});
export type ShareDocumentRequest = z.input<typeof shareDocumentRequestSchema>;

/**
 * POST /api/clients/:id/documents/upload: the file's raw bytes (content-type application/octet-stream,
 * its name URI-encoded in x-file-name); the title shown defaults to the file's name.
 */
export const uploadDocumentQuerySchema = z.object({
  title: z.string().trim().max(200, 'title must be at most 200 characters').optional(),
});
export type UploadDocumentQuery = z.input<typeof uploadDocumentQuerySchema>;

/** Routes under one client's document: /api/clients/:id/documents/:documentId. */
export const clientDocumentParamsSchema = z.object({
  id: z.uuid('Client id must be a UUID'),
  documentId: z.uuid('Document id must be a UUID'),
});

export const withdrawDocumentResponseSchema = z.object({ withdrawn: z.literal(true) });

// Portal side -------------------------------------------------------------------------------

export const portalDocumentParamsSchema = z.object({ id: z.uuid('Document id must be a UUID') });

/** POST /api/portal/documents/:id/sign: the signer's own name, typed, and their agreement. */
export const signDocumentRequestSchema = z.object({
  typed_name: z.string().trim().min(1, 'Type your full name to sign').max(200, 'At most 200 characters'),
  agree: z.literal(true, { error: 'Tick “I agree” to sign' }),
  /** The signer's browser zone: the signed PDF states the time on their clock (else their chosen or the practice's zone). */
  time_zone: timeZoneSchema.optional(),
});
export type SignDocumentRequest = z.input<typeof signDocumentRequestSchema>;
