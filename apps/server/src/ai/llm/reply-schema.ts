import { insightSchema, recommendationSchema, suggestedActionSchema } from '@tend/contracts/assistant.contract';
import {
  birpDocumentSchema,
  clientSummaryDocumentSchema,
  dapDocumentSchema,
  girpDocumentSchema,
  intakeDocumentSchema,
  providerReflectionDocumentSchema,
  quickNoteDocumentSchema,
  riskNoteDocumentSchema,
  soapDocumentSchema,
} from '@tend/contracts/note-documents.contract';
import { z } from 'zod';

/**
 * What a model must return. Every field is required (nullable where optional) so the schema also
 * works with providers' strict JSON-schema modes; the note parts are the contracts' document schemas.
 */
export const llmReplySchema = z.object({
  response: z.string().min(1),
  suggested_action: suggestedActionSchema.nullable(),
  options: z.array(z.object({ label: z.string() })),
  insights: z.array(insightSchema.extend({ metric_value: z.number().nullable(), metric_unit: z.string().nullable() })),
  recommendations: z.array(recommendationSchema),
  note: z
    .object({
      document_type: z.enum([
        'soap_note',
        'dap_note',
        'birp_note',
        'girp_note',
        'intake_note',
        'psychiatric_evaluation',
        'medication_management',
        'consultation_note',
        'client_summary',
        'provider_reflection',
        'risk_note',
        'quick_note',
      ]),
      soap: soapDocumentSchema.nullable(),
      dap: dapDocumentSchema.nullable(),
      birp: birpDocumentSchema.nullable(),
      girp: girpDocumentSchema.nullable(),
      intake: intakeDocumentSchema.nullable(),
      client_summary: clientSummaryDocumentSchema.nullable(),
      provider_reflection: providerReflectionDocumentSchema.nullable(),
      risk_note: riskNoteDocumentSchema.nullable(),
      quick_note: quickNoteDocumentSchema.nullable(),
    })
    .nullable(),
});
export type LlmReply = z.infer<typeof llmReplySchema>;
