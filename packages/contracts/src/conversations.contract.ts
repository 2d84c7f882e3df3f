import { z } from 'zod';
import { insightSchema, optionSchema, recommendationSchema, suggestedActionSchema, vaultOfferSchema } from './assistant.contract';

/** Spec section 3: Conversation. */
export const conversationSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  last_updated: z.iso.datetime(),
  created_at: z.iso.datetime(),
  client_id: z.uuid().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const newConversationResponseSchema = z.object({ session_id: z.uuid() });
export type NewConversationResponse = z.infer<typeof newConversationResponseSchema>;

export const feedbackKinds = ['Positive', 'Negative', 'Message'] as const;
/** Who wrote a message of a conversation. */
export const messageRoles = ['user', 'assistant'] as const;

/** Spec section 3: Message (server). Assistant messages may carry the extras. */
export const messageSchema = z.object({
  id: z.uuid(),
  role: z.enum(messageRoles),
  content: z.string(),
  created_at: z.iso.datetime(),
  suggested_action: suggestedActionSchema.nullable(),
  options: z.array(optionSchema),
  insights: z.array(insightSchema),
  recommendations: z.array(recommendationSchema),
  /** An excerpt the assistant offered to save to the vault (its vault actions). */
  vault_offer: vaultOfferSchema.nullable(),
  /** Feedback kinds this user already gave on the message (each once). */
  feedback_given: z.array(z.enum(feedbackKinds)),
});
export type Message = z.infer<typeof messageSchema>;

export const sessionParamsSchema = z.object({ session: z.uuid('Conversation id must be a UUID') });
export const conversationIdParamsSchema = z.object({ id: z.uuid('Conversation id must be a UUID') });
export const userIdParamsSchema = z.object({ userId: z.uuid('User id must be a UUID') });

export const messagesQuerySchema = z.object({
  /** Page backwards: messages created before this message id. */
  before: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const messagesResponseSchema = z.object({ messages: z.array(messageSchema), has_more: z.boolean() });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const conversationListResponseSchema = z.array(conversationSchema);
export type ConversationListResponse = z.infer<typeof conversationListResponseSchema>;

export const conversationSearchQuerySchema = z.object({ search: z.string().trim().max(200).optional() });

export const updateConversationRequestSchema = z.object({
  title: z.string().trim().min(1, 'Title is empty').max(200, 'Title is too long (200 characters at most)'),
});
