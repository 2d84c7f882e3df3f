import { z } from 'zod';

// Data export and portability: an admin exports the practice's records, or one client's, as a zip
// of CSVs and PDFs ('bundle') or as one FHIR R4 Bundle ('fhir'). The file is downloadable once.

export const dataExportScopes = ['practice', 'client'] as const;
export const dataExportFormats = ['bundle', 'fhir'] as const;
export const dataExportStatuses = ['queued', 'running', 'ready', 'downloaded', 'failed'] as const;
export type DataExportScope = (typeof dataExportScopes)[number];
export type DataExportFormat = (typeof dataExportFormats)[number];
export type DataExportStatus = (typeof dataExportStatuses)[number];

export const dataExportFormatLabels: Record<DataExportFormat, string> = {
  bundle: 'Zip of CSV files and note PDFs',
  fhir: 'FHIR R4 Bundle (JSON)',
};

/** The largest file one export may make; past it the export fails and says to export clients one at a time. */
export const maxExportBytes = 100 * 1024 * 1024;

/** POST /api/admin/exports: what to export; a client export names the client. */
export const createDataExportSchema = z
  .object({
    scope: z.enum(dataExportScopes, 'scope must be practice or client'),
    client_id: z.uuid('client_id must be a UUID').optional(),
    format: z.enum(dataExportFormats, 'format must be bundle or fhir'),
  })
  .refine((b) => b.scope !== 'client' || b.client_id, { message: 'Choose the client to export', path: ['client_id'] })
  .refine((b) => b.scope !== 'practice' || !b.client_id, { message: 'A practice export takes no client_id', path: ['client_id'] });
export type CreateDataExport = z.input<typeof createDataExportSchema>;

export const dataExportSchema = z.object({
  id: z.uuid(),
  scope: z.enum(dataExportScopes),
  client_id: z.uuid().nullable(),
  client_name: z.string().nullable(),
  format: z.enum(dataExportFormats),
  status: z.enum(dataExportStatuses),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  /** The file's size while it is kept (ready); null before and after. */
  size_bytes: z.number().int().nullable(),
  file_name: z.string().nullable(),
  /** Why it failed (masked: no names or numbers from the records). */
  error: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
  downloaded_at: z.iso.datetime().nullable(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportResponseSchema = z.object({ export: dataExportSchema });
export type DataExportResponse = z.infer<typeof dataExportResponseSchema>;

/** GET /api/admin/exports: the practice's exports, newest first. */
export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

export const dataExportIdParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
