import { z } from 'zod';

// Secure messaging between a practice and its clients.

/** Which side wrote a message: unread counts and read receipts are per side. */
export const messageSides = ['practice', 'client'] as const;
export type MessageSide = (typeof messageSides)[number];

export const messageSideSchema = z.enum(messageSides);

/** Shown above the composer unless the practice wrote its own (settings.messaging.policy_text). */
export const defaultMessagingPolicyText = 'Messages are not for emergencies. If you are in crisis, call or text 988, or call 911.';

/** The longest message body. */
export const messageBodyMaxLength = 5000;
/** The most files one message carries. */
export const messageAttachmentsMax = 10;

/** A thread belongs to one client, or to a couple (then `group_id`). */
export const threadKinds = ['client', 'couple'] as const;
export type ThreadKind = (typeof threadKinds)[number];

export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  file_name: z.string(),
  media_type: z.string(),
  size_bytes: z.number().int(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const secureMessageSchema = z.object({
  id: z.uuid(),
  thread_id: z.uuid(),
  sender_side: messageSideSchema,
  sender_id: z.uuid().nullable(),
  sender_name: z.string().nullable(),
  body: z.string(),
  created_at: z.iso.datetime(),
  attachments: z.array(messageAttachmentSchema),
  /** Read receipt: null while the side that did not send it has not read it; else that side's latest read mark past it. */
  read_at: z.iso.datetime().nullable(),
});
export type SecureMessage = z.infer<typeof secureMessageSchema>;

export const messageThreadSchema = z.object({
  id: z.uuid(),
  kind: z.enum(threadKinds),
  client_id: z.uuid().nullable(),
  group_id: z.uuid().nullable(),
  /** The client's or the couple's name. */
  name: z.string(),
  /** Portal view: the clinician on the other side (null on the practice side or when unassigned). */
  clinician_name: z.string().nullable(),
  /** Portal view: whether the thread is the viewer's own, a minor's they are guardian of, or their couple's. */
  relation: z.enum(['own', 'guardian', 'couple']).nullable(),
  last_message_at: z.iso.datetime().nullable(),
  /** The other side's messages this viewer has not read. */
  unread_count: z.number().int(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** GET /api/messages/threads and GET /api/client/messages/threads. */
export const messageThreadsQuerySchema = z.object({
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export const messageThreadsResponseSchema = z.object({ threads: z.array(messageThreadSchema) });
export type MessageThreadsResponse = z.infer<typeof messageThreadsResponseSchema>;

/** POST /api/messages/threads: the thread of a client or of a couple, created on first use. */
export const openThreadRequestSchema = z
  .object({ client_id: z.uuid('client_id must be a UUID').optional(), group_id: z.uuid('group_id must be a UUID').optional() })
  .refine((v) => !!v.client_id !== !!v.group_id, 'Send either client_id or group_id');
export type OpenThreadRequest = z.infer<typeof openThreadRequestSchema>;

export const threadParamsSchema = z.object({ id: z.uuid('Thread id must be a UUID') });
export const attachmentParamsSchema = z.object({ id: z.uuid('Attachment id must be a UUID') });

/** GET …/threads/:id: newest page last; `before` pages back to older messages. */
export const threadMessagesQuerySchema = z.object({
  before: z.iso.datetime({ error: 'before must be an ISO date-time' }).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(200, 'limit must be at most 200').default(50),
});
export type ThreadMessagesQuery = z.input<typeof threadMessagesQuerySchema>;

export const threadMessagesResponseSchema = z.object({
  thread: messageThreadSchema,
  messages: z.array(secureMessageSchema),
  /** Older messages exist before the first one answered. */
  has_more: z.boolean(),
  /** Which side the viewer writes for. */
  viewer_side: messageSideSchema,
  /** Shown above the composer. */
  policy_text: z.string(),
});
export type ThreadMessagesResponse = z.infer<typeof threadMessagesResponseSchema>;

export const sendMessageRequestSchema = z
  .object({
    body: z.string().trim().max(messageBodyMaxLength, `A message is at most ${messageBodyMaxLength} characters`).default(''),
    attachment_ids: z
      .array(z.uuid('attachment_ids must be UUIDs'))
      .max(messageAttachmentsMax, `At most ${messageAttachmentsMax} files per message`)
      .default([]),
    /** The sender's own key for this message: a retry with the same key answers the first message. */
    client_key: z.string().trim().min(1).max(100, 'client_key must be at most 100 characters').optional(),
  })
  .refine((v) => v.body.length > 0 || v.attachment_ids.length > 0, { path: ['body'], message: 'Write a message or attach a file' });
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

export const sendMessageResponseSchema = z.object({ message: secureMessageSchema, duplicate: z.boolean() });
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const markThreadReadResponseSchema = z.object({ ok: z.literal(true), last_read_at: z.iso.datetime() });
export type MarkThreadReadResponse = z.infer<typeof markThreadReadResponseSchema>;

/** POST /api/messages/attachments: raw bytes, x-file-name header; attached when a message is sent. */
export const uploadAttachmentResponseSchema = messageAttachmentSchema;

/**
 * Files a user has uploaded but not yet sent: at most one message's worth, at most this many bytes
 * together, and deleted after a day — an upload is a draft, not storage.
 */
export const unsentAttachmentLimits = { files: messageAttachmentsMax, bytes: 50 * 1024 * 1024, keepHours: 24 } as const;

/** DELETE /api/messages/attachments/:id: the caller's own unsent upload, removed from the draft. */
export const removeAttachmentResponseSchema = z.object({ ok: z.literal(true) });
export type RemoveAttachmentResponse = z.infer<typeof removeAttachmentResponseSchema>;

/** Live events on /ws/notifications/{uuid}. */
/** Ids only: the socket says which thread changed and the client fetches it (PostgreSQL NOTIFY holds at most 8000 bytes). */
export const secureMessageEventSchema = z.object({ type: z.literal('secure_message'), thread_id: z.uuid(), message_id: z.uuid() });
export const secureMessageReadEventSchema = z.object({
  type: z.literal('secure_message_read'),
  thread_id: z.uuid(),
  /** The side whose reader moved their mark. */
  side: messageSideSchema,
  read_at: z.iso.datetime(),
});
export type SecureMessageEvent = z.infer<typeof secureMessageEventSchema>;
export type SecureMessageReadEvent = z.infer<typeof secureMessageReadEventSchema>;

/** GET/PUT /api/practice/messaging-settings: the practice's policy line above the composer (null: the default). */
export const messagingSettingsSchema = z.object({
  policy_text: z.string().nullable(),
  /** What the composer shows: the practice's text, or the default. */
  effective_policy_text: z.string(),
});
export type MessagingSettings = z.infer<typeof messagingSettingsSchema>;
export const updateMessagingSettingsRequestSchema = z.object({
  policy_text: z.string().trim().max(1000, 'The policy text is at most 1000 characters').nullable(),
});
export type UpdateMessagingSettingsRequest = z.infer<typeof updateMessagingSettingsRequestSchema>;
