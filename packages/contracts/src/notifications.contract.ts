import { z } from 'zod';
import { secureMessageEventSchema, secureMessageReadEventSchema } from './messaging.contract';

/** Spec section 3: Notification. */
export const notificationSchema = z.object({
  id: z.uuid(),
  timestamp: z.iso.datetime(),
  read: z.boolean(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;
export const markAllReadResponseSchema = z.object({ ok: z.literal(true), updated: z.number().int() });
export const notificationIdParamsSchema = z.object({ id: z.uuid('Notification id must be a UUID') });
export const notificationsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), unread: z.enum(['true', 'false']).optional() });

/** Spec section 3: SOAP progress event. */
export const soapProgressStatuses = ['generating', 'processing', 'saving', 'complete', 'error'] as const;
export const soapProgressEventSchema = z.object({
  type: z.literal('soap_progress'),
  status: z.enum(soapProgressStatuses),
  message: z.string(),
  note_id: z.uuid().nullable(),
  note_data: z.object({ note_id: z.uuid(), id: z.uuid(), session_id: z.uuid() }).nullable(),
  content: z.string().nullable(),
  session_id: z.uuid(),
});
export type SoapProgressEvent = z.infer<typeof soapProgressEventSchema>;

/** Messages on /ws/notifications/{uuid}. */
export const wsServerEventSchema = z.discriminatedUnion('type', [
  soapProgressEventSchema,
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('ready'), user_id: z.uuid() }),
  secureMessageEventSchema,
  secureMessageReadEventSchema,
]);
export type WsServerEvent = z.infer<typeof wsServerEventSchema>;
